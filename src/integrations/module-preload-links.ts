/**
 * `<link rel="modulepreload">` for the modules a page's module scripts import. The browser finds an
 * imported module only once it has downloaded and parsed the importing one, a round trip later;
 * preloaded, every module of the page is requested as soon as the page arrives.
 */

/** The `src` of each external module script of a page, in document order. */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\stype\s*=\s*["']?module\b/i.test(attributes)) continue;
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) sources.push(src);
  }
  return sources;
}

/**
 * The page with a modulepreload link for every module its module scripts import, directly or
 * through others (`staticImports` maps a module's URL to the URLs it imports), at the end of its
 * head (or before its first module script, when it has no head); unchanged when there is nothing
 * to preload.
 */
export function addModulePreloads(html: string, staticImports: (url: string) => readonly string[]): string {
  const scripts = moduleScriptSources(html);
  const loaded = new Set(scripts);
  const preloads = new Set<string>();
  const visit = (url: string) => {
    for (const dependency of staticImports(url)) {
      if (loaded.has(dependency) || preloads.has(dependency)) continue;
      preloads.add(dependency);
      visit(dependency);
    }
  };
  scripts.forEach(visit);
  if (!preloads.size) return html;
  const headEnd = html.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : html.search(/<script\b[^>]*\stype\s*=\s*["']?module\b/i);
  const links = [...preloads].map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
