import type { FlagTable } from '../../../../shared/moderation/index.js';

/*
 * Chat's tables as the kernel's shared blocks take them, named here once, beside the entities
 * (docs/architecture.md, Persistence and ports).
 */

/** Messages not deleted, as members report them (ADR 0103). */
export const FLAGGABLE_MESSAGES: FlagTable = {
  table: 'chat_message',
  author: 't.author_id',
  preview: 't.content',
  parent: 't.room_id',
  place: "(select json_build_object('pt', r.name, 'en', r.name_en) from chat_room r where r.id = t.room_id)",
  visible: 't.deleted_at is null',
};
