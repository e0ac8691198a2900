import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { migrateDatabase } from '../../src/database/migrate.js';
import { NotificationsApi } from '../../src/modules/notifications/index.js';
import { DeliveryService } from '../../src/modules/notifications/application/delivery.service.js';
import { DeliveryWorker } from '../../src/modules/notifications/application/delivery.worker.js';
import { WeeklyPlaceMail } from '../../src/modules/gamification/application/weekly-place-mail.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, postBody, signInModerator, sql, submitPost } from '../support/community.js';
import { uploadCourse } from '../support/courses.js';
import { ownDatabase } from '../support/database.js';
import { startSmtpServer, type TestSmtpServer } from '../support/mail.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Monday 23 November 2026, 09:00 in São Paulo. */
const START = '2026-11-23T12:00:00Z';

/**
 * E-mail notifications (ADR 0062) on real transports: two instances of the app on
 * one database of this file's own, sending through an SMTP server on loopback.
 */
describe('e-mail notifications', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let smtp: TestSmtpServer;
  let a: TestApp;
  let b: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await ownDatabase('mail');
    await migrateDatabase(db.url);
    const env = { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, SMTP_URL: smtp.url, MAIL_FROM: 'Poliglota <avisos@poliglota.test>' };
    a = await createTestApp({ listen: true, now: START, env, databaseUrl: db.url });
    b = await createTestApp({ listen: true, now: START, env, databaseUrl: db.url });
    baseUrl = baseUrlOf(a.app);
    orm = a.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp?.close();
    await db?.drop();
  });

  const setClocks = (instant: string | Date) => {
    a.clock.set(instant);
    b.clock.set(instant);
  };
  const advance = (ms: number) => {
    a.clock.advance(ms);
    b.clock.advance(ms);
  };
  /** Both instances send what is due, at the same time; then every round under way has ended. */
  const deliver = async () => {
    const workers = [a.app.get(DeliveryWorker), b.app.get(DeliveryWorker)];
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.settled()));
  };
  const mailRows = (memberId: string) =>
    sql(orm, 'select kind, status, attempts, last_error, subject, notification_id from mail_message where member_id = ? order by created_at, id', [memberId]);
  const received = (to: string) => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
  const header = (mail: { headerLines: readonly { key: string; line: string }[] }, name: string) =>
    mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const unsubscribeUrlOf = (mail: { headerLines: readonly { key: string; line: string }[] }) => new URL(header(mail, 'list-unsubscribe')!.replace(/^<|>$/g, ''));

  it("e-mails the outcome of a member's post at once: pt, HTML and text, escaped, linked, with a one-click unsubscribe", async () => {
    const author = await signIn(baseUrl, { name: 'Rita <Autora>' });
    const post = await submitPost(a, author.agent, postBody({ title: '<b>Tom & "Jerry"</b>' }));
    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
    await deliver();

    const [mail] = received(author.email);
    expect(mail!.subject).toBe('Post aprovado');
    expect(mail!.from!.text).toBe('"Poliglota" <avisos@poliglota.test>');
    expect(mail!.text).toContain('Seu post "<b>Tom & "Jerry"</b>" foi aprovado e publicado.');
    const html = mail!.html as string;
    expect(html).toContain('&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>Tom');
    expect(html).toContain('Olá, Rita &lt;Autora&gt;!');
    // PUBLIC_URL defaults to http://localhost:<PORT> of the instance that queued it.
    // The approved post's own page (ADR 0129).
    expect(html).toContain(`href="http://localhost:${new URL(baseUrl).port}/comunidade/post/${post.id}"`);
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = unsubscribeUrlOf(mail!);
    expect(unsubscribe.pathname).toBe('/api/email/unsubscribe');
    expect(unsubscribe.searchParams.get('token')).toMatch(new RegExp(`^${author.memberId}\\.`));
    expect(await mailRows(author.memberId)).toEqual([expect.objectContaining({ kind: 'outcome', status: 'sent', attempts: 1 })]);
  });

  it('writes in the member’s language and gives the rejection’s reason; a course’s outcome links to its page', async () => {
    const author = await signIn(baseUrl, { name: 'Ann Author' });
    await author.agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200);
    const post = await submitPost(a, author.agent);
    await admin.post(`/api/admin/posts/${post.id}/reject`).send({ reason: 'Off topic' }).expect(200);
    const course = await uploadCourse(a, author.agent);
    await admin.post(`/api/admin/courses/${course.id}/approve`).expect(200);
    await deliver();

    const mails = received(author.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Course approved!', 'Post rejected']);
    const rejection = mails.find((m) => m.subject === 'Post rejected')!;
    expect(rejection.text).toContain('was not approved by the moderators. Reason: Off topic');
    expect(rejection.html).toContain('Hello, Ann Author!');
    const approval = mails.find((m) => m.subject === 'Course approved!')!;
    expect(approval.html).toContain(`/curso/${course.id}"`);
  });

  it('sends each e-mail once with two instances sending at the same time', async () => {
    const members = [await signIn(baseUrl, { name: 'Um' }), await signIn(baseUrl, { name: 'Dois' })];
    const notifications = a.app.get(NotificationsApi);
    await orm.em.fork().transactional(async (em) => {
      for (const member of members) {
        for (let i = 0; i < 8; i += 1) {
          await notifications.notify(em, member.memberId, {
            type: 'other',
            titleKey: 'courses.upload_approved.title',
            messageKey: 'courses.upload_approved.message',
            params: { title: `Curso ${i}` },
            email: 'at_once',
          });
        }
      }
    });
    await deliver();
    for (const member of members) {
      const mails = received(member.email);
      expect(mails).toHaveLength(8);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(8);
      expect(new Set(mails.map((m) => m.text)).size).toBe(8);
      expect((await mailRows(member.memberId)).map((r) => r.status)).toEqual(Array(8).fill('sent'));
    }
  });

  it('retries with back-off when the server refuses, and administrators see the failure on the debug page', async () => {
    const member = await signIn(baseUrl, { name: 'Tentativa' });
    smtp.refuseNext(1);
    const post = await submitPost(a, member.agent);
    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
    await deliver();
    expect(received(member.email)).toHaveLength(0);
    const [row] = await mailRows(member.memberId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('Mailbox busy');

    const debug = await admin.get('/api/admin/debug/database').expect(200);
    expect(debug.body.deliveries.smtpConfigured).toBe(true);
    expect(debug.body.deliveries.email.pending).toBeGreaterThanOrEqual(1);
    expect(debug.body.deliveries.recentFailures).toContainEqual(
      expect.objectContaining({ channel: 'email', member_id: member.memberId, attempts: 1, status: 'pending', last_error: expect.stringContaining('Mailbox busy') }),
    );

    await deliver();
    expect(received(member.email)).toHaveLength(0);
    advance(31_000);
    await deliver();
    expect(received(member.email)).toHaveLength(1);
    expect(await mailRows(member.memberId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })]);
    const [{ id }] = (await sql<{ id: string }>(orm, 'select id from mail_message where member_id = ?', [member.memberId])) as [{ id: string }];
    expect(received(member.email)[0]!.messageId).toBe(`<${id}@localhost>`);
  });

  it('gives a message one Message-ID: the copy sent again after both instances died carries the same', async () => {
    const member = await signIn(baseUrl, { name: 'Duas Vezes' });
    const post = await submitPost(a, member.agent);
    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
    await deliver();
    const [{ id }] = (await sql<{ id: string }>(orm, 'select id from mail_message where member_id = ?', [member.memberId])) as [{ id: string }];
    // The server accepted it, then both instances died before `sent` committed: the claim's
    // transaction rolled back and the row is due again as it was before the attempt.
    await sql(orm, "update mail_message set status = 'pending', attempts = 0, sent_at = null where id = ?", [id]);
    await deliver();

    const copies = received(member.email);
    expect(copies).toHaveLength(2);
    expect(copies.map((mail) => mail.messageId)).toEqual([`<${id}@localhost>`, `<${id}@localhost>`]);
  });

  it('sends nothing while the member’s e-mail switch is off, and nothing to a banned member', async () => {
    const quiet = await signIn(baseUrl, { name: 'Sem Email' });
    await quiet.agent.put('/api/settings').send({ name: 'Sem Email', emailNotifications: false }).expect(200);
    const banned = await signIn(baseUrl, { name: 'Banido' });
    const quietPost = await submitPost(a, quiet.agent);
    const bannedPost = await submitPost(a, banned.agent);
    await admin.post(`/api/admin/users/${banned.memberId}/ban`).send({ reason: 'Spam', days: 3, permanent: false }).expect(200);
    await admin.post(`/api/admin/posts/${quietPost.id}/approve`).expect(200);
    await admin.post(`/api/admin/posts/${bannedPost.id}/approve`).expect(200);
    await deliver();
    expect(await mailRows(quiet.memberId)).toEqual([]);
    expect(await mailRows(banned.memberId)).toEqual([]);

    // Switched on again: the next outcome is mailed.
    await quiet.agent.put('/api/settings').send({ name: 'Sem Email', emailNotifications: true }).expect(200);
    const again = await submitPost(a, quiet.agent);
    await admin.post(`/api/admin/posts/${again.id}/approve`).expect(200);
    await deliver();
    expect(received(quiet.email)).toHaveLength(1);
  });

  it('skips a queued e-mail when the member is banned before it leaves', async () => {
    const member = await signIn(baseUrl, { name: 'Banido Depois' });
    const workers = [a.app.get(DeliveryWorker), b.app.get(DeliveryWorker)];
    await Promise.all(workers.map((w) => w.settled()));
    const notifications = a.app.get(NotificationsApi);
    // Queued and the ban in one transaction: no worker can send between them.
    await orm.em.fork().transactional(async (em) => {
      await notifications.notify(em, member.memberId, { type: 'other', titleKey: 'courses.upload_approved.title', messageKey: 'courses.upload_approved.message', params: { title: 'X' }, email: 'at_once' });
      await em.execute('update member set banned_permanently = true where id = ?', [member.memberId]);
    });
    await deliver();
    expect(received(member.email)).toHaveLength(0);
  });

  it('sends at most 10 e-mails a day; the rest wait for the next digest at 08:00 São Paulo', async () => {
    const member = await signIn(baseUrl, { name: 'Muito Ativo' });
    const notifications = a.app.get(NotificationsApi);
    for (let i = 1; i <= 12; i += 1) {
      await orm.em.fork().transactional((em) =>
        notifications.notify(em, member.memberId, {
          type: 'other',
          titleKey: 'courses.upload_approved.title',
          messageKey: 'courses.upload_approved.message',
          params: { title: `Curso ${i}` },
          email: 'at_once',
        }),
      );
    }
    await deliver();
    expect(received(member.email)).toHaveLength(10);

    // Tuesday 07:59 in São Paulo (10:59 UTC): not yet.
    const digest = a.app.get(DeliveryService);
    setClocks('2026-11-24T10:59:00Z');
    expect(await digest.runDailyDigest()).toBe(0);
    // 08:00 in São Paulo: one digest with the two notifications no e-mail told of.
    setClocks('2026-11-24T11:00:00Z');
    const queued = await digest.runDailyDigest();
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await b.app.get(DeliveryService).runDailyDigest()).toBe(0);
    await deliver();
    const mails = received(member.email);
    expect(mails).toHaveLength(11);
    const summary = mails[10]!;
    expect(summary.subject).toBe('Você tem 2 notificações não lidas');
    expect(summary.text).toContain('Curso 11');
    expect(summary.text).toContain('Curso 12');
    expect(summary.text).not.toContain('Curso 10"');
    expect(summary.html).toContain('/notificacoes');
    expect((await mailRows(member.memberId)).filter((r) => r.kind === 'digest')).toHaveLength(1);
  });

  it('digests only unread notifications of the last day, and sends none when there are none', async () => {
    const reader = await signIn(baseUrl, { name: 'Leitora' });
    const idle = await signIn(baseUrl, { name: 'Sem Novidades' });
    const notifications = a.app.get(NotificationsApi);
    setClocks('2026-11-25T09:00:00Z'); // Wednesday 06:00 São Paulo
    for (const title of ['Lida', 'Não lida']) {
      await orm.em.fork().transactional((em) =>
        notifications.notify(em, reader.memberId, { type: 'other', titleKey: 'courses.upload_rejected.title', messageKey: 'courses.upload_rejected.message', params: { title } }),
      );
    }
    const list = await reader.agent.get('/api/notifications').expect(200);
    const read = list.body.notifications.find((n: { message: string }) => n.message.includes('"Lida"'));
    await reader.agent.post(`/api/notifications/${read.id}/read`).expect(200);
    await deliver();
    expect(received(reader.email)).toHaveLength(0);

    setClocks('2026-11-25T11:30:00Z');
    await a.app.get(DeliveryService).runDailyDigest();
    await deliver();
    const [summary] = received(reader.email);
    expect(summary!.subject).toBe('Você tem 1 notificação não lida');
    expect(summary!.text).toContain('Não lida');
    expect(summary!.text).not.toContain('"Lida"');
    expect(received(idle.email)).toHaveLength(0);
    expect(await mailRows(idle.memberId)).toEqual([]);
  });

  describe('unsubscribe', () => {
    let member: Awaited<ReturnType<typeof signIn>>;
    let link: URL;

    beforeAll(async () => {
      setClocks('2026-11-26T12:00:00Z');
      member = await signIn(baseUrl, { name: 'Vai Sair' });
      const post = await submitPost(a, member.agent);
      await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
      await deliver();
      link = unsubscribeUrlOf(received(member.email)[0]!);
    });

    const emailSwitch = async () => (await member.agent.get('/api/settings/profile').expect(200)).body.email_notifications as boolean;
    const path = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

    it('shows a page that asks first: a GET (a link scanner) changes nothing', async () => {
      const res = await request(baseUrl).get(`${link.pathname}${link.search}`).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('Parar os e-mails do Poliglota');
      expect(res.text).toContain('name="List-Unsubscribe" value="One-Click"');
      expect(await emailSwitch()).toBe(true);
    });

    it('refuses a forged token and changes nothing', async () => {
      const token = link.searchParams.get('token')!;
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const other = `${(await signIn(baseUrl)).memberId}${token.slice(36)}`;
      for (const bad of [forged, other, 'nonsense']) {
        await request(baseUrl).post(path(bad)).type('form').send('List-Unsubscribe=One-Click').expect(400);
        const page = await request(baseUrl).get(path(bad)).expect(400);
        expect(page.text).toContain('inválido ou expirou');
      }
      expect(await emailSwitch()).toBe(true);
    });

    it('refuses an expired token and changes nothing', async () => {
      advance(61 * 24 * 60 * 60_000);
      try {
        await request(baseUrl).post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(400);
        expect(await emailSwitch()).toBe(true);
      } finally {
        advance(-61 * 24 * 60 * 60_000);
      }
    });

    it('turns e-mail off with the mail provider’s one-click POST: form-encoded, from another origin', async () => {
      const res = await request(baseUrl)
        .post(`${link.pathname}${link.search}`)
        .set('Origin', 'https://mail.example.com')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(res.text).toContain('as notificações por e-mail foram desligadas');
      expect(await emailSwitch()).toBe(false);
      // Idempotent; and the rest of the API keeps refusing cross-site forms.
      await request(baseUrl).post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      await member.agent.put('/api/settings').set('Origin', 'https://mail.example.com').send({ name: 'Vai Sair', emailNotifications: true }).expect(403);
      expect(await emailSwitch()).toBe(false);
    });
  });

  it("e-mails each member their place in last week's ranking on Monday at 08:00 São Paulo, once across instances", async () => {
    // Monday 30 November: last week is the one every test above earned XP in.
    setClocks('2026-11-30T10:30:00Z');
    expect(await a.app.get(WeeklyPlaceMail).run()).toBe(false);
    setClocks('2026-11-30T11:05:00Z');
    expect(await a.app.get(WeeklyPlaceMail).run()).toBe(true);
    expect(await b.app.get(WeeklyPlaceMail).run()).toBe(false);
    await deliver();

    const expected = await sql(
      orm,
      `select w.member_id from weekly_score w join member m on m.id = w.member_id
         left join notification_preference p on p.member_id = m.id
        where w.week_start = '2026-11-23' and w.xp > 0 and coalesce(p.email, true) and not m.banned_permanently
          and (m.banned_until is null or m.banned_until <= ?) order by w.member_id`,
      [new Date('2026-11-30T11:05:00Z')],
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const sent = await sql(orm, `select member_id, status, language, subject, text from mail_message where kind = 'weekly_place' order by member_id`);
    expect(sent.map((row) => row.member_id)).toEqual(expected.map((row) => row.member_id));
    expect(sent.every((row) => row.status === 'sent')).toBe(true);
    for (const row of sent) {
      expect(row.subject).toBe(row.language === 'en' ? "Your place in last week's ranking" : 'Sua posição no ranking da semana passada');
      expect(row.text).toMatch(row.language === 'en' ? /Last week you finished #\d+ in the ranking, with \d+ XP/ : /Na semana passada você ficou em \d+º lugar no ranking, com \d+ XP/);
    }
    expect(sent.some((row) => row.language === 'en')).toBe(true);
  });
});
