import { describe, expect, it } from '@jest/globals';
import en from '../../../i18n/locales/en/admin';
import pt from '../../../i18n/locales/pt/admin';
import { AUDIT_ACTIONS, auditActionFilter, auditMemberFilter, auditPage, auditPathForMember, isKnownAuditAction } from './auditActions';

describe('audit actions', () => {
  it('has Portuguese and English words for every known action', () => {
    for (const code of AUDIT_ACTIONS) {
      expect(pt.audit.actions[code]).toEqual(expect.any(String));
      expect(en.audit.actions[code]).toEqual(expect.any(String));
    }
  });

  it('knows the listed codes only', () => {
    expect(isKnownAuditAction('member_banned')).toBe(true);
    expect(isKnownAuditAction('something_new')).toBe(false);
  });

  it('reads the filters from the address as the server accepts them', () => {
    expect(auditActionFilter('member_banned')).toBe('member_banned');
    expect(auditActionFilter('DROP TABLE')).toBeUndefined();
    expect(auditActionFilter('')).toBeUndefined();
    expect(auditMemberFilter('0B6F3A52-1D2C-4E5F-8A9B-0C1D2E3F4A5B')).toBe('0b6f3a52-1d2c-4e5f-8a9b-0c1d2e3f4a5b');
    expect(auditMemberFilter('not-an-id')).toBeUndefined();
    expect(auditPage('3')).toBe(3);
    expect(auditPage('0')).toBe(1);
    expect(auditPage('2.5')).toBe(1);
    expect(auditPage(null)).toBe(1);
  });
});

describe('audit link for a member', () => {
  it('points at the audit list filtered by that member', () => {
    expect(auditPathForMember('0b6f3a52-1d2c-4e5f-8a9b-0c1d2e3f4a5b')).toBe('/admin/audit?member=0b6f3a52-1d2c-4e5f-8a9b-0c1d2e3f4a5b');
  });
});
