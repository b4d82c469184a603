// @vitest-environment happy-dom
// The assistant's reply text as HTML (spec section 5): links, bold and italic become a few tags, and
// only strong, em and a with href and class survive.
import { describe, expect, it } from 'vitest';
import { markersToHtml, replyHtml } from '../../../src/lib/chat/reply-html';

describe('replyHtml', () => {
  it('turns product links, bold and italic into a, strong and em', () => {
    expect(markersToHtml('1. [Silk Evening Gown](/product/gown-001) — **KES 28,500**, *in stock*')).toBe(
      '1. <a href="/product/gown-001" class="chat-link">Silk Evening Gown</a> — <strong>KES 28,500</strong>, <em>in stock</em>',
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
    ]) {
      const host = document.createElement('div');
      host.innerHTML = replyHtml(`[Free Rolex](${href})`);
      expect(host.querySelector('a'), href).toBeNull();
      expect(host.textContent).toBe('Free Rolex');
    }
  });

  it('does not let a label or an address break out of its attribute', () => {
    const host = document.createElement('div');
    host.innerHTML = replyHtml('[x" onmouseover="alert(1)](/product/a"onclick="alert(1))');
    for (const element of host.querySelectorAll('*'))
      expect(element.getAttributeNames().every((name) => name === 'href' || name === 'class')).toBe(true);
  });
});
