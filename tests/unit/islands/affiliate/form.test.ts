// The affiliate application form: the database's rules and words, the suggested code, the link.
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  applicationErrors,
  displayPhone,
  fieldId,
  formFrom,
  isApplicationField,
  localPhone,
  mpesaNumber,
  referralLink,
  suggestCode,
} from '../../../../src/islands/affiliate/form';

const valid = { code: 'AMINA-W', payoutPhone: '0712 345 678', audience: '' };

describe('applicationErrors', () => {
  it('accepts a good application', () => {
    expect(applicationErrors(valid)).toEqual({});
    expect(applicationErrors({ ...valid, code: ' abc_1 ', payoutPhone: '+254 112 345 678' })).toEqual({});
  });

  it('names each field it refuses, in the words of apply_affiliate', () => {
    expect(applicationErrors({ code: 'ab', payoutPhone: '0812 345 678', audience: 'x'.repeat(501) })).toEqual(
      {
        code: MESSAGES.code,
        payout_phone: MESSAGES.payout_phone,
        audience: MESSAGES.audience,
      },
    );
    for (const code of ['a'.repeat(21), 'has space', 'émile', '<b>', ''])
      expect(applicationErrors({ ...valid, code }).code, code).toBe(MESSAGES.code);
    expect(applicationErrors({ ...valid, audience: 'x'.repeat(500) })).toEqual({});
  });

  it('keeps the fields in the order of the form, for focus on the first', () => {
    expect(Object.keys(applicationErrors({ code: '', payoutPhone: '', audience: '' }))).toEqual([
      'code',
      'payout_phone',
    ]);
    expect(fieldId('payout_phone')).toBe('affiliate-payout-phone');
    expect(isApplicationField('code')).toBe(true);
    expect(isApplicationField('account')).toBe(false);
    expect(isApplicationField(null)).toBe(false);
  });
});

describe('phones', () => {
  it('takes Kenyan mobiles as Kenyans type them', () => {
    expect(mpesaNumber('0712 345 678')).toBe('+254712345678');
    expect(mpesaNumber('254112345678')).toBe('+254112345678');
    expect(mpesaNumber('+44 7700 900123')).toBeNull();
    expect(mpesaNumber('020 123 4567')).toBeNull();
  });

  it('shows them readably and back in the form as typed', () => {
    expect(displayPhone('+254712345678')).toBe('+254 712 345 678');
    expect(displayPhone('+447700900123')).toBe('+447700900123');
    expect(localPhone('+254712345678')).toBe('0712 345 678');
    expect(localPhone('254712345678')).toBe('0712 345 678');
    expect(localPhone('+447700900123')).toBe('');
    expect(localPhone(null)).toBe('');
    expect(formFrom({ code: 'AMINA', payoutPhone: '+254712345678', audience: '@amina' })).toEqual({
      code: 'AMINA',
      payoutPhone: '0712 345 678',
      audience: '@amina',
    });
  });
});

describe('suggestCode', () => {
  it("joins the name's first two words, without accents", () => {
    expect(suggestCode('Amina Wanjiku', 'a@example.com')).toBe('AMINA-WANJIKU');
    expect(suggestCode('  Njoroge Kîmani Otieno ', undefined)).toBe('NJOROGE-KIMANI');
    expect(suggestCode('Ödön', undefined)).toBe('ODON');
  });

  it('fits 20 characters and always makes a valid code', () => {
    expect(suggestCode('Wanjiru Kamau-Njoroge', undefined)).toBe('WANJIRU-KAMAU');
    expect(suggestCode('Bartholomew Featherstonehaugh', undefined)).toBe('BARTHOLOMEW');
    expect(suggestCode('Abcdefghijklmnopqrstuvwxyz', undefined)).toBe('ABCDEFGHIJKLMNOPQRST');
    for (const name of ['Amina Wanjiku', 'Abcdefghijklmnopqrstuvwxyz', 'Jo Li'])
      expect(applicationErrors({ ...valid, code: suggestCode(name, undefined) }).code).toBeUndefined();
  });

  it("falls back to the email's name, then to nothing", () => {
    expect(suggestCode('', 'otieno.style@example.com')).toBe('OTIENO-STYLE');
    expect(suggestCode('Li', 'shopper@mtindo.test')).toBe('SHOPPER');
    expect(suggestCode('李', 'xy@example.com')).toBe('');
    expect(suggestCode(undefined, undefined)).toBe('');
  });
});

describe('referralLink', () => {
  it('is the home page with the code as ?ref=', () => {
    expect(referralLink('https://mtindo.co.ke', 'AMINA')).toBe('https://mtindo.co.ke/?ref=AMINA');
    expect(referralLink('http://localhost:4321/', 'a_b-1')).toBe('http://localhost:4321/?ref=a_b-1');
  });
});
