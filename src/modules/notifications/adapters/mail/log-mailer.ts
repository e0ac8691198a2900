import { Injectable, Logger } from '@nestjs/common';
import { Mailer, type OutgoingMail } from '../../application/ports/delivery.js';
import { unsubscribeHeaders } from './unsubscribe-headers.js';

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
