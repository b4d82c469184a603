// The assistant answers store questions from the store's own FAQ and contact details, and the
// generated facts never drift from their sources.
import { describe, expect, it } from 'vitest';
import prettier from 'prettier';
import { readFileSync } from 'node:fs';
import { factsPath, generateFacts } from '../../../supabase/generate-store-facts.ts';
import { answerFor, faqAnswers } from '../../../supabase/functions/chat-assistant/store-answers.ts';

describe('store answers', () => {
  it('are generated from the FAQ and config as committed (run `npm run chat:facts` after editing them)', async () => {
    const options = { ...(await prettier.resolveConfig(factsPath)), filepath: factsPath };
    expect(await prettier.format(generateFacts(), options)).toBe(readFileSync(factsPath, 'utf8'));
  });

  it.each(['delivery', 'returns', 'payment', 'sizes', 'authenticity'] as const)(
    'find the FAQ answers about %s',
    (topic) => expect(faqAnswers(topic).length).toBeGreaterThan(0),
  );

  it("say the store's own figures and details", () => {
    expect(answerFor('delivery')).toContain('free on orders over KSH 5,000');
    expect(answerFor('delivery')).toContain('KSH 7,500');
    expect(answerFor('returns')).toContain('30 days');
    expect(answerFor('payment')).toContain('M-Pesa');
    expect(answerFor('authenticity')).toContain('authentic brands only');
    expect(answerFor('hours')).toContain('Mon-Sat 9AM-8PM');
    expect(answerFor('contact')).toContain('+254 712 345 678');
    expect(answerFor('contact')).toContain('hello@mtindo.co.ke');
  });
});
