// @vitest-environment happy-dom
// The assistant's reply text as HTML (spec section 5): links, bold and italic become a few tags, and
// only strong, em and a with href and class survive.
import { describe, expect, it } from 'vitest';
import { markersToHtml, replyHtml } from '../../../src/lib/chat/reply-html';

describe('replyHtml', () => {
  it('turns product links, bold and italic into a, strong and em', () => {
    expect(markersToHtml('1. [Silk Evening Gown](/product/gown-001) — **KSH 28,500**, *in stock*')).toBe(
      '1. <a href="/product/gown-001" class="chat-link">Silk Evening Gown</a> — <strong>KSH 28,500</strong>, <em>in stock</em>',
    );
    expect(markersToHtml('_new_ arrivals')).toBe('<em>new</em> arrivals');
    expect(markersToHtml('[WhatsApp](https://wa.me/254712345678)')).toBe(
      '<a href="https://wa.me/254712345678" class="chat-link">WhatsApp</a>',
    );
  });

  it('shows markup in a reply as text, never as elements', () => {
    const html = replyHtml('<img src=x onerror=alert(1)><script>alert(2)</script><b data-x="1">hi</b>');
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('img, script, b')).toBeNull();
    expect(host.textContent).toContain('<script>alert(2)</script>');
  });

  it('keeps no link to a script, data or protocol-relative address', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'JaVaScRiPt:alert(1)',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '\\/evil.example/x',
      '/%5cevil.example/x',
      '/%5Cevil.example/x',
      '/%2f%2fevil.example/x',
      '/%2Fevil.example/x',
      'https:\\\\evil.example/x',
      '/%E0%A4%A',
    ]) {
      const host = document.createElement('div');
      host.innerHTML = replyHtml(`[Free Rolex](${href})`);
      expect(host.querySelector('a'), href).toBeNull();
      expect(host.textContent).toBe('Free Rolex');
    }
  });

  it("keeps links to the store's own pages, a search included", () => {
    for (const href of ['/product/gown-001', '/search?q=red%20dress', '/category/women#top', '/'])
      expect(markersToHtml(`[Go](${href})`)).toBe(`<a href="${href}" class="chat-link">Go</a>`);
  });

  it('does not let a label or an address break out of its attribute', () => {
    const host = document.createElement('div');
    host.innerHTML = replyHtml('[x" onmouseover="alert(1)](/product/a"onclick="alert(1))');
    for (const element of host.querySelectorAll('*'))
      expect(element.getAttributeNames().every((name) => name === 'href' || name === 'class')).toBe(true);
  });
});
