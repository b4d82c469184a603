/**
 * What a watch drawing can be told about the model it shows (a product's `art.watch`): the case,
 * its metal, bezel, dial, indices, hands, complications and bracelet; for a smart watch its screen,
 * watch face and buttons. Every field may be left out: the defaults draw a plain steel watch.
 */

export const WATCH_CASES = ['round', 'octagon', 'rectangular'] as const;
export const WATCH_METALS = [
  'steel',
  'yellow-gold',
  'rose-gold',
  'white-gold',
  'titanium',
  'black-ceramic',
  'aluminium',
  'polymer',
] as const;
export const WATCH_BEZELS = [
  'smooth',
  'fluted',
  'diver',
  'tachymeter',
  'hobnail',
  'octagonal-screws',
  'maltese',
  'none',
] as const;
export const WATCH_DIALS = ['sunburst', 'tapisserie', 'waves', 'guilloche', 'plain'] as const;
export const WATCH_INDICES = ['batons', 'roman', 'arabic', 'dots'] as const;
export const WATCH_HANDS = ['baton', 'dauphine', 'sword', 'skeleton'] as const;
export const WATCH_COMPLICATIONS = [
  'date',
  'date-at-6',
  'small-seconds',
  'chronograph',
  'moonphase',
] as const;
export const WATCH_BRACELETS = [
  'oyster',
  'jubilee',
  'integrated',
  'cross-link',
  'leather',
  'alligator',
  'rubber',
  'sport-band',
  'mesh',
] as const;
export const WATCH_CROWNS = ['fluted', 'cabochon', 'guarded'] as const;
export const SMART_SCREENS = ['square', 'round', 'rugged', 'band'] as const;
export const SMART_FACES = ['modular', 'rings', 'analogue', 'digital', 'sport', 'mono', 'chrono'] as const;
export const SMART_BUTTONS = ['digital-crown', 'two', 'four', 'five', 'chrono', 'none'] as const;

type Of<T extends readonly string[]> = T[number];

/** A watch model's looks, as `art.watch` of a product gives them (every field optional). */
export interface WatchArt {
  case?: Of<typeof WATCH_CASES>;
  /** The case's metal. A smart watch without one has a case in its variant's colour. */
  metal?: Of<typeof WATCH_METALS>;
  bezel?: Of<typeof WATCH_BEZELS>;
  dial?: Of<typeof WATCH_DIALS>;
  indices?: Of<typeof WATCH_INDICES>;
  hands?: Of<typeof WATCH_HANDS>;
  complications?: Of<typeof WATCH_COMPLICATIONS>[];
  bracelet?: Of<typeof WATCH_BRACELETS>;
  /** A strap's or band's own colour (#rrggbb) when the variants colour the dial or the case. */
  strap?: string;
  crown?: Of<typeof WATCH_CROWNS>;
  /** A diver's helium escape valve at 10 o'clock. */
  heliumValve?: boolean;
  screen?: Of<typeof SMART_SCREENS>;
  face?: Of<typeof SMART_FACES>;
  buttons?: Of<typeof SMART_BUTTONS>;
}

/** A watch with every choice made. */
export type Watch = Required<Omit<WatchArt, 'strap' | 'metal'>> & {
  metal: Of<typeof WATCH_METALS> | undefined;
  strap: string | undefined;
};

/** The defaults of an analogue watch: round steel, smooth bezel, sunburst dial, batons, date. */
const ANALOGUE: Watch = {
  case: 'round',
  metal: 'steel',
  bezel: 'smooth',
  dial: 'sunburst',
  indices: 'batons',
  hands: 'baton',
  complications: ['date'],
  bracelet: 'oyster',
  strap: undefined,
  crown: 'fluted',
  heliumValve: false,
  screen: 'round',
  face: 'analogue',
  buttons: 'none',
};

/** The defaults of a smart watch: a square screen with activity rings and a digital crown. */
const SMART: Watch = {
  ...ANALOGUE,
  metal: undefined,
  bezel: 'none',
  complications: [],
  bracelet: 'sport-band',
  screen: 'square',
  face: 'rings',
  buttons: 'digital-crown',
};

/**
 * Every choice of a watch drawing: what the product gives, the rest from the defaults of its
 * kind. An analogue watch without a bracelet named wears a leather strap unless its artwork's
 * pattern is metallic.
 *
 * @example resolveWatch('watch', 'solid', { bezel: 'diver' }).bracelet // 'leather'
 */
export function resolveWatch(kind: 'watch' | 'smartwatch', pattern: string, art: WatchArt = {}): Watch {
  const base = kind === 'smartwatch' ? SMART : ANALOGUE;
  const bracelet = art.bracelet ?? (kind === 'watch' && pattern !== 'metallic' ? 'leather' : base.bracelet);
  const given = Object.fromEntries(Object.entries(art).filter(([, v]) => v !== undefined));
  return { ...base, ...given, bracelet, metal: art.metal ?? base.metal, strap: art.strap };
}

/** Whether two #rrggbb colours are the same to the eye. */
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The dial's colour of one variant. A watch's colours are its dials, shown one a variant, with the
 * variant's own first; a colour that is the strap's own ("Black Strap") names the strap, so that
 * variant shows the next colour as its dial.
 *
 * @example dialColour(['#1c1c1c', '#d8d8d8'], '#1c1c1c') // '#d8d8d8'
 */
export function dialColour(colours: readonly string[], strap?: string): string {
  const dials = strap ? colours.filter((c) => !same(c, strap)) : colours;
  return dials[0] ?? colours[0] ?? '#d8d8d8';
}

/** Whether a bracelet is made of metal links (a strap is leather, rubber or silicone). */
export const isMetalBracelet = (b: Watch['bracelet']): boolean =>
  b === 'oyster' || b === 'jubilee' || b === 'integrated' || b === 'cross-link' || b === 'mesh';

/** Each field of WatchArt that is one of a list, and its list. */
const CHOICES = {
  case: WATCH_CASES,
  metal: WATCH_METALS,
  bezel: WATCH_BEZELS,
  dial: WATCH_DIALS,
  indices: WATCH_INDICES,
  hands: WATCH_HANDS,
  bracelet: WATCH_BRACELETS,
  crown: WATCH_CROWNS,
  screen: SMART_SCREENS,
  face: SMART_FACES,
  buttons: SMART_BUTTONS,
} as const;

/**
 * A stored `art.watch` (the products table's jsonb, read in the browser without the build's zod
 * schema) as WatchArt: the fields the schema allows with values it allows; anything else is left
 * out, and the drawing's defaults fill it. Undefined when nothing is left.
 *
 * @example readWatchArt({ bezel: 'diver', dial: 'lava' }) // { bezel: 'diver' }
 */
export function readWatchArt(value: unknown): WatchArt | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const art: Record<string, unknown> = {};
  for (const [field, list] of Object.entries(CHOICES))
    if ((list as readonly unknown[]).includes(stored[field])) art[field] = stored[field];
  const complications = stored.complications;
  if (
    Array.isArray(complications) &&
    complications.length <= 3 &&
    complications.every((item) => (WATCH_COMPLICATIONS as readonly unknown[]).includes(item))
  )
    art.complications = complications;
  if (typeof stored.strap === 'string' && /^#[0-9a-f]{6}$/.test(stored.strap)) art.strap = stored.strap;
  if (typeof stored.heliumValve === 'boolean') art.heliumValve = stored.heliumValve;
  return Object.keys(art).length > 0 ? (art as WatchArt) : undefined;
}
