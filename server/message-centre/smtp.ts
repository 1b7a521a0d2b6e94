/**
 * The e-mail channel's SMTP server, from the environment (docs/message-centre.md): SMTP_HOST (without it
 * e-mail is off), SMTP_PORT (587), SMTP_SECURE (1: TLS from the start, as port 465 wants), SMTP_USER,
 * SMTP_PASSWORD and SMTP_FROM (the sender address, default SMTP_USER). Kept out of the database and of
 * 系统配置 so the password is never answered to a browser nor kept in a backup of the data.
 */
import { createTransport, type Transporter } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** The settings, or undefined when SMTP_HOST is not set (e-mail is then refused with its message). */
export function readSmtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT: expected a port number, got "${env.SMTP_PORT}"`);
  const user = env.SMTP_USER || undefined;
  const from = env.SMTP_FROM || user;
  if (!from) throw new Error('SMTP_FROM: the sender address is needed when SMTP_HOST is set (or SMTP_USER as one)');
  return {
    host,
    port,
    secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
    user,
    password: env.SMTP_PASSWORD || undefined,
    from,
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mails one by one over one connection; answers the addresses that failed with why. */
export async function sendMails(settings: SmtpSettings, mails: readonly Mail[]): Promise<{ to: string; error: string }[]> {
  // One pooled connection: the mails of a send go over it one after another.
  const transport: Transporter = createTransport({
    pool: true,
    maxConnections: 1,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const failed: { to: string; error: string }[] = [];
  try {
    for (const mail of mails) {
      try {
        await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        failed.push({ to: mail.to, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    transport.close();
  }
  return failed;
}
