import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { NotificationsApi, NotificationsModule } from '../index.js';
import { NotificationsService } from './notifications.service.js';

describe('the notification inbox', () => {
  const app = moduleUnderTest({ imports: [NotificationsModule] });
  const notifications = () => app.get(NotificationsApi);
  const inbox = () => app.get(NotificationsService);

  beforeAll(() => {
    // Modules register their own catalogues at start-up; this test registers one of its own.
    notifications().registerNotificationMessages('inbox_test', {
      'level_up.title': { pt: 'Você subiu de nível!', en: 'You levelled up!' },
      'level_up.message': { pt: 'Nível {level}: {rankName}.', en: 'Level {level}: {rankName}.' },
      'badge_granted.title': { pt: 'Nova conquista!', en: 'New badge!' },
      'badge_granted.message': { pt: 'Você ganhou a conquista "{badge}".', en: 'You earned the badge "{badge}".' },
    });
  });

  const levelUp = { type: 'level_up' as const, titleKey: 'inbox_test.level_up.title', messageKey: 'inbox_test.level_up.message', params: { level: 3, rankName: 'Explorador de Idiomas' } };

  it('writes with the caller’s transaction: nothing is stored when it rolls back', async () => {
    const member = randomUUID();
    await expect(
      app.get<MikroORM>(MikroORM).em.fork().transactional(async (em) => {
        await notifications().notify(em, member, levelUp);
        throw new Error('the award failed');
      }),
    ).rejects.toThrow('the award failed');
    expect(await inbox().countUnread(member)).toBe(0);
    await app.get<MikroORM>(MikroORM).em.fork().transactional((em) => notifications().notify(em, member, levelUp));
    expect(await inbox().countUnread(member)).toBe(1);
  });

  it('renders titles and messages in the reader’s language, newest first, in pages', async () => {
    const member = randomUUID();
    for (let i = 0; i < 5; i += 1) {
      await app.get<MikroORM>(MikroORM).em.fork().transactional((em) =>
        notifications().notify(em, member, { type: 'other', titleKey: 'inbox_test.badge_granted.title', messageKey: 'inbox_test.badge_granted.message', params: { badge: { pt: `Conquista ${i}`, en: `Badge ${i}` } } }),
      );
      app.clock.advance(1000);
    }
    const first = await inbox().listNotifications(member, { limit: 3, language: 'en' });
    expect(first.notifications.map((n) => n.message)).toEqual([
      'You earned the badge "Badge 4".',
      'You earned the badge "Badge 3".',
      'You earned the badge "Badge 2".',
    ]);
    expect(first.notifications[0]).toMatchObject({ title: 'New badge!', notification_type: 'other', is_read: false });
    const second = await inbox().listNotifications(member, { limit: 3, cursor: first.nextCursor!, language: 'pt' });
    expect(second.notifications.map((n) => n.message)).toEqual(['Você ganhou a conquista "Conquista 1".', 'Você ganhou a conquista "Conquista 0".']);
    expect(second.nextCursor).toBeNull();
    // Without a language: the member's preferred one (pt for a member identity does not know).
    expect((await inbox().listNotifications(member, { limit: 1 })).notifications[0].title).toBe('Nova conquista!');
  });

  it('marks only the owner’s notification read (404 otherwise), idempotently, and all at once', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await app.get<MikroORM>(MikroORM).em.fork().transactional((em) => notifications().notify(em, owner, levelUp)))!);

    await expect(inbox().markRead(stranger, ids[0])).rejects.toMatchObject({ code: 'IDENTITY.NOTIFICATION_NOT_FOUND', kind: 'not_found', message: 'Notificação não encontrada' });
    await expect(inbox().markRead(owner, 'not-a-uuid')).rejects.toMatchObject({ kind: 'not_found' });
    expect(await inbox().countUnread(owner)).toBe(3);

    await inbox().markRead(owner, ids[0]);
    await inbox().markRead(owner, ids[0]);
    expect(await inbox().countUnread(owner)).toBe(2);
    expect(await inbox().markAllRead(stranger)).toBe(0);
    expect(await inbox().markAllRead(owner)).toBe(2);
    expect(await inbox().markAllRead(owner)).toBe(0);
    expect(await inbox().countUnread(owner)).toBe(0);
  });
});
