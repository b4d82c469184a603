/** Phone numbers as GoTrue wants them (E.164), typed the way Kenyans write them. */

/** "0712 345 678", "254712345678" or "+254 712 345 678" → "+254712345678". */
export function internationalPhone(typed: string): string {
  const digits = typed.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  if (digits.startsWith('254')) return `+${digits}`;
  if (digits.startsWith('0')) return `+254${digits.slice(1)}`;
  return `+${digits}`;
}
