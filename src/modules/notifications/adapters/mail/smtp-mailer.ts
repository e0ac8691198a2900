import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../../../config/index.js';
import { Mailer, type OutgoingMail } from '../../application/ports/delivery.js';
import { unsubscribeHeaders } from './unsubscribe-headers.js';

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
