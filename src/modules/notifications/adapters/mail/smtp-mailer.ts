import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../../../config/index.js';
import { Mailer, type OutgoingMail } from '../../application/ports/delivery.js';

/** The headers of a one-click unsubscribe (RFC 2369, RFC 8058). */
function unsubscribeHeaders(mail: OutgoingMail): Record<string, string> {
  return { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Sends through the SMTP server of `SMTP_URL` with nodemailer (one pooled transport). */
@Injectable()
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(config: AppConfig) {
    super();
    this.from = config.get('MAIL_FROM');
    this.transport = nodemailer.createTransport({
      url: config.get('SMTP_URL')!,
      // A stalled server fails the attempt (it is retried later) instead of holding the row's lock.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<'sent'> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      messageId: mail.messageId,
      html: mail.html,
      text: mail.text,
      headers: unsubscribeHeaders(mail),
    });
    return 'sent';
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP_URL (development, tests that do not look at mail): each message is
 * written to the log and kept in the outbox as `logged` (docs/configuration.md: view them in maildev).
 */
@Injectable()
export class LogMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  send(mail: OutgoingMail): Promise<'logged'> {
    this.logger.log({ to: mail.to, subject: mail.subject, messageId: mail.messageId, headers: unsubscribeHeaders(mail), text: mail.text }, `e-mail to ${mail.to}: ${mail.subject}`);
    return Promise.resolve('logged');
  }
}
