// What a shopper reads when an account action fails, and how typed phone numbers are sent.
import { describe, expect, it } from 'vitest';
import { describeAuthError } from '../../../../src/lib/auth/messages';
import { readLinkNotice, withoutLinkNotice } from '../../../../src/lib/auth/link-notice';
import { internationalPhone } from '../../../../src/lib/auth/phone';

describe('describeAuthError', () => {
  it("passes the server's message through", () => {
    expect(describeAuthError({ status: 422, code: 'weak_password', message: 'Password is too weak' })).toBe(
      'Password is too weak',
    );
  });

  it('says when to try again after a rate limit', () => {
    expect(
      describeAuthError({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 37 seconds.',
      }),
    ).toBe('Too many attempts. Please try again in 37 seconds.');
    expect(
      describeAuthError({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      }),
    ).toBe('Too many attempts. Please wait a minute, then try again.');
  });

  it('never shows an empty message', () => {
    expect(describeAuthError({})).toBe('Something went wrong. Please try again.');
    expect(describeAuthError({ status: 500, message: '{}' })).toBe('Something went wrong. Please try again.');
    expect(describeAuthError(new TypeError('Failed to fetch'))).toMatch(/could not reach the store/);
  });
});

describe('readLinkNotice', () => {
  it('reads an expired link from the query or the fragment, and removes it from the URL', () => {
    const href =
      'http://localhost:4321/account?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#error=access_denied&sb=';
    expect(readLinkNotice(href)).toEqual({ kind: 'error', text: 'Email link is invalid or has expired' });
    expect(withoutLinkNotice(href)).toBe('http://localhost:4321/account');
  });

  it('reads the half-way message of an email change and leaves other parameters alone', () => {
    const href = 'http://localhost:4321/account?x=1#message=Confirmation+link+accepted&sb=';
    expect(readLinkNotice(href)).toEqual({ kind: 'message', text: 'Confirmation link accepted' });
    expect(withoutLinkNotice(href)).toBe('http://localhost:4321/account?x=1');
    expect(readLinkNotice('http://localhost:4321/account?code=abc')).toBeNull();
  });
});

describe('internationalPhone', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (typed, e164) => expect(internationalPhone(typed)).toBe(e164));
});
