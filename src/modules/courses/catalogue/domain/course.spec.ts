import { describe, expect, it } from '@jest/globals';
import { COURSE_MESSAGES, searchKey, validateAdminCourse, validateUpload } from './course.js';
import { allowanceResetAt, decideDownload, durationInWords } from './download-allowance.js';

const upload = {
  title: 'Inglês básico',
  description: 'Frases do dia a dia',
  language: 'en',
  level: 'Iniciante',
  cover_image: 'https://img.example.com/c.jpg',
  torrent_file_url: 'magnet:?xt=urn:btih:' + 'a'.repeat(40),
  uploadType: 'torrent',
};

describe('course addresses', () => {
  // Each field goes through the one judge of links (shared/text/links.ts, its own table of cases).
  it.each([
    [{ cover_image: 'http://img.example.com/c.jpg' }, 'cover_image', COURSE_MESSAGES.urlInvalid],
    [{ cover_image: 'https://169.254.169.254/latest' }, 'cover_image', COURSE_MESSAGES.urlInvalid],
    [{ torrent_file_url: 'http://files.example.com/a.torrent' }, 'torrent_file_url', COURSE_MESSAGES.torrentUrlInvalid],
    [{ torrent_file_url: 'https://localhost/a.torrent' }, 'torrent_file_url', COURSE_MESSAGES.torrentUrlInvalid],
    [{ uploadType: 'external', torrent_file_url: undefined, external_link: 'https://user:pw@example.com/' }, 'external_link', COURSE_MESSAGES.urlInvalid],
  ])('refuses %j on an upload', (overrides, field, message) => {
    expect(validateUpload({ ...upload, ...overrides })).toEqual({ ok: false, fields: { [field]: [message] } });
  });

  it('refuses an instructor picture on a private host, accepts a public https one', () => {
    const course = { title: 'Curso', description: 'Aulas', language: 'en', level: 'Iniciante' };
    expect(validateAdminCourse({ ...course, instructor_picture: 'https://printer.local/me.png' })).toEqual({
      ok: false,
      fields: { instructor_picture: [COURSE_MESSAGES.urlInvalid] },
    });
    expect(validateAdminCourse({ ...course, instructor_picture: 'https://img.example.com/me.png' })).toMatchObject({ ok: true });
  });

  it('keeps magnet links for torrents and https links everywhere', () => {
    expect(validateUpload(upload)).toMatchObject({ ok: true });
    expect(validateUpload({ ...upload, torrent_file_url: 'https://files.example.com/a.torrent' })).toMatchObject({ ok: true });
  });
});

describe('upload validation', () => {
  it('accepts a complete upload', () => {
    expect(validateUpload(upload)).toMatchObject({ ok: true, value: { uploadType: 'torrent', externalLink: null } });
  });

  it('gives the spec messages for missing fields', () => {
    const result = validateUpload({ ...upload, title: ' ', torrent_file_url: '', cover_image: '' });
    expect(result).toEqual({
      ok: false,
      fields: {
        title: [COURSE_MESSAGES.required],
        torrent_file_url: [COURSE_MESSAGES.torrentRequired],
        cover_image: [COURSE_MESSAGES.coverRequired],
      },
    });
    expect(validateUpload({ ...upload, uploadType: 'external' })).toMatchObject({
      ok: false,
      fields: { external_link: [COURSE_MESSAGES.externalRequired] },
    });
  });

  it('refuses levels and languages outside the lists; admin courses never Completo', () => {
    expect(validateUpload({ ...upload, level: 'Completo' }).ok).toBe(true);
    expect(validateUpload({ ...upload, language: 'ar' }).ok).toBe(false);
    expect(validateAdminCourse({ ...upload, level: 'Completo' }).ok).toBe(false);
    expect(validateAdminCourse({ ...upload, level: 'Avançado' }).ok).toBe(true);
  });
});

describe('search key', () => {
  it('ignores case and accents', () => {
    expect(searchKey('  Pronúncia  AVANÇADA ')).toBe('pronuncia avancada');
  });
});

describe('the download allowance', () => {
  it('counts distinct courses and lets a course taken today be taken again', () => {
    expect(decideDownload({ takenToday: 0, alreadyTaken: false, limit: 3 })).toEqual({ allowed: true, consumes: true, remaining: 2 });
    expect(decideDownload({ takenToday: 3, alreadyTaken: true, limit: 3 })).toEqual({ allowed: true, consumes: false, remaining: 0 });
    expect(decideDownload({ takenToday: 3, alreadyTaken: false, limit: 3 })).toEqual({ allowed: false, remaining: 0 });
  });

  it('resets at the next São Paulo midnight', () => {
    expect(allowanceResetAt(new Date('2026-11-25T23:59:00-03:00')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(allowanceResetAt(new Date('2026-11-26T00:00:00-03:00')).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(allowanceResetAt(new Date('2026-11-26T02:30:00Z')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it('says the time left in words', () => {
    expect(durationInWords(0, 3 * 3_600_000 + 12 * 60_000)).toBe('3 horas e 12 minutos');
    expect(durationInWords(0, 60 * 60_000)).toBe('1 hora');
    expect(durationInWords(0, 30_000)).toBe('1 minuto');
  });
});
