import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, publishPost, signInModerator, sql } from '../support/community.js';
import { ENGLISH_ROOM, GENERAL_ROOM } from '../support/chat.js';
import { AccountErasure, RemovedContentRetention } from '../../src/modules/admin/index.js';

type Member = { agent: Agent; memberId: string };
type Notice = { title: string; message: string; path: string | null };

/**
 * A report's outcome names the item and the decision, to the reporter in their language and to the
 * author; administrators judge a report with the item's place, a chat message's neighbours, and,
 * once removed, what the removal kept (ADR 0131).
 */
describe('reports: named outcomes and what administrators judge them with', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    // Far from other files' clocks: no other suite's chat message falls among this one's.
    t = await createTestApp({
      listen: true,
      now: '2031-03-03T12:00:00Z',
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ACCOUNT_DELETION_GRACE_HOURS: '0' },
    });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  const member = (name: string, language: 'pt' | 'en' = 'pt'): Promise<Member & { name: string }> =>
    signIn(baseUrl, { name }).then(async (m) => {
      if (language === 'en') await m.agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200);
      return { ...m, name };
    });
  const report = (m: Member, targetType: string, targetId: string, reason = 'spam') =>
    m.agent.post('/api/flags').send({ targetType, targetId, reason }).expect(201);
  const inbox = async (m: Member): Promise<Notice[]> => (await m.agent.get('/api/notifications').expect(200)).body.notifications as Notice[];
  const reportNotice = async (m: Member, title = 'Sua denúncia foi analisada'): Promise<Notice> => {
    const found = (await inbox(m)).filter((n) => n.title === title);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const review = (targetType: string, targetId: string) => admin.get(`/api/admin/flags/${targetType}/${targetId}`).expect(200).then((r) => r.body);

  it('a removed comment: the reporters are told which comment, on which post, and that it was removed, each in their language; its author which of theirs; administrators keep reading it, marked removed', async () => {
    const postAuthor = await member('Autora do Post');
    const commenter = await member('Comentarista');
    const [reporterPt, reporterEn] = [await member('Denunciante Um'), await member('Reporter Two', 'en')];
    const title = `Dicas de pronúncia ${randomUUID().slice(0, 8)}`;
    const postId = await publishPost(t, postAuthor.agent, admin, { title, content: 'Leia em voz alta todos os dias.', languages: ['en'] });
    const text = 'Compre seguidores baratos agora mesmo no meu site';
    const commentId = (await addComment(t, commenter.agent, postId, text)).id as string;
    await report(reporterPt, 'post_comment', commentId, 'spam');
    await report(reporterEn, 'post_comment', commentId, 'spam');

    // Before the decision: the comment, where it sits (the post, linked and titled), no context of a room.
    expect(await review('post_comment', commentId)).toMatchObject({
      targetType: 'post_comment',
      targetId: commentId,
      preview: text,
      author: { id: commenter.memberId, name: 'Comentarista' },
      status: 'open',
      decision: null,
      place: { kind: 'post', id: postId, path: `/comunidade/post/${postId}`, title: { pt: title, en: title } },
      removed: null,
      context: null,
    });

    await admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'remove', note: 'nota interna' }).expect(200);

    expect(await reportNotice(reporterPt)).toEqual(
      expect.objectContaining({
        message: `Analisamos sua denúncia. O comentário «${text}» na publicação «${title}» foi removido por um administrador. Obrigado por ajudar a manter a comunidade segura.`,
        path: `/comunidade/post/${postId}`,
      }),
    );
    expect(await reportNotice(reporterEn, 'Your report was reviewed')).toEqual(
      expect.objectContaining({
        message: `We reviewed your report. The comment “${text}” on the post “${title}” was removed by an administrator. Thank you for helping keep the community safe.`,
        path: `/comunidade/post/${postId}`,
      }),
    );
    const removal = await reportNotice(commenter, 'Conteúdo removido');
    expect(removal).toEqual({
      ...removal,
      message: `Seu comentário «${text}» na publicação «${title}» foi removido por um administrador após denúncias. Motivo: spam.`,
      path: `/comunidade/post/${postId}`,
    });
    // The author never learns who reported, nor the administrator's note.
    const told = JSON.stringify(await inbox(commenter));
    for (const secret of ['Denunciante Um', 'Reporter Two', reporterPt.memberId, 'nota interna']) expect(told).not.toContain(secret);

    // After the removal: the comment is gone from the post, and administrators still read it, marked removed, with its place.
    const after = await review('post_comment', commentId);
    expect(after).toMatchObject({
      preview: null,
      status: 'closed',
      decision: 'remove',
      place: { kind: 'post', id: postId, path: `/comunidade/post/${postId}`, title: { pt: title, en: title } },
      removed: { text },
    });
    expect(after.reports).toHaveLength(2);
    expect(after.reports.every((r: { open: boolean }) => !r.open)).toBe(true);

    // Only administrators read a report: a learner (the reporter themselves) 403, a guest 401.
    await reporterPt.agent.get(`/api/admin/flags/post_comment/${commentId}`).expect(403);
    await request(baseUrl).get(`/api/admin/flags/post_comment/${commentId}`).expect(401);
    // Nobody reported it, or no such kind: 404.
    expect((await admin.get(`/api/admin/flags/post_comment/${randomUUID()}`).expect(404)).body.code).toBe('ADMIN.FLAG_TARGET_NOT_FOUND');
    await admin.get(`/api/admin/flags/nonsense/${commentId}`).expect(404);
    await admin.get('/api/admin/flags/post_comment/not-a-uuid').expect(404);
  });

  it('a kept post: the reporter is told which post and that it was kept, with its link', async () => {
    const author = await member('Autor Mantido');
    const reporter = await member('Denunciante Mantido');
    const title = `Meu método ${randomUUID().slice(0, 8)}`;
    const postId = await publishPost(t, author.agent, admin, { title, content: 'Estude vinte minutos.', languages: ['en'] });
    await report(reporter, 'post', postId, 'other');
    await admin.post(`/api/admin/flags/post/${postId}/resolve`).send({ action: 'keep' }).expect(200);
    expect(await reportNotice(reporter)).toEqual(
      expect.objectContaining({
        message: `Analisamos sua denúncia. A publicação «${title}» foi mantida: um administrador concluiu que não viola as regras da comunidade. Obrigado por ajudar a manter a comunidade segura.`,
        path: `/comunidade/post/${postId}`,
      }),
    );
    expect((await inbox(author)).filter((n) => n.title === 'Conteúdo removido')).toEqual([]);
    expect(await review('post', postId)).toMatchObject({ decision: 'keep', removed: null, place: { kind: 'post', id: postId, title: null } });
  });

  it('a chat message: administrators read its room and the 3 messages before and after it there, not another room’s, also once it is removed', async () => {
    const writer = await member('Escritor do Chat');
    const neighbour = await member('Vizinha do Chat');
    const reporter = await member('Denunciante do Chat');
    const send = async (m: Member, room: string, content: string) => {
      // Past the slow mode, and one message per moment: the room's order is the clock's.
      t.clock.advance(3_000);
      return (await m.agent.post(`/api/chat/rooms/${room}/messages`).send({ content }).expect(201)).body.messageId as string;
    };
    for (const n of [1, 2, 3, 4]) await send(n % 2 ? writer : neighbour, GENERAL_ROOM, `antes ${n}`);
    await send(neighbour, ENGLISH_ROOM, 'in another room, at the same time');
    const text = 'Mensagem ofensiva no meio da conversa';
    const messageId = await send(writer, GENERAL_ROOM, text);
    await send(neighbour, ENGLISH_ROOM, 'another room again');
    for (const n of [1, 2, 3, 4]) await send(n % 2 ? neighbour : writer, GENERAL_ROOM, `depois ${n}`);
    await report(reporter, 'chat_message', messageId, 'harassment');

    const room = { kind: 'room', id: GENERAL_ROOM, path: `/chat?sala=${GENERAL_ROOM}`, title: { pt: 'Geral', en: 'General' } };
    const lines = (found: { context: { before: { content: string }[]; after: { content: string }[] } }) => ({
      before: found.context.before.map((l) => l.content),
      after: found.context.after.map((l) => l.content),
    });
    const before = await review('chat_message', messageId);
    expect(before).toMatchObject({ preview: text, place: room, removed: null, author: { id: writer.memberId } });
    expect(lines(before)).toEqual({ before: ['antes 2', 'antes 3', 'antes 4'], after: ['depois 1', 'depois 2', 'depois 3'] });
    expect(before.context.before[2]).toMatchObject({ author: { id: neighbour.memberId, name: 'Vizinha do Chat' } });

    await admin.post(`/api/admin/flags/chat_message/${messageId}/resolve`).send({ action: 'remove' }).expect(200);
    expect(await reportNotice(reporter)).toEqual(
      expect.objectContaining({
        message: `Analisamos sua denúncia. A mensagem «${text}» na sala «Geral» foi removida por um administrador. Obrigado por ajudar a manter a comunidade segura.`,
        path: `/chat?sala=${GENERAL_ROOM}`,
      }),
    );
    expect((await reportNotice(writer, 'Conteúdo removido')).message).toBe(
      `Sua mensagem «${text}» na sala «Geral» foi removida por um administrador após denúncias. Motivo: assédio.`,
    );
    const after = await review('chat_message', messageId);
    expect(after).toMatchObject({ preview: null, decision: 'remove', place: room, removed: { text } });
    expect(lines(after)).toEqual(lines(before));
  });

  it('the author’s erasure takes their words out of the reporter’s notice and out of the report’s record; the kept text goes after its retention', async () => {
    const postAuthor = await member('Dona do Post');
    const commenter = await member('Quem Sai');
    const reporter = await member('Quem Fica');
    const postId = await publishPost(t, postAuthor.agent, admin);
    const text = `Palavras que vão embora ${randomUUID().slice(0, 8)}`;
    const commentId = (await addComment(t, commenter.agent, postId, text)).id as string;
    await report(reporter, 'post_comment', commentId);
    await admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'remove' }).expect(200);
    expect((await reportNotice(reporter)).message).toContain(text);

    await commenter.agent.delete('/api/me').send({ confirm: 'Quem Sai', keepContent: true }).expect(202);
    expect(await t.app.get(AccountErasure).run()).toMatchObject({ erased: 1 });
    const notice = await reportNotice(reporter);
    expect(notice.message).not.toContain(text);
    expect(notice.message).toContain('«conteúdo apagado»');
    expect(await sql(orm, `select 1 from notification where params::text like '%' || ? || '%'`, [commenter.memberId])).toEqual([]);
    expect(await sql(orm, 'select removed_text, removed_place, author_id from content_flag where target_id = ?', [commentId])).toEqual([
      { removed_text: null, removed_place: null, author_id: null },
    ]);
    expect(await review('post_comment', commentId)).toMatchObject({ decision: 'remove', removed: null, author: null });

    // Another removal's kept text stays REMOVED_CONTENT_RETENTION_DAYS (180) after its decision, then goes; the decision stays.
    const other = await member('Outro Autor');
    const kept = (await addComment(t, other.agent, postId, 'Texto guardado por um tempo')).id as string;
    await report(reporter, 'post_comment', kept);
    await admin.post(`/api/admin/flags/post_comment/${kept}/resolve`).send({ action: 'remove' }).expect(200);
    const retention = t.app.get(RemovedContentRetention);
    t.clock.advance(179 * 86_400_000);
    await retention.prune();
    expect((await review('post_comment', kept)).removed).toMatchObject({ text: 'Texto guardado por um tempo' });
    t.clock.advance(2 * 86_400_000);
    await retention.prune();
    expect(await review('post_comment', kept)).toMatchObject({ decision: 'remove', removed: null });
  });
});
