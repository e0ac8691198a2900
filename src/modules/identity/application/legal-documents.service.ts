import fs from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/index.js';
import {
  LEGAL_DOCUMENTS,
  LEGAL_LANGUAGES,
  fillPlaceholders,
  parseLegalFile,
  renderLegalMarkdown,
  type LegalDocument,
  type LegalLanguage,
  type LegalText,
} from '../domain/legal-documents.js';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The legal texts as the operator wrote them (`LEGAL_CONTENT_DIR`, `<document>.<language>.md`),
 * read and rendered once at start (ADR 0110): editing a file takes effect at the next restart,
 * and a file that is missing, malformed or whose languages disagree on the version stops the
 * start. The retention periods it states come from the settings that apply them (ADR 0111).
 */
@Injectable()
export class LegalDocuments {
  private readonly texts: Record<LegalDocument, Record<LegalLanguage, LegalText>>;

  constructor(config: AppConfig) {
    const dir = config.legalContentDir;
    const values = {
      SIGN_IN_RECORD_RETENTION_DAYS: config.get('SIGN_IN_RECORD_RETENTION_DAYS'),
      DELIVERY_RETENTION_DAYS: config.get('DELIVERY_RETENTION_DAYS'),
      REMOVED_CONTENT_RETENTION_DAYS: config.get('REMOVED_CONTENT_RETENTION_DAYS'),
      SESSION_IDLE_TIMEOUT_DAYS: Math.max(1, Math.round(config.get('SESSION_IDLE_TIMEOUT_MINUTES') / MINUTES_PER_DAY)),
      OUTBOX_RETENTION_DAYS: config.get('OUTBOX_RETENTION_DAYS'),
      UPLOADS_TEMPORARY_MAX_AGE_MINUTES: config.get('UPLOADS_TEMPORARY_MAX_AGE_MINUTES'),
      PUBLIC_URL: config.get('PUBLIC_URL'),
      LEGAL_CONTACT_EMAIL: config.get('LEGAL_CONTACT_EMAIL'),
      LEGAL_MINIMUM_AGE: config.get('LEGAL_MINIMUM_AGE'),
    };
    const read = (document: LegalDocument, language: LegalLanguage): LegalText => {
      const name = path.join(dir, `${document}.${language}.md`);
      const file = parseLegalFile(fs.readFileSync(name, 'utf8'), name);
      return { version: file.version, title: file.title, html: renderLegalMarkdown(fillPlaceholders(file.body, values, name)) };
    };
    this.texts = Object.fromEntries(
      LEGAL_DOCUMENTS.map((document) => {
        const [pt, en] = LEGAL_LANGUAGES.map((language) => read(document, language));
        if (pt.version !== en.version) {
          throw new Error(`${dir}: ${document}.pt.md is version ${pt.version} but ${document}.en.md is ${en.version}; give both the same`);
        }
        return [document, { pt, en }];
      }),
    ) as Record<LegalDocument, Record<LegalLanguage, LegalText>>;
  }

  text(document: LegalDocument, language: LegalLanguage): LegalText {
    return this.texts[document][language];
  }

  /** The version of each document a member must have accepted. */
  currentVersions(): Record<LegalDocument, string> {
    return { terms: this.texts.terms.pt.version, privacy: this.texts.privacy.pt.version };
  }
}
