/**
 * The affiliate application form's rules, in the database's own words (apply_affiliate checks
 * them again), the code suggested from the shopper's name, and how codes, links and payout
 * numbers are shown.
 */
import { internationalPhone } from '../../lib/auth/phone';

export interface ApplicationForm {
  code: string;
  payoutPhone: string;
  audience: string;
}

/** The form's fields, named as apply_affiliate names them in a refusal. */
export const APPLICATION_FIELDS = ['code', 'payout_phone', 'audience'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
export const AUDIENCE_MAX = 500;

export const MESSAGES: Record<ApplicationField, string> = {
  code: 'Choose a code of 3 to 20 letters, digits, - or _.',
  payout_phone: 'Enter a Kenyan M-Pesa number, like 0712 345 678.',
  audience: 'Keep this under 500 characters.',
};

/** The element id of a field, to focus it. */
export const fieldId = (field: ApplicationField) => `affiliate-${field.replace('_', '-')}`;

/** True for a field of the form (a refusal can also name the account). */
export const isApplicationField = (field: string | null): field is ApplicationField =>
  (APPLICATION_FIELDS as readonly (string | null)[]).includes(field);

/** A Kenyan mobile as M-Pesa takes it ("0712 345 678" → "+254712345678"), or null. */
export function mpesaNumber(typed: string): string | null {
  const phone = internationalPhone(typed.trim());
  return /^\+254[17]\d{8}$/.test(phone) ? phone : null;
}

/** What is wrong with the form, by field, in the order of the form; empty when it can be sent. */
export function applicationErrors(form: ApplicationForm): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!CODE_PATTERN.test(form.code.trim())) errors.code = MESSAGES.code;
  if (!mpesaNumber(form.payoutPhone)) errors.payout_phone = MESSAGES.payout_phone;
  if (form.audience.trim().length > AUDIENCE_MAX) errors.audience = MESSAGES.audience;
  return errors;
}

/** Upper-case ASCII words of `text`, accents dropped ("Njoroge-Kîmani" → NJOROGE, KIMANI). */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/**
 * A code to offer the shopper: their name's first two words joined by a hyphen, else their
 * email's name, fitted to 20 characters; blank when neither gives three.
 *
 * @example suggestCode('Amina Wanjiku', 'amina@example.com') // 'AMINA-WANJIKU'
 * @example suggestCode('', 'otieno.style@example.com') // 'OTIENO-STYLE'
 */
export function suggestCode(name: string | undefined, email: string | undefined): string {
  for (const source of [name ?? '', (email ?? '').split('@')[0] ?? '']) {
    let code = '';
    for (const word of words(source).slice(0, 2)) {
      const longer = code ? `${code}-${word}` : word.slice(0, 20);
      if (longer.length > 20) break;
      code = longer;
    }
    if (code.length >= 3) return code;
  }
  return '';
}

/**
 * The link an affiliate shares: the home page with their code.
 *
 * @example referralLink('https://mtindo.co.ke', 'AMINA') // 'https://mtindo.co.ke/?ref=AMINA'
 */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/**
 * A Kenyan number as people read it.
 *
 * @example displayPhone('+254712345678') // '+254 712 345 678'
 */
export function displayPhone(phone: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/**
 * A Kenyan mobile as Kenyans type it, for a form field; blank for any other number.
 *
 * @example localPhone('254712345678') // '0712 345 678'
 */
export function localPhone(phone: string | null | undefined): string {
  const mobile = mpesaNumber(phone ?? '');
  return mobile ? `0${displayPhone(mobile).slice(5)}` : '';
}

/** The form filled from an application on file, for editing it. */
export function formFrom(affiliate: {
  code: string;
  payoutPhone: string | null;
  audience: string;
}): ApplicationForm {
  return {
    code: affiliate.code,
    payoutPhone: localPhone(affiliate.payoutPhone),
    audience: affiliate.audience,
  };
}
