import { describe, expect, it } from '@jest/globals';
import { dataExportFileKey, dataExportStatus, dataExportWait } from './data-export.js';

const at = (iso: string) => new Date(iso);

describe('a data export', () => {
  const now = at('2026-11-28T12:00:00Z');

  it('is none without a request, preparing until its file is stored, ready until it expires', () => {
    expect(dataExportStatus(null, now)).toBe('none');
    expect(dataExportStatus({ readyAt: null, expiresAt: null, deletedAt: null }, now)).toBe('preparing');
    expect(dataExportStatus({ readyAt: at('2026-11-28T11:00:00Z'), expiresAt: at('2026-11-29T11:00:00Z'), deletedAt: null }, now)).toBe('ready');
    expect(dataExportStatus({ readyAt: at('2026-11-27T11:00:00Z'), expiresAt: at('2026-11-28T11:00:00Z'), deletedAt: null }, now)).toBe('none');
    expect(dataExportStatus({ readyAt: at('2026-11-27T11:00:00Z'), expiresAt: at('2026-11-29T11:00:00Z'), deletedAt: now }, now)).toBe('none');
  });

  it('may be asked for again a day after the last request', () => {
    expect(dataExportWait(null, now)).toBe(0);
    expect(dataExportWait(at('2026-11-28T11:00:00Z'), now)).toBe(23 * 60 * 60 * 1000);
    expect(dataExportWait(at('2026-11-27T12:00:00Z'), now)).toBe(0);
  });

  it('keeps its file under the private folder, one name per export', () => {
    expect(dataExportFileKey('0b9f3c1e-4a5b-4c6d-8e7f-0123456789ab')).toBe('private/data-exports/0b9f3c1e-4a5b-4c6d-8e7f-0123456789ab.zip');
  });
});
