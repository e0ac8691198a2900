import { buffer } from 'node:stream/consumers';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../shared/events/index.js';
import { FileStorage, UPLOADS_URL_PREFIX } from '../shared/storage/index.js';
import { Clock } from '../shared/time/index.js';
import { DataExportsApi } from '../modules/identity/index.js';
import { NotificationsApi } from '../modules/notifications/index.js';
import { MemberDataParts, type MemberData } from './member-data.parts.js';
import { renderMemberDataPage, type PageLanguage } from './member-data-page.js';
import { DATA_EXPORT_NOTIFICATION_KEYS } from './notification-messages.js';
import { zipFiles } from './zip.js';

/** The part of the settings the member downloads the copy from ("Seus dados", not the Privacidade section). */
const PRIVACY_SETTINGS_PATH = '/configuracoes#privacy-data';

/** The archive's two files, named as the download is: the data for programs, and the same to read. */
export const DATA_EXPORT_FILES = { json: 'poliglota-meus-dados.json', html: 'poliglota-meus-dados.html' } as const;

/**
 * Prepares a requested copy of a member's data in the background (ADR 0106): the
 * outbox hands the request to one instance and retries it until it succeeds, so a
 * crash in the middle prepares it again; the file — a ZIP of the JSON document and a page
 * to read in the member's language — is stored under the export's name and the member is
 * told (inbox, open tabs, e-mail) once.
 */
@Injectable()
export class DataExportPreparation {
  constructor(
    private readonly parts: MemberDataParts,
    private readonly exports: DataExportsApi,
    private readonly notifications: NotificationsApi,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  @OnIntegrationEvent('identity.data_export_requested')
  async prepare(event: IntegrationEvent<'identity.data_export_requested'>, em: EntityManager): Promise<void> {
    const { exportId, memberId } = event.payload;
    // Prepared once: a retry after the copy was stored, or one racing it, finds it ready here.
    if (!(await this.exports.stillPreparing(em, exportId))) return;
    const data = await this.parts.read(memberId);
    const picture = await this.uploadedPicture(data);
    const exportedAt = this.clock.now();
    const document = {
      format: 'poliglota-data-export',
      version: 1,
      memberId,
      exportedAt: exportedAt.toISOString(),
      ...data,
      // The picture the member uploaded, its bytes in the copy: the address alone ends with the account.
      ...(picture ? { files: { profilePicture: picture } } : {}),
    };
    // The same data to read: names where the JSON has ids, in the member's language.
    const page = renderMemberDataPage({ language: languageOf(data), exportedAt, data, names: await this.parts.names(data), picture });
    const archive = await zipFiles(
      [
        { name: DATA_EXPORT_FILES.json, bytes: Buffer.from(JSON.stringify(document, null, 2)) },
        { name: DATA_EXPORT_FILES.html, bytes: Buffer.from(page) },
      ],
      exportedAt,
    );
    const ready = await this.exports.complete(em, exportId, archive);
    if (!ready) return;
    const hours = Math.round((ready.expiresAt.getTime() - this.clock.now().getTime()) / 3_600_000);
    await this.notifications.notify(em, memberId, {
      type: 'other',
      titleKey: DATA_EXPORT_NOTIFICATION_KEYS.title,
      messageKey: DATA_EXPORT_NOTIFICATION_KEYS.message,
      params: { hours },
      path: PRIVACY_SETTINGS_PATH,
      email: 'at_once',
      onceKey: `data_export_ready:${exportId}`,
    });
  }

  /** The profile picture the member uploaded, its bytes as base64 (a Google picture stays an address at Google); null without one. */
  private async uploadedPicture(data: MemberData): Promise<{ url: string; contentType: string; base64: string } | null> {
    const url = data.identity?.member?.[0]?.picture;
    if (typeof url !== 'string' || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const file = await this.storage.open(url.slice(UPLOADS_URL_PREFIX.length));
    if (!file) return null;
    return { url, contentType: file.contentType, base64: (await buffer(file.body)).toString('base64') };
  }
}

/** The member's interface language, Portuguese unless they chose English. */
function languageOf(data: MemberData): PageLanguage {
  return data.identity?.member?.[0]?.preferred_language === 'en' ? 'en' : 'pt';
}
