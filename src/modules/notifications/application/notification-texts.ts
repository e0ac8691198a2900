import { Injectable } from '@nestjs/common';
import { NotificationMessages } from '../domain/notification-messages.js';

/** The modules' registered notification catalogues, one per app: the inbox and the e-mails render from it. */
@Injectable()
export class NotificationTexts extends NotificationMessages {}
