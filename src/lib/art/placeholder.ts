/** The designed placeholder for a product without artwork: a hanger and the store's name. */
import { backdrop, svgOpen } from './compose';
import { idPrefix } from './seed';
import { esc } from './svg';

const STONE = '#a89886';

/** A standalone 800 × 1000 placeholder SVG: backdrop, hanger, swing tag and "Mtindo". */
export function renderPlaceholderArt(title?: string): string {
  const label = title?.trim() ? title.trim() : 'Mtindo';
  const p = idPrefix(`placeholder:${label}`, 'h');
  return (
    svgOpen(800, 1000, `${p}t`, esc(label)) +
    backdrop(800, 1000, '#d9cbb6') +
    `<ellipse cx="400" cy="640" rx="220" ry="22" fill="#2b2118" opacity=".06"/>` +
    `<path d="M400 392V366Q400 344 418 338Q440 332 446 352Q450 372 430 380Q412 386 406 372" fill="none" stroke="${STONE}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M400 392L198 532Q176 550 202 556H598Q624 550 602 532Z" fill="none" stroke="${STONE}" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M522 556L540 604" stroke="${STONE}" stroke-width="3"/>` +
    `<g transform="rotate(-12 548 640)"><rect x="512" y="600" width="72" height="104" rx="10" fill="#fbf7f0" stroke="${STONE}" stroke-width="4"/><circle cx="548" cy="620" r="7" fill="none" stroke="${STONE}" stroke-width="4"/><path d="M530 656H566M536 676H560" stroke="${STONE}" stroke-width="5" stroke-linecap="round"/></g>` +
    `<text x="400" y="770" fill="#8a7a66" font-family="Fraunces,Georgia,'Times New Roman',serif" font-size="64" font-weight="600" letter-spacing="2" text-anchor="middle">Mtindo</text>` +
    `<path d="M340 802H460" stroke="${STONE}" stroke-width="3" stroke-linecap="round"/>` +
    '</svg>'
  );
}
