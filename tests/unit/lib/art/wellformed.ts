/**
 * A small well-formedness check for the generated SVG (no DOM in Node): balanced tags,
 * no duplicate attributes, unique ids, and every url(#…) / href="#…" / aria-labelledby
 * reference defined. Returns a list of problems (empty when fine).
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const tag = /<(\/?)([A-Za-z][\w:.-]*)([^<>]*?)(\/?)>/g;
  let last = 0;
  let roots = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup before ${m[0].slice(0, 40)}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(between))
      problems.push(`bare & in text: ${between}`);
    last = m.index + m[0].length;
    const [, close, name = '', rawAttrs = '', selfClose] = m;
    if (close) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    const attrs = rawAttrs.trim();
    const seen = new Set<string>();
    const attr = /([\w:.-]+)="([^"]*)"/g;
    const rest = attrs.replace(attr, '').trim();
    if (rest) problems.push(`malformed attributes on <${name}>: ${rest}`);
    for (let a = attr.exec(attrs); a; a = attr.exec(attrs)) {
      const key = a[1] ?? '';
      if (seen.has(key)) problems.push(`duplicate ${key} on <${name}>`);
      seen.add(key);
      if (key === 'id') {
        if (ids.has(a[2] ?? '')) problems.push(`duplicate id ${a[2]}`);
        ids.add(a[2] ?? '');
      }
    }
    if (stack.length === 0) roots++;
    if (!selfClose) stack.push(name);
  }
  if (svg.slice(last).trim()) problems.push('trailing content');
  if (stack.length) problems.push(`unclosed: ${stack.join(',')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"|aria-labelledby="([^"]+)"/g)) {
    const id = m[1] ?? m[2] ?? m[3] ?? '';
    if (!ids.has(id)) problems.push(`reference to undefined id ${id}`);
  }
  if (/NaN|undefined|Infinity|null/.test(svg.replace(/<title[^>]*>.*?<\/title>/, '')))
    problems.push('NaN/undefined/null in output');
  return problems;
}

/** All id attribute values in a document. */
export const idsOf = (svg: string): string[] => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
