/** E-mail addresses and phone numbers checked as GoTrue checks them. */
import { badRequest } from './errors.ts';

/** The format badoux/checkmail accepts (GoTrue's validateEmail). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the address lower-cased, or throws validation_failed. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** E.164 without the plus, as GoTrue stores phone numbers. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replace(/ /g, '');
  if (!/^[1-9][0-9]{1,14}$/.test(formatted))
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  return formatted;
}
