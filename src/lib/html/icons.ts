/**
 * The Lucide icons that string-drawn markup needs (the card's heart and plus, the page links'
 * chevrons, the buy box's size guide and promises). Each is one empty element whose shape is a CSS mask over the text colour (`.icon-*`
 * in src/styles/global.css, path data from Lucide, ISC licence): a list page carries two per card,
 * and as inline SVG they were a fifth of its HTML.
 */

/** Class names spelled out, so that Tailwind keeps their rules. */
const NAMES = {
  heart: 'icon-heart',
  plus: 'icon-plus',
  'chevron-left': 'icon-chevron-left',
  'chevron-right': 'icon-chevron-right',
  ruler: 'icon-ruler',
  truck: 'icon-truck',
  'rotate-ccw': 'icon-rotate-ccw',
  'shield-check': 'icon-shield-check',
} as const;
const SIZES = { 16: 'h-4 w-4', 18: 'h-[18px] w-[18px]', 20: 'h-5 w-5' } as const;

export type IconName = keyof typeof NAMES;
export type IconSize = keyof typeof SIZES;

/**
 * A decorative icon (hidden from assistive technology: its button, link or text carries the name).
 *
 * @example iconHtml('truck', 18, 'text-teal')
 */
export function iconHtml(name: IconName, size: IconSize, className?: string): string {
  const classes = ['icon', NAMES[name], SIZES[size], className].filter(Boolean).join(' ');
  return `<span class="${classes}" aria-hidden="true"></span>`;
}
