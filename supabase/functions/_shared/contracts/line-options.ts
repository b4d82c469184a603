/**
 * How a cart or order line names what was chosen: "Size 42", and "One Size" for a product made in
 * one size (never "Size One Size"); the colour before it.
 *
 * @example lineOptions('Cognac', 'One Size') // 'Cognac · One Size'
 * @example lineOptions(undefined, 'M')       // 'Size M'
 */
export function sizeLabel(size: string | null | undefined): string | undefined {
  if (!size) return undefined;
  return /^one size$/i.test(size.trim()) ? 'One Size' : `Size ${size}`;
}

export function lineOptions(colour: string | null | undefined, size: string | null | undefined): string {
  return [colour, sizeLabel(size)].filter(Boolean).join(' · ');
}
