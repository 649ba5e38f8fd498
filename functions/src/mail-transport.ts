// Where e-mail goes: SMTP settings as Firebase params (host, port, from; links name siteOrigin()) and
// secrets (login), read when a function runs; locally they point at maildev (.env.demo-puntacana).
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
import { siteOrigin } from './site-origin';

export const smtpHost = defineString('SMTP_HOST', {
  default: '',
  description: 'SMTP server, e.g. smtp.sendgrid.net',
});
export const smtpPort = defineInt('SMTP_PORT', {
  default: 587,
  description: 'SMTP port: 587 (STARTTLS) or 465 (TLS)',
});
export const mailFrom = defineString('MAIL_FROM', {
  default: '',
  description: 'Sender, e.g. "Punta Cana Tours <reservas@example.com>"',
});
/** Set to '-' where the server takes mail without a login (a secret cannot be empty). */
export const smtpUser = defineSecret('SMTP_USER');
export const smtpPassword = defineSecret('SMTP_PASSWORD');

/** What the mail functions declare, so Cloud Functions hands them the secrets. */
export const MAIL_SECRETS = [smtpUser, smtpPassword];

/** How a message leaves: the transport, the sender and the site the links point to. */
export interface MailSettings {
  transport: Transporter;
  from: string;
  siteUrl: string;
}

export interface SmtpOptions {
  host: string;
  port: number;
  user?: string;
  password?: string;
}

function hasLogin(user: string | undefined): user is string {
  const trimmed = user?.trim() ?? '';
  return trimmed !== '' && trimmed !== '-';
}

/** A nodemailer SMTP transport; short timeouts, so a dead server fails a send instead of hanging it. */
export function smtpTransport({ host, port, user, password }: SmtpOptions): Transporter {
  return nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: hasLogin(user) ? { user: user.trim(), pass: password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export class MailNotConfiguredError extends Error {}

/** The settings from the params and secrets; throws MailNotConfiguredError naming what is missing. */
export function mailSettingsFromParams(): MailSettings {
  const missing = [
    smtpHost.value() ? null : 'SMTP_HOST',
    mailFrom.value() ? null : 'MAIL_FROM',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new MailNotConfiguredError(`E-mail is not configured: set ${missing.join(' and ')}`);
  }
  return {
    transport: smtpTransport({
      host: smtpHost.value(),
      port: smtpPort.value(),
      user: smtpUser.value(),
      password: smtpPassword.value(),
    }),
    from: mailFrom.value(),
    siteUrl: siteOrigin(),
  };
}
