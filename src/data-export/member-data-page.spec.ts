import { describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import type { Names } from '../shared/member-data/index.js';
import type { MemberData } from './member-data.parts.js';
import { renderMemberDataPage } from './member-data-page.js';
import { referencedIds } from './member-data.references.js';
import { zipFiles } from './zip.js';

const BLOCKED = '11111111-1111-4111-8111-111111111111';
const ERASED = '22222222-2222-4222-8222-222222222222';
const QUESTION = '33333333-3333-4333-8333-333333333333';
const LESSON = '44444444-4444-4444-8444-444444444444';
const POST = '55555555-5555-4555-8555-555555555555';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const HOSTILE_TITLE = '<script>alert("title")</script>';

function data(language: 'pt' | 'en'): MemberData {
  return {
    identity: {
      member: [{ id: 'aaaaaaaa-0000-4000-8000-000000000000', name: HOSTILE_NAME, email: 'ana@example.com', preferred_language: language, referred_by: null, created_at: '2026-12-07T18:34:00.123+00:00' }],
      sessions: [{ started_at: '2026-12-07T10:05:00.000Z', last_used_at: '2026-12-07 21:00:00.5+00', device: 'Firefox' }],
      blocks: [
        { blocked_id: BLOCKED, created_at: '2026-12-06T12:00:00+00:00' },
        { blocked_id: ERASED, created_at: '2026-12-06T13:00:00+00:00' },
      ],
      consents: [],
    },
    gamification: { dailyXp: [{ day: '2026-12-07', cap: 'post', count: 2 }] },
    courses: { quizAnswers: [{ question_id: QUESTION, lesson_id: LESSON, correct: true, answered_at: '2026-12-07T18:40:00+00:00' }] },
    community: {
      posts: [{ id: POST, title: HOSTILE_TITLE, content: 'Olá & <b>tchau</b>', likes_count: 3 }],
      comments: [{ id: '66666666-6666-4666-8666-666666666666', post_id: POST, content: 'Ótimo' }],
    },
    admin: { reportsMade: [{ target_type: 'post', target_id: POST, reason: 'spam' }, { target_type: 'chat_message', target_id: 'x', reason: 'spam' }] },
  };
}

const names: Names = {
  member: { [BLOCKED]: 'Bruno Bloqueado' },
  question: { [QUESTION]: 'Como se diz “thank you”?' },
  lesson: { [LESSON]: 'Cumprimentos' },
  post: { [POST]: HOSTILE_TITLE },
};

const exportedAt = new Date('2026-12-07T21:34:00Z');

describe("the readable page of a member's copy", () => {
  it('is in the member’s language, with one date format in São Paulo time, said once', () => {
    const pt = renderMemberDataPage({ language: 'pt', exportedAt, data: data('pt'), names });
    expect(pt).toMatch(/<html lang="pt-BR">/);
    expect(pt).toContain('preparada em 7 de dezembro de 2026, 18:34');
    expect(pt).toContain('7 de dezembro de 2026, 15:34'); // created_at, 18:34 UTC
    expect(pt).toContain('7 de dezembro de 2026, 07:05'); // a session's start as the session keeps it
    expect(pt).toContain('7 de dezembro de 2026, 18:00'); // its last use as PostgreSQL's text spells it
    expect(pt).toContain('<td>7 de dezembro de 2026</td>'); // a calendar day, no hour
    expect(pt.match(/horário de São Paulo/g)).toHaveLength(1);
    expect(pt).toContain('<h2 id="identity-title">Conta e perfil</h2>');
    expect(pt).toContain('<caption>Membros que você bloqueou</caption>');
    expect(pt).not.toMatch(/2026-12-0\d/);

    const en = renderMemberDataPage({ language: 'en', exportedAt, data: data('en'), names });
    expect(en).toMatch(/<html lang="en">/);
    expect(en).toContain('prepared on 7 December 2026, 18:34');
    expect(en).toContain('<caption>Members you blocked</caption>');
    expect(en).toContain('Removed member');
    expect(en).not.toContain('Conta e perfil');
  });

  it('shows names and titles where the JSON has ids, and an erased member as the product does', () => {
    const page = renderMemberDataPage({ language: 'pt', exportedAt, data: data('pt'), names });
    expect(page).toContain('<td>Bruno Bloqueado</td>');
    expect(page).toContain('<td>Membro removido</td>');
    expect(page).toContain('Como se diz “thank you”?');
    expect(page).toContain('<td>Cumprimentos</td>');
    // A reported chat message is named by its kind alone: its id is the JSON's.
    expect(page).toContain('<td>Mensagem do chat</td><td>—</td>');
    for (const id of [BLOCKED, ERASED, QUESTION, LESSON, POST]) expect(page).not.toContain(id);
  });

  it('escapes every text the members wrote, and runs and fetches nothing', () => {
    const page = renderMemberDataPage({ language: 'pt', exportedAt, data: data('pt'), names, picture: { contentType: 'image/webp', base64: 'UklGRg==' } });
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img src=x/i);
    expect(page).not.toMatch(/<b>tchau/);
    expect(page).toContain('&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
    expect(page).toContain('Cópia dos dados de &lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('Olá &amp; &lt;b&gt;tchau&lt;/b&gt;');
    // Its one picture is inline; every link stays on the page.
    expect([...page.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1][0])).toEqual(expect.arrayContaining(['d', '#']));
    for (const [, url] of page.matchAll(/\s(?:src|href)="([^"]*)"/g)) expect(url).toMatch(/^(#[a-z]+|data:image\/webp;base64,)/);
    expect(page).not.toMatch(/<link|@import|url\(/);
    // A picture of another type is left to the JSON.
    expect(renderMemberDataPage({ language: 'pt', exportedAt, data: data('pt'), names, picture: { contentType: 'image/svg+xml', base64: 'PHN2Zz4=' } })).not.toContain('base64,');
  });

  it('asks the modules for the names of exactly what the copy refers to', () => {
    const ids = referencedIds(data('pt'));
    expect(ids.member?.slice().sort()).toEqual([BLOCKED, ERASED].sort());
    expect(ids.question).toEqual([QUESTION]);
    expect(ids.lesson).toEqual([LESSON]);
    // The post the member commented on and the one they reported, once.
    expect(ids.post).toEqual([POST]);
    expect(Object.keys(ids).sort()).toEqual(['lesson', 'member', 'post', 'question']);
  });
});

describe("the copy's archive", () => {
  it('holds each file as it was given, under its name', async () => {
    const big = Buffer.from('{"a":"' + 'ç'.repeat(400_000) + '"}');
    const archive = await zipFiles([{ name: 'poliglota-meus-dados.json', bytes: big }, { name: 'poliglota-meus-dados.html', bytes: Buffer.from('<p>oi</p>') }], exportedAt);
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['poliglota-meus-dados.json', 'poliglota-meus-dados.html']);
    expect(Buffer.from(files['poliglota-meus-dados.json']).equals(big)).toBe(true);
    expect(strFromU8(files['poliglota-meus-dados.html'])).toBe('<p>oi</p>');
    expect(archive.length).toBeLessThan(big.length / 10);
  });
});
