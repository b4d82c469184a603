/**
 * E-mail for a server of the shop's own, through any SMTP server (the shop's mail host, or a
 * sending service such as Amazon SES, Mailgun or Brevo), configured with the variables Supabase's
 * self-hosted stack uses: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_ADMIN_EMAIL (the
 * sender) and SMTP_SENDER_NAME. Texts (phone codes) have no provider here and are logged.
 */
import nodemailer from 'nodemailer';
import type { OutboxMessage } from './outbox.ts';
import { DeploymentError } from './server-secrets.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** The sender's address. */
  from: string;
  senderName: string;
}

/** The SMTP settings the environment gives; undefined without SMTP_HOST. */
export function smtpFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined;
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new DeploymentError(`SMTP_PORT "${env.SMTP_PORT}" is not a port number.`);
  if (!env.SMTP_ADMIN_EMAIL?.includes('@'))
    throw new DeploymentError('Set SMTP_ADMIN_EMAIL to the address e-mails are sent from.');
  return {
    host: env.SMTP_HOST,
    port,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_ADMIN_EMAIL,
    senderName: env.SMTP_SENDER_NAME || 'Mtindo',
  };
}

/**
 * A relay for the Outbox that sends its e-mails through SMTP (TLS on port 465, STARTTLS when the
 * server offers it). Sending happens after the request has answered, so a failure is logged, not
 * shown to the shopper.
 */
export function createSmtpRelay(
  settings: SmtpSettings,
  log: (line: string) => void,
): (message: OutboxMessage) => void {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
  });
  return (message) => {
    if (message.channel !== 'email') {
      log(`[mail] no SMS provider: the text to ${message.to} was not sent (${message.subject})`);
      return;
    }
    transport
      .sendMail({
        from: { name: settings.senderName, address: settings.from },
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
      .catch((error: unknown) =>
        log(
          `[mail] sending to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  };
}
