/**
 * Contacts of the browser tests' shoppers. The shop allows a phone number two orders awaiting
 * payment or a confirmation call at a time, so each test's shopper has a number of their own, as
 * real shoppers do (never one of the Daraja simulator's numbers, which all start 0700 0).
 */
import { randomInt } from 'node:crypto';

/** A Kenyan mobile number of its own, written as shoppers write it: "0745 123 456". */
export function uniquePhone(): string {
  const digits = String(randomInt(10_000_000, 100_000_000));
  return `07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
