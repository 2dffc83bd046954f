import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '@app/server/core/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** One send may take this long before it is abandoned (a stuck mail server must not hold sockets forever). */
const SEND_TIMEOUT_MS = 30_000;

/**
 * The one adapter to the mail server (nodemailer over SMTP, `SMTP_URL`). Off when `SMTP_URL` is unset: then
 * `enabled` is false and every email feature answers `404 email_disabled` before anything is sent.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private transport: Transporter | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.smtpUrl !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.config.smtpUrl) throw new Error('SMTP_URL is not configured');
    this.transport ??= nodemailer.createTransport(this.config.smtpUrl);
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    } as SendMailOptions);
  }

  /**
   * Sends after the caller's answer: whether an address exists must not show in how long a request takes, and a
   * slow mail server must not hold the request. A failure is logged (without the message, which holds a link).
   */
  sendLater(mail: OutgoingMail): void {
    const sending = this.send(mail)
      .catch((error: unknown) =>
        this.logger.error(`mail to ${mail.to.replace(/^[^@]*/, '…')} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the mails still being sent (shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settle();
    this.transport?.close();
  }
}
