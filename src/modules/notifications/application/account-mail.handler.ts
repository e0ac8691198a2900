import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import type { NotificationCatalogue } from '../domain/notification-messages.js';
import { DeliveryService } from './delivery.service.js';
import { NotificationTexts } from './notification-texts.js';

/** The e-mails about a member's own account, registered under `account`. */
export const ACCOUNT_MAIL_NAMESPACE = 'account';

export const ACCOUNT_MAILS: NotificationCatalogue = {
  'deletion_scheduled.title': { pt: 'Exclusão da sua conta agendada', en: 'Your account deletion is scheduled' },
  'deletion_scheduled.message': {
    pt: 'Recebemos seu pedido: sua conta e seus dados serão excluídos em {date} (horário de Brasília). Se mudou de ideia, entre no Poliglota até essa data e escolha “Cancelar exclusão”. Se não foi você quem pediu, entre agora e cancele.',
    en: 'We received your request: your account and your data will be deleted on {date} (Brasília time). If you changed your mind, sign in to Poliglota before then and choose “Cancel deletion”. If you did not ask for it, sign in now and cancel it.',
  },
};

/** "10 de dezembro de 2026 às 14:03" / "December 10, 2026 at 2:03 PM", in São Paulo's time. */
function longDateTime(iso: string): { pt: string; en: string } {
  const at = new Date(iso);
  const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(at);
  return { pt: format('pt-BR'), en: format('en-US') };
}

/**
 * Tells a member by e-mail that their account's deletion is scheduled (ADR 0108): the date and how
 * to cancel it. Once per scheduling (its date is the dedupe key), however often the event is
 * handled; sent whatever the member's e-mail switch says, since it answers their own request.
 */
@Injectable()
export class AccountMailHandler implements OnModuleInit {
  constructor(
    private readonly texts: NotificationTexts,
    private readonly delivery: DeliveryService,
  ) {}

  onModuleInit(): void {
    this.texts.register(ACCOUNT_MAIL_NAMESPACE, ACCOUNT_MAILS);
  }

  @OnIntegrationEvent('identity.account_deletion_scheduled')
  async deletionScheduled(event: IntegrationEvent<'identity.account_deletion_scheduled'>, em: EntityManager): Promise<void> {
    const { memberId, scheduledFor } = event.payload;
    await this.delivery.mailAccountNotice(em, memberId, {
      dedupeKey: `account_deletion:${scheduledFor}`,
      titleKey: `${ACCOUNT_MAIL_NAMESPACE}.deletion_scheduled.title`,
      messageKey: `${ACCOUNT_MAIL_NAMESPACE}.deletion_scheduled.message`,
      params: { date: longDateTime(scheduledFor) },
      // Signing in is where the member cancels it.
      path: '/',
    });
  }
}
