import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../../shared/engagement/index.js';
import { ERASED_QUOTE } from '../../domain/notification-messages.js';

/**
 * Replaces `name` where it stands as whole words ("Ana" in "Banana" is not hers); judged here,
 * with Unicode's letters, since the database's own word boundaries follow its locale.
 */
function withoutName(text: string, name: string, replacement: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'gu'), () => replacement);
}

/** How the mail renderer writes a name into HTML. */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** A quote taken out of a text already rendered, whatever its language. */
const GONE = '…';

/** Everything notifications keeps for a member, in the order that keeps references whole. */
const MEMBER_TABLES = ['push_delivery', 'push_subscription', 'mail_message', 'member_event', 'notification', 'notification_preference'];

/**
 * Notifications' part of an account's erasure (ADR 0108): the inbox, the preferences, the
 * e-mails queued or sent, the push subscriptions and their deliveries, the live events.
 */
@Injectable()
export class NotificationsErasureRepository {
  async erase(em: EntityManager, memberId: string): Promise<void> {
    for (const table of MEMBER_TABLES) await em.execute(`delete from ${table} where member_id = ?`, [memberId]);
  }

  /**
   * What other members were told about the member stops naming them (ADR 0109's amendment):
   * in their inbox the `name` parameter of a notice the member caused (its `actor`, or before
   * the actor was kept, the same name) becomes "Membro removido" and the id in its once-key the
   * removed member's; the pushes and e-mails rendered from such notices, queued or sent, have the
   * name replaced as a whole word. Idempotent: a second run finds nothing of theirs.
   */
  async forgetInOthers(em: EntityManager, memberId: string, name: string): Promise<void> {
    await this.forgetQuotes(em, memberId);
    const hasName = name.trim() !== '';
    await em.execute(
      `update notification set params = jsonb_set(params, '{name}', to_jsonb(?::text)) - 'actor'
        where member_id <> ? and params->'name' is not null and (params->>'actor' = ?${hasName ? " or params->>'name' = ?" : ''})`,
      [REMOVED_MEMBER_NAME, memberId, memberId, ...(hasName ? [name] : [])],
    );
    await em.execute(`update notification set params = params - 'actor' where params->>'actor' = ?`, [memberId]);
    await em.execute(
      `update notification set params = jsonb_set(params, '{once}', to_jsonb(replace(params->>'once', ?, ?)))
        where member_id <> ? and strpos(params->>'once', ?) > 0`,
      [memberId, REMOVED_MEMBER_ID, memberId, memberId],
    );
    if (!hasName) return;
    // Found by the plain text, rewritten here by whole words: a few rows, those of the notices above.
    const pushes = await em.execute<{ id: string; payload: Record<string, unknown> }[]>(
      `select id, payload from push_delivery where member_id <> ? and strpos(payload::text, ?) > 0`,
      [memberId, JSON.stringify(name).slice(1, -1)],
    );
    for (const push of pushes) {
      const payload = { ...push.payload };
      for (const key of ['title', 'body']) if (typeof payload[key] === 'string') payload[key] = withoutName(payload[key], name, REMOVED_MEMBER_NAME);
      await em.execute('update push_delivery set payload = ? where id = ?', [JSON.stringify(payload), push.id]);
    }
    const mails = await em.execute<{ id: string; subject: string; text: string; html: string }[]>(
      `select id, subject, text, html from mail_message where member_id <> ? and (strpos(subject, ?) > 0 or strpos(text, ?) > 0 or strpos(html, ?) > 0)`,
      [memberId, name, name, asHtml(name)],
    );
    for (const mail of mails) {
      await em.execute('update mail_message set subject = ?, text = ?, html = ? where id = ?', [
        withoutName(mail.subject, name, REMOVED_MEMBER_NAME),
        withoutName(mail.text, name, REMOVED_MEMBER_NAME),
        withoutName(mail.html, asHtml(name), asHtml(REMOVED_MEMBER_NAME)),
        mail.id,
      ]);
    }
  }

  /**
   * The member's own words quoted in others' notices (a reported comment's first words in its
   * reporter's notice, ADR 0131) become "conteúdo apagado" in the inbox (in the reader's language),
   * and "…" in the pushes and e-mails already rendered from those notices, queued or sent.
   * Idempotent: the mark goes with the quote.
   */
  private async forgetQuotes(em: EntityManager, memberId: string): Promise<void> {
    const quoted = await em.execute<{ excerpt: string }[]>(
      `update notification n set params = jsonb_set(n.params, '{excerpt}', ?::jsonb) - 'quoted'
         from notification o where o.id = n.id and n.params->>'quoted' = ? returning o.params->>'excerpt' as excerpt`,
      [JSON.stringify(ERASED_QUOTE), memberId],
    );
    const excerpts = [...new Set(quoted.map((q) => q.excerpt).filter((e): e is string => typeof e === 'string' && e.trim() !== ''))];
    for (const excerpt of excerpts) {
      const pushes = await em.execute<{ id: string; payload: Record<string, unknown> }[]>(
        `select id, payload from push_delivery where member_id <> ? and strpos(payload::text, ?) > 0`,
        [memberId, JSON.stringify(excerpt).slice(1, -1)],
      );
      for (const push of pushes) {
        const payload = { ...push.payload };
        for (const key of ['title', 'body']) if (typeof payload[key] === 'string') payload[key] = payload[key].split(excerpt).join(GONE);
        await em.execute('update push_delivery set payload = ? where id = ?', [JSON.stringify(payload), push.id]);
      }
      const mails = await em.execute<{ id: string; subject: string; text: string; html: string }[]>(
        `select id, subject, text, html from mail_message where member_id <> ? and (strpos(subject, ?) > 0 or strpos(text, ?) > 0 or strpos(html, ?) > 0)`,
        [memberId, excerpt, excerpt, asHtml(excerpt)],
      );
      for (const mail of mails) {
        await em.execute('update mail_message set subject = ?, text = ?, html = ? where id = ?', [
          mail.subject.split(excerpt).join(GONE),
          mail.text.split(excerpt).join(GONE),
          mail.html.split(asHtml(excerpt)).join(GONE),
          mail.id,
        ]);
      }
    }
  }
}
