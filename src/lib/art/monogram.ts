/**
 * Watch-brand monogram roundels: our own initials-only marks (never the brands' logos).
 * Luxury: an ink roundel with an engraved gold ring and serif initials. Smart: a modern
 * rounded tile with sans initials.
 */
import { mix, tint, shade } from './colour';
import { hashString, idPrefix } from './seed';
import { esc, polar } from './svg';

export interface MonogramInput {
  /** One to three letters drawn in the mark. */
  monogram: string;
  /** The brand's name: the accessible title (and the ring inscription for luxury). */
  name: string;
  kind: 'luxury' | 'smart';
  seed: string;
}

const SERIF = `Fraunces,Georgia,'Times New Roman',serif`;
const SANS = `Inter,system-ui,'Helvetica Neue',Arial,sans-serif`;
const SMART_HUES = ['#1f6f6b', '#2e3a87', '#3b4a5a', '#6b3a6e', '#7a4a2a', '#1d4e5f'];

/** A standalone 400 × 400 monogram SVG for a watch brand page. */
export function renderBrandMonogram(input: MonogramInput): string {
  const p = idPrefix(input.seed, 'm');
  const letters = esc(input.monogram.trim().slice(0, 3).toUpperCase() || '·');
  const n = Math.max(1, input.monogram.trim().slice(0, 3).length);
  const title = esc(`${input.name} monogram`);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${p}t"><title id="${p}t">${title}</title>`;
  if (input.kind === 'luxury') {
    const ink = '#1b1d2a';
    const gold = '#c9a44a';
    let ticks = '';
    for (let i = 0; i < 120; i++) {
      const [x1, y1] = polar(200, 200, 170, i * 3);
      const [x2, y2] = polar(200, 200, i % 5 === 0 ? 160 : 164, i * 3);
      ticks += `M${x1} ${y1}L${x2} ${y2}`;
    }
    const size = n === 1 ? 150 : n === 2 ? 120 : 92;
    const name = esc(input.name.toUpperCase());
    return (
      open +
      `<defs><linearGradient id="${p}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1dc9a"/><stop offset=".45" stop-color="${gold}"/><stop offset=".7" stop-color="#8a6a24"/><stop offset="1" stop-color="#e3c676"/></linearGradient>` +
      `<path id="${p}a" d="M200 338A138 138 0 1 1 200.1 338"/></defs>` +
      `<circle cx="200" cy="200" r="196" fill="${ink}"/>` +
      `<circle cx="200" cy="200" r="184" fill="none" stroke="url(#${p}g)" stroke-width="5"/>` +
      `<path d="${ticks}" stroke="url(#${p}g)" stroke-width="1.6" opacity=".8"/>` +
      `<circle cx="200" cy="200" r="112" fill="none" stroke="url(#${p}g)" stroke-width="1.5" opacity=".7"/>` +
      `<text font-family="${SERIF}" font-size="15" letter-spacing="5" fill="${gold}" opacity=".85"><textPath href="#${p}a" startOffset="50%" text-anchor="middle">${name}</textPath></text>` +
      `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="500" fill="#0c0d14" opacity=".6" transform="translate(2 3)">${letters}</text>` +
      `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="500" fill="url(#${p}g)">${letters}</text>` +
      `<path d="M170 292H230" stroke="url(#${p}g)" stroke-width="2"/>` +
      '</svg>'
    );
  }
  const hue = SMART_HUES[hashString(input.seed) % SMART_HUES.length] ?? '#1f6f6b';
  const size = n === 1 ? 170 : n === 2 ? 136 : 100;
  return (
    open +
    `<defs><linearGradient id="${p}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(hue, 0.12)}"/><stop offset="1" stop-color="${shade(hue, 0.45)}"/></linearGradient></defs>` +
    `<rect x="12" y="12" width="376" height="376" rx="96" fill="url(#${p}g)"/>` +
    `<rect x="30" y="30" width="340" height="340" rx="80" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="2"/>` +
    `<circle cx="200" cy="200" r="132" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="14"/>` +
    `<path d="M200 68A132 132 0 0 1 332 200" fill="none" stroke="${mix(hue, '#7ef0c8', 0.75)}" stroke-width="14" stroke-linecap="round"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="${SANS}" font-size="${size}" font-weight="700" letter-spacing="-3" fill="#fff">${letters}</text>` +
    '</svg>'
  );
}
