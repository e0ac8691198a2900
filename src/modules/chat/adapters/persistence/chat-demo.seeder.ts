import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { IdentityModule } from '../../../identity/index.js';
import { GENERAL_ROOM_ID, roomIdFor } from '../../domain/chat.js';

const [ANA, BRUNO, CARLA, DIEGO, EMILY, FATIMA] = IdentityModule.demoMemberIds;

/** A few conversations, oldest first: the general room and two language rooms. */
const CONVERSATIONS: { roomId: string; lines: [string, string][] }[] = [
  {
    roomId: GENERAL_ROOM_ID,
    lines: [
      [ANA, 'Bom dia, pessoal! Quem está estudando hoje?'],
      [BRUNO, 'Eu! Revisando katakana antes do trabalho.'],
      [EMILY, 'Good morning! Practising my Portuguese here 😊'],
      [FATIMA, 'Alguém conhece um bom podcast de italiano para iniciantes?'],
      [CARLA, 'Tenta o "Coffee Break Italian", é ótimo para começar.'],
    ],
  },
  {
    roomId: roomIdFor('en'),
    lines: [
      [EMILY, 'Hi everyone! Feel free to ask me anything about English.'],
      [ANA, 'What is the difference between "borrow" and "lend"?'],
      [EMILY, 'You borrow FROM someone and lend TO someone. Can I borrow your pen? I can lend you mine.'],
      [DIEGO, 'That helps a lot, thanks!'],
    ],
  },
  {
    roomId: roomIdFor('ja'),
    lines: [
      [BRUNO, 'こんにちは！ Alguém pratica japonês por aqui?'],
      [DIEGO, 'Eu comecei há pouco. よろしくお願いします！'],
      [BRUNO, 'Dica: leiam mangás simples com furigana, ajuda muito.'],
    ],
  },
];

/** Demo chat messages, a minute apart, ending a few minutes ago. */
export class ChatDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const pg = em as SqlEntityManager;
    const now = Date.now();
    for (const conversation of CONVERSATIONS) {
      const count = conversation.lines.length;
      for (const [index, [authorId, content]] of conversation.lines.entries()) {
        await pg.execute(
          `insert into chat_message (id, room_id, author_id, content, message_type, created_at) values (?, ?, ?, ?, 'text', ?)`,
          [randomUUID(), conversation.roomId, authorId, content, new Date(now - (count - index + 3) * 60_000)],
        );
      }
    }
  }
}
