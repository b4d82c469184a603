/**
 * The settings the local server takes from `supabase/config.toml` — the same file the Supabase
 * CLI reads — with the CLI's defaults for anything the file leaves out.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export interface RateLimits {
  /** Emails sent per hour, project-wide. */
  emailSent: number;
  /** Texts sent per hour, project-wide. */
  smsSent: number;
  /** Per IP per 5 minutes. */
  tokenRefresh: number;
  signInSignUps: number;
  tokenVerifications: number;
}

export interface LocalConfig {
  functions: {
    /** Functions with `[functions.<name>] verify_jwt = false`: reached without a JWT (provider callbacks). */
    publicFunctions: string[];
  };
  api: {
    schemas: string[];
    maxRows: number;
    /** `api.external_url`: the public URL of the API, when set (links in emails, `iss`). */
    externalUrl?: string;
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    /** `enable_anonymous_sign_ins` (GoTrue's external.anonymous_users). */
    enableAnonymousSignIns: boolean;
    /**
     * `enable_manual_linking`: whether a signed-in user may link and unlink identities
     * (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). Off unless switched on, as in GoTrue, the CLI and
     * a new hosted project.
     */
    enableManualLinking: boolean;
    minimumPasswordLength: number;
    rateLimits: RateLimits;
    email: {
      /** `[auth.email] enable_signup`: GoTrue's email provider (external.email). */
      enableSignup: boolean;
      enableConfirmations: boolean;
      maxFrequencySeconds: number;
      otpLength: number;
      otpExpiry: number;
    };
    sms: {
      /** `[auth.sms] enable_signup`: GoTrue's phone provider (external.phone). */
      enableSignup: boolean;
      enableConfirmations: boolean;
      /** The first SMS provider switched on, in the CLI's order; '' when none is. */
      provider: string;
    };
    /** `[auth.passkey] enabled`. */
    passkeys: boolean;
    mfa: {
      maxEnrolledFactors: number;
      totp: { enroll: boolean; verify: boolean };
      phone: {
        enroll: boolean;
        verify: boolean;
        otpLength: number;
        template: string;
        maxFrequencySeconds: number;
      };
    };
    /** Providers switched on in [auth.external.*]. */
    externalProviders: string[];
  };
}

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (value && typeof value === 'object' ? (value as Table) : {});
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** "1m0s", "5s", "1h" → seconds, as Go durations are written in config.toml. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0) return fallback;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((total, [, n, u]) => total + Number(n) * unit[u as keyof typeof unit], 0);
}

/** The SMS providers config.toml can switch on, in the order the Supabase CLI picks one. */
const SMS_PROVIDERS = ['twilio', 'twilio_verify', 'messagebird', 'textlocal', 'vonage'] as const;

/** Reads config.toml (this project's by default; a path, e.g. from the build's working folder). */
export function readConfig(path: URL | string = new URL('../config.toml', import.meta.url)): LocalConfig {
  const root = parse(readFileSync(path, 'utf8')) as Table;
  const api = table(root.api);
  const auth = table(root.auth);
  const rate = table(auth.rate_limit);
  const email = table(auth.email);
  const sms = table(auth.sms);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const phone = table(mfa.phone);
  const external = table(auth.external);
  const functions = table(root.functions);
  return {
    functions: {
      publicFunctions: Object.entries(functions)
        .filter(([, settings]) => table(settings).verify_jwt === false)
        .map(([name]) => name),
    },
    api: {
      schemas: Array.isArray(api.schemas) ? (api.schemas as string[]) : ['public'],
      maxRows: num(api.max_rows, 1000),
      ...(typeof api.external_url === 'string' && api.external_url ? { externalUrl: api.external_url } : {}),
    },
    auth: {
      siteUrl: str(auth.site_url, 'http://localhost:4321'),
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? (auth.additional_redirect_urls as string[])
        : [],
      jwtExpiry: num(auth.jwt_expiry, 3600),
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      enableManualLinking: bool(auth.enable_manual_linking, false),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      rateLimits: {
        emailSent: num(rate.email_sent, 30),
        smsSent: num(rate.sms_sent, 30),
        tokenRefresh: num(rate.token_refresh, 150),
        signInSignUps: num(rate.sign_in_sign_ups, 30),
        tokenVerifications: num(rate.token_verifications, 30),
      },
      email: {
        enableSignup: bool(email.enable_signup, true),
        enableConfirmations: bool(email.enable_confirmations, true),
        maxFrequencySeconds: durationSeconds(email.max_frequency, 60),
        otpLength: num(email.otp_length, 6),
        otpExpiry: num(email.otp_expiry, 86400),
      },
      sms: {
        enableSignup: bool(sms.enable_signup, false),
        enableConfirmations: bool(sms.enable_confirmations, false),
        provider: SMS_PROVIDERS.find((name) => table(sms[name]).enabled === true) ?? '',
      },
      passkeys: table(auth.passkey).enabled === true,
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
        totp: { enroll: bool(totp.enroll_enabled, true), verify: bool(totp.verify_enabled, true) },
        phone: {
          enroll: bool(phone.enroll_enabled, false),
          verify: bool(phone.verify_enabled, false),
          otpLength: num(phone.otp_length, 6),
          template: str(phone.template, 'Your code is {{ .Code }}'),
          maxFrequencySeconds: durationSeconds(phone.max_frequency, 5),
        },
      },
      externalProviders: Object.entries(external)
        .filter(([, settings]) => table(settings).enabled === true)
        .map(([name]) => name),
    },
  };
}
