/**
 * FAQPage JSON-LD from a markdown page whose questions are `### ` headings, each followed
 * by its answer.
 */
export function faqEntries(markdown: string): { question: string; answer: string }[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const [question = '', ...rest] = block.split('\n');
      const answer = rest
        .join('\n')
        .split(/^#{1,2} /m)[0]!
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { question: question.trim(), answer };
    })
    .filter((e) => e.question && e.answer);
}

export function faqJsonLd(markdown: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqEntries(markdown).map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}
