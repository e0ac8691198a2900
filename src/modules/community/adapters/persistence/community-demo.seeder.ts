import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_RHYTHM, HistoryPublisher } from '../../../../shared/events/index.js';
import { IdentityModule } from '../../../identity/index.js';

const [ANA, BRUNO, CARLA, DIEGO, EMILY, FATIMA] = IdentityModule.demoMemberIds;
const MODERATOR = 'admin@poliglota.dev';

interface DemoPost {
  author: string;
  title: string;
  content: string;
  languages: string[];
  hoursAgo: number;
  approved: boolean;
  quality?: boolean;
  likedBy?: string[];
  comments?: { author: string; content: string }[];
}

const POSTS: DemoPost[] = [
  {
    author: ANA,
    title: 'Como treinar listening em inglês todos os dias',
    content:
      'Minha rotina: 15 minutos de podcast no café da manhã, depois repito em voz alta as frases que mais gostei.\nFunciona melhor do que maratonar séries sem legenda!',
    languages: ['en'],
    hoursAgo: 40 * 24,
    approved: true,
    quality: true,
    likedBy: [BRUNO, CARLA, DIEGO, EMILY],
    comments: [
      { author: EMILY, content: 'Great tip! I do the same with Portuguese podcasts.' },
      { author: DIEGO, content: 'Vou testar amanhã cedo.' },
    ],
  },
  {
    author: BRUNO,
    title: 'Hiragana em uma semana: deu certo!',
    content: 'Usei flashcards com repetição espaçada, 20 minutos por dia. Agora vou para o katakana. Alguém tem dicas?',
    languages: ['ja', 'pt'],
    hoursAgo: 29 * 24,
    approved: true,
    likedBy: [ANA, FATIMA],
    comments: [{ author: CARLA, content: 'Escreva à mão também, ajuda muito a fixar.' }],
  },
  {
    author: CARLA,
    title: 'Falsos cognatos entre francês e português',
    content: '"Attendre" é esperar, não atender. "Large" é largo, mas "grand" é grande. Quais outros vocês conhecem?',
    languages: ['fr'],
    hoursAgo: 18 * 24,
    approved: true,
    likedBy: [ANA, BRUNO, EMILY],
  },
  {
    author: DIEGO,
    title: 'Expressões coreanas que aprendi com K-dramas',
    content: '화이팅 (hwaiting) para dar força, 대박 (daebak) quando algo é incrível. Estou montando uma lista!',
    languages: ['ko'],
    hoursAgo: 10 * 24,
    approved: true,
    likedBy: [BRUNO],
    comments: [{ author: ANA, content: 'Adorei, manda a lista depois!' }],
  },
  {
    author: EMILY,
    title: 'Looking for a Portuguese conversation partner',
    content: 'I can help with English in exchange. Evenings (Brasília time) work best for me.',
    languages: ['en', 'pt'],
    hoursAgo: 3 * 24,
    approved: true,
    likedBy: [ANA, CARLA],
  },
  {
    author: FATIMA,
    title: 'Dúvida sobre o congiuntivo em italiano',
    content: 'Quando uso "credo che sia" e quando "credo che è"? Nos livros sempre aparece o primeiro.',
    languages: ['it'],
    hoursAgo: 1,
    approved: false,
  },
];


/**
 * Demo posts with comments and likes, over the past weeks. The facts are published
 * as integration events at the instants they happened, so XP, badges and
 * notifications follow from the same rules as for real members, dated in the
 * past, once the app's outbox poller delivers them.
 */
export class CommunityDemoSeeder extends Seeder {
  async run(coreEm: EntityManager): Promise<void> {
    const em = coreEm as SqlEntityManager;
    const events = new HistoryPublisher();
    const { now } = events;
    for (const demo of POSTS) {
      const postId = randomUUID();
      const createdAt = new Date(now - demo.hoursAgo * 3_600_000);
      const approvedAt = demo.approved ? new Date(createdAt.getTime() + 1_800_000) : null;
      const comments = demo.comments ?? [];
      const likers = demo.likedBy ?? [];
      await em.execute(
        `insert into post (id, author_id, title, content, languages, status, has_quality_badge, likes_count, comments_count,
                           approved_at, approved_by, created_at, updated_at)
         values (?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          postId,
          demo.author,
          demo.title,
          demo.content,
          `{${demo.languages.map((l) => `"${l}"`).join(',')}}`,
          demo.approved ? 'approved' : 'pending',
          demo.quality ?? false,
          likers.length,
          comments.length,
          approvedAt,
          demo.approved ? MODERATOR : null,
          createdAt,
          approvedAt ?? createdAt,
        ],
      );
      events.publishAt(em, createdAt, 'community.post_submitted', { postId, authorId: demo.author });
      if (!approvedAt) continue;
      events.publishAt(em, approvedAt, 'community.post_approved', { postId, authorId: demo.author, approvedBy: MODERATOR });
      if (demo.quality) events.publishAt(em, approvedAt, 'community.post_quality_marked', { postId, authorId: demo.author, markedBy: MODERATOR });
      for (const [index, comment] of comments.entries()) {
        const commentId = randomUUID();
        const at = events.past(approvedAt.getTime() + (index + 1) * DEMO_RHYTHM.commentGapMs);
        await em.execute(
          'insert into post_comment (id, post_id, author_id, content, likes_count, created_at) values (?, ?, ?, ?, 0, ?)',
          [commentId, postId, comment.author, comment.content, at],
        );
        events.publishAt(em, at, 'community.comment_added', { commentId, postId, authorId: comment.author, postAuthorId: demo.author });
      }
      for (const [index, liker] of likers.entries()) {
        const at = events.past(approvedAt.getTime() + (index + 1) * DEMO_RHYTHM.likeGapMs);
        await em.execute('insert into post_like (post_id, member_id, liked, changed_at, created_at) values (?, ?, true, ?, ?)', [postId, liker, at, at]);
        events.publishAt(em, at, 'community.post_liked', { postId, likerId: liker, postAuthorId: demo.author });
      }
    }
  }
}
