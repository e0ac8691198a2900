import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_RHYTHM, HistoryPublisher } from '../../../../../shared/events/index.js';
import { saoPauloDay } from '../../../../../shared/time/index.js';
import { IdentityModule } from '../../../../identity/index.js';
import { searchKey } from '../../../catalogue/domain/course.js';

const [ANA, BRUNO, CARLA, DIEGO, EMILY, FATIMA] = IdentityModule.demoMemberIds;
const ADMIN = 'admin@poliglota.dev';

interface DemoCourse {
  uploader: string | null;
  title: string;
  description: string;
  language: string;
  level: string;
  hoursAgo: number;
  status: 'approved' | 'pending' | 'rejected';
  published?: boolean;
  torrent?: string;
  link?: string;
  instructor?: string;
  rejectionReason?: string;
  likedBy?: string[];
  comments?: { author: string; content: string }[];
  modules?: DemoModule[];
  /** Members taking an administrators' course: enrolled days ago, with lessons watched and a rating. */
  learners?: DemoLearner[];
}

interface DemoLearner {
  member: string;
  daysAgo: number;
  /** How many of the lessons open to them (in course order) they completed. */
  completed: number;
  /** How far into the next one they are, in percent. */
  partialPercent?: number;
  rating?: number;
  review?: string;
}

interface DemoLesson {
  id: string;
  seconds: number;
  xp: number;
  /** Not in a locked module, or free there: a member can watch it. */
  open: boolean;
  /** Its quiz's question ids, in order. */
  questions: string[];
}

/** A quiz question of a demo lesson (issue 33), as the editor writes it. */
interface DemoQuestion {
  type: 'choice' | 'text' | 'order';
  prompt: string;
  promptLanguage: 'pt' | 'en';
  explanation?: string;
  choices?: string[];
  correctChoice?: number;
  acceptedAnswers?: string[];
  strictAccents?: boolean;
  distractors?: string[];
}

interface DemoModule {
  title: string;
  description?: string;
  locked?: boolean;
  lessons: { title: string; description: string; video: string; seconds: number; xp?: number; free?: boolean; material?: string; quiz?: DemoQuestion[] }[];
}

/**
 * Demo covers are files of the app itself (frontend/public/demo-covers, 640×360 webp of 2–3 kB): a demo
 * reachable without the internet shows them, and no page logs a failed image (issue 26).
 */
const cover = (seed: string) => `/demo-covers/${seed}.webp`;
const magnet = (n: number) => `magnet:?xt=urn:btih:${n.toString(16).padStart(40, 'c')}&dn=poliglota-demo`;

const COURSES: DemoCourse[] = [
  {
    uploader: ANA,
    title: 'Inglês para viagens: frases essenciais',
    description: 'Aeroporto, hotel, restaurante e pedidos de ajuda. Áudios curtos com transcrição e exercícios de repetição.',
    language: 'en',
    level: 'Iniciante',
    hoursAgo: 900,
    status: 'approved',
    torrent: magnet(1),
    likedBy: [BRUNO, CARLA, EMILY],
    comments: [
      { author: EMILY, content: 'Very practical, I shared it with a friend who is travelling next month.' },
      { author: DIEGO, content: 'Os áudios são ótimos para treinar no ônibus.' },
    ],
  },
  {
    uploader: BRUNO,
    title: 'Japonês: kanji do dia a dia (N5)',
    description: 'Os 100 kanji mais comuns do JLPT N5, com ordem dos traços, leituras e palavras de exemplo.',
    language: 'ja',
    level: 'Intermediário',
    hoursAgo: 700,
    status: 'approved',
    link: 'https://example.org/cursos/kanji-n5',
    likedBy: [ANA, FATIMA],
    comments: [{ author: CARLA, content: 'Excelente material, a parte de ordem dos traços ajuda muito.' }],
  },
  {
    uploader: CARLA,
    title: 'Francês: pronúncia e ligações',
    description: 'Vogais nasais, liaison e enchaînement explicados com exemplos de músicas francesas.',
    language: 'fr',
    level: 'Intermediário',
    hoursAgo: 560,
    status: 'approved',
    torrent: magnet(2),
    likedBy: [ANA, BRUNO, DIEGO, EMILY],
    comments: [{ author: ANA, content: 'Finalmente entendi a liaison!' }],
  },
  {
    uploader: DIEGO,
    title: 'Coreano com K-dramas',
    description: 'Vocabulário e expressões tiradas de cenas de K-dramas, com legendas em coreano e português.',
    language: 'ko',
    level: 'Iniciante',
    hoursAgo: 420,
    status: 'approved',
    link: 'https://example.org/cursos/coreano-kdramas',
    likedBy: [BRUNO],
  },
  {
    uploader: EMILY,
    title: 'Portuguese for English speakers',
    description: 'Pronunciation, the personal infinitive and everyday Brazilian expressions, explained in English.',
    language: 'pt',
    level: 'Avançado',
    hoursAgo: 300,
    status: 'approved',
    torrent: magnet(3),
    likedBy: [ANA, CARLA],
    comments: [{ author: FATIMA, content: 'Muito bom para quem já tem uma base.' }],
  },
  {
    uploader: FATIMA,
    title: 'Italiano completo: do zero à conversação',
    description: 'Gramática, vocabulário e diálogos em 40 unidades, do básico ao congiuntivo.',
    language: 'it',
    level: 'Completo',
    hoursAgo: 190,
    status: 'approved',
    torrent: magnet(4),
    likedBy: [CARLA],
  },
  {
    uploader: ANA,
    title: 'Espanhol: verbos irregulares sem medo',
    description: 'Tabelas, músicas e jogos para fixar os verbos irregulares mais usados no presente e no pretérito.',
    language: 'es',
    level: 'Intermediário',
    hoursAgo: 100,
    status: 'approved',
    link: 'https://example.org/cursos/espanhol-verbos',
    likedBy: [DIEGO, EMILY],
  },
  {
    uploader: BRUNO,
    title: 'Alemão: casos gramaticais na prática',
    description: 'Nominativo, acusativo, dativo e genitivo com exercícios corrigidos.',
    language: 'de',
    level: 'Avançado',
    hoursAgo: 50,
    status: 'approved',
    torrent: magnet(5),
  },
  {
    uploader: CARLA,
    title: 'Russo: alfabeto cirílico em uma semana',
    description: 'Sete lições curtas para ler o cirílico, com flashcards para imprimir.',
    language: 'ru',
    level: 'Iniciante',
    hoursAgo: 3,
    status: 'pending',
    torrent: magnet(6),
  },
  {
    uploader: DIEGO,
    title: 'Mandarim: tons e pinyin',
    description: 'Os quatro tons e o pinyin com gravações de falantes nativos.',
    language: 'zh',
    level: 'Iniciante',
    hoursAgo: 140,
    status: 'rejected',
    link: 'https://example.org/cursos/mandarim-tons',
    rejectionReason: 'O link não abre. Envie novamente com um endereço que funcione.',
  },
  {
    uploader: null,
    title: 'Inglês do Zero',
    description: 'O curso oficial da Poliglota para quem está começando: aulas em vídeo, exercícios e XP a cada aula.',
    language: 'en',
    level: 'Iniciante',
    hoursAgo: 1300,
    status: 'approved',
    published: true,
    instructor: 'Equipe Poliglota',
    learners: [
      { member: ANA, daysAgo: 30, completed: 3, rating: 5, review: 'Aulas curtas e diretas, perfeito para começar.' },
      { member: BRUNO, daysAgo: 20, completed: 2, partialPercent: 40, rating: 4, review: 'Gostei, mas queria mais exercícios.' },
      { member: CARLA, daysAgo: 12, completed: 1, partialPercent: 70 },
      { member: FATIMA, daysAgo: 4, completed: 0, partialPercent: 25 },
    ],
    // Well-known public YouTube videos (they stay online), to be replaced by the team's own lessons.
    modules: [
      {
        title: 'Primeiros passos',
        description: 'Ouvir inglês de verdade desde a primeira aula.',
        lessons: [
          {
            title: 'Ouvindo um falante nativo',
            description: 'Um vídeo curto: repare na entonação.',
            video: 'jNQXAC9IVRw',
            seconds: 19,
            xp: 10,
            quiz: [
              {
                type: 'choice',
                prompt: 'Como se diz “obrigado” em inglês?',
                promptLanguage: 'pt',
                choices: ['Please', 'Thank you', 'Sorry'],
                correctChoice: 1,
                explanation: '“Thank you” agradece; “please” pede por favor e “sorry” pede desculpas.',
              },
              { type: 'text', prompt: 'Translate: “Eu não sei.”', promptLanguage: 'en', acceptedAnswers: ["I don't know", 'I do not know'] },
            ],
          },
          {
            title: 'Inglês com música',
            description: 'Acompanhe a letra e anote as expressões novas.',
            video: 'dQw4w9WgXcQ',
            seconds: 213,
            xp: 20,
            material: 'https://en.wikipedia.org/wiki/Never_Gonna_Give_You_Up',
            quiz: [
              {
                type: 'order',
                prompt: 'Build the line you heard in the chorus.',
                promptLanguage: 'en',
                acceptedAnswers: ['Never gonna give you up'],
                distractors: ['down', 'me'],
              },
              {
                type: 'choice',
                prompt: 'What does “give up” mean in the song?',
                promptLanguage: 'en',
                choices: ['desistir', 'levantar', 'devolver'],
                correctChoice: 0,
                explanation: '“To give up” is to stop trying: desistir.',
              },
            ],
          },
        ],
      },
      {
        title: 'Prática com canções',
        description: 'Módulo bloqueado: a primeira aula é gratuita.',
        locked: true,
        lessons: [
          {
            title: 'Ritmo e pronúncia',
            description: 'Cante junto e treine a pronúncia.',
            video: 'JGwWNGJdvx8',
            seconds: 263,
            xp: 25,
            free: true,
            quiz: [
              {
                type: 'text',
                prompt: 'Escreva em português: “you” (uma pessoa, informal).',
                promptLanguage: 'pt',
                acceptedAnswers: ['você'],
                explanation: '“Você” leva acento circunflexo no e.',
              },
              {
                type: 'order',
                prompt: 'Monte em inglês: “Eu gosto de cantar.”',
                promptLanguage: 'pt',
                acceptedAnswers: ['I like to sing', 'I like singing'],
                distractors: ['am', 'sings'],
              },
            ],
          },
          { title: 'Vocabulário das letras', description: 'As palavras mais comuns das canções.', video: '9bZkp7q19f0', seconds: 253, xp: 25 },
        ],
      },
    ],
  },
  {
    uploader: null,
    title: 'Espanhol para Negócios',
    description: 'Reuniões, e-mails e apresentações em espanhol. Em preparação pela equipe.',
    language: 'es',
    level: 'Avançado',
    hoursAgo: 400,
    status: 'approved',
    published: false,
    instructor: 'Marina Torres',
    modules: [
      {
        title: 'Ouvindo espanhol',
        lessons: [{ title: 'Espanhol com música', description: 'Acompanhe a letra em espanhol.', video: 'kJQP7kiw5Fk', seconds: 282, xp: 20, free: true }],
      },
    ],
  },
];

/** Lessons are watched this far apart (comments and likes follow DEMO_RHYTHM). */
const LESSON_GAP_MS = 2 * 86_400_000;

/**
 * Demo courses of both origins over the past weeks: approved uploads with likes
 * and comments, one pending, one rejected with its reason, and two
 * administrators' courses. The facts go out as integration events at the
 * instants they happened, so XP follows from the same rules, dated in the past.
 */
export class CoursesDemoSeeder extends Seeder {
  async run(coreEm: EntityManager): Promise<void> {
    const em = coreEm as SqlEntityManager;
    const events = new HistoryPublisher();
    const { now } = events;
    for (const [index, demo] of COURSES.entries()) {
      const courseId = randomUUID();
      const createdAt = new Date(now - demo.hoursAgo * 3_600_000);
      const decidedAt = demo.status === 'pending' ? null : new Date(createdAt.getTime() + 3_600_000);
      const comments = demo.comments ?? [];
      const likers = demo.likedBy ?? [];
      const published = demo.uploader ? demo.status === 'approved' : (demo.published ?? false);
      await em.execute(
        `insert into course (id, origin, title, description, language, level, cover_image, instructor_name, approval_status,
           rejection_reason, is_published, uploaded_by, torrent_file_url, external_link, likes_count, comments_count,
           search_text, approved_at, approved_by, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          courseId,
          demo.uploader ? 'upload' : 'admin',
          demo.title,
          demo.description,
          demo.language,
          demo.level,
          cover(`${demo.language}-${index}`),
          demo.instructor ?? null,
          demo.status,
          demo.rejectionReason ?? null,
          published,
          demo.uploader,
          demo.torrent ?? null,
          demo.link ?? null,
          likers.length,
          comments.length,
          searchKey(`${demo.title} ${demo.description}`),
          demo.status === 'approved' ? (decidedAt ?? createdAt) : null,
          demo.status === 'approved' ? ADMIN : null,
          createdAt,
          decidedAt ?? createdAt,
        ],
      );
      if (!demo.uploader) {
        const lessons = await this.content(em, courseId, demo.modules ?? [], createdAt);
        await this.learning(em, events, courseId, lessons, demo.learners ?? [], now);
        continue;
      }
      events.publishAt(em, createdAt, 'courses.upload_submitted', { courseId, uploaderId: demo.uploader });
      if (demo.status === 'rejected') events.publishAt(em, decidedAt!, 'courses.upload_rejected', { courseId, uploaderId: demo.uploader, rejectedBy: ADMIN });
      if (demo.status !== 'approved') continue;
      events.publishAt(em, decidedAt!, 'courses.upload_approved', { courseId, uploaderId: demo.uploader, approvedBy: ADMIN });
      for (const [position, comment] of comments.entries()) {
        const commentId = randomUUID();
        const at = events.past(decidedAt!.getTime() + (position + 1) * DEMO_RHYTHM.commentGapMs);
        await em.execute('insert into course_comment (id, course_id, author_id, content, created_at) values (?, ?, ?, ?, ?)', [
          commentId,
          courseId,
          comment.author,
          comment.content,
          at,
        ]);
        events.publishAt(em, at, 'courses.comment_added', { commentId, courseId, authorId: comment.author });
      }
      for (const [position, liker] of likers.entries()) {
        const at = events.past(decidedAt!.getTime() + (position + 1) * DEMO_RHYTHM.likeGapMs);
        await em.execute('insert into course_like (course_id, member_id, liked, changed_at, created_at) values (?, ?, true, ?, ?)', [
          courseId,
          liker,
          at,
          at,
        ]);
        events.publishAt(em, at, 'courses.course_liked', { courseId, memberId: liker });
        // Each liker took the course a little before liking it; never today, whose allowance
        // is held by its own counter (ADR 0051).
        const tookAt = new Date(at.getTime() - 2 * 3_600_000);
        const day = saoPauloDay(tookAt);
        if (day === saoPauloDay(new Date(now))) continue;
        await em.execute('insert into course_download (id, member_id, day, course_id, created_at) values (?, ?, ?, ?, ?)', [
          randomUUID(),
          liker,
          day,
          courseId,
          tookAt,
        ]);
        await em.execute('update course set download_count = download_count + 1 where id = ?', [courseId]);
        events.publishAt(em, tookAt, 'courses.course_downloaded', { courseId, memberId: liker, day });
      }
    }
  }

  /** Modules and lessons of an administrators' course, with the course's totals; the lessons in course order. */
  private async content(em: SqlEntityManager, courseId: string, modules: DemoModule[], at: Date): Promise<DemoLesson[]> {
    const lessons: DemoLesson[] = [];
    for (const [m, mod] of modules.entries()) {
      const moduleId = randomUUID();
      await em.execute(
        `insert into course_module (id, course_id, title, description, is_locked, module_order, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [moduleId, courseId, mod.title, mod.description ?? null, mod.locked ?? false, m + 1, at, at],
      );
      for (const [l, lesson] of mod.lessons.entries()) {
        const lessonId = randomUUID();
        const questions = (lesson.quiz ?? []).map(() => randomUUID());
        lessons.push({ id: lessonId, seconds: lesson.seconds, xp: lesson.xp ?? 10, open: !mod.locked || (lesson.free ?? false), questions });
        await em.execute(
          `insert into course_lesson (id, module_id, course_id, title, description, youtube_video_id, duration_seconds, xp_reward, material_url,
             material_description, lesson_order, is_active, is_free, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, true, ?, ?, ?)`,
          [
            lessonId,
            moduleId,
            courseId,
            lesson.title,
            lesson.description,
            lesson.video,
            lesson.seconds,
            lesson.xp ?? 10,
            lesson.material ?? null,
            lesson.material ? 'Letra e contexto' : null,
            l + 1,
            lesson.free ?? false,
            at,
            at,
          ],
        );
        for (const [q, question] of (lesson.quiz ?? []).entries()) {
          await em.execute(
            `insert into lesson_quiz_question (id, lesson_id, course_id, position, type, prompt, prompt_language, explanation, choices,
               correct_choice, accepted_answers, strict_accents, distractors, created_at, updated_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?::jsonb, ?, ?)`,
            [
              questions[q],
              lessonId,
              courseId,
              q + 1,
              question.type,
              question.prompt,
              question.promptLanguage,
              question.explanation ?? null,
              question.choices ? JSON.stringify(question.choices) : null,
              question.correctChoice ?? null,
              question.acceptedAnswers ? JSON.stringify(question.acceptedAnswers) : null,
              question.strictAccents ?? false,
              question.type === 'order' ? JSON.stringify(question.distractors ?? []) : null,
              at,
              at,
            ],
          );
        }
      }
    }
    await em.execute(
      `update course set total_lessons = (select count(*) from course_lesson where course_id = ? and is_active),
         total_duration_seconds = (select coalesce(sum(duration_seconds), 0) from course_lesson where course_id = ? and is_active)
       where id = ?`,
      [courseId, courseId, courseId],
    );
    return lessons;
  }

  /**
   * A learner's practice right after a lesson (issue 33): each question answered a minute apart,
   * some right at once, some wrong then right, some only wrong, so the reports have misses to
   * show. The first right answer goes out as the same fact the quiz publishes, so its XP follows.
   */
  private async practice(em: SqlEntityManager, events: HistoryPublisher, lesson: DemoLesson, memberId: string, learnerIndex: number, from: Date): Promise<void> {
    let at = from.getTime();
    for (const [q, questionId] of lesson.questions.entries()) {
      const pattern = (learnerIndex + q) % 4;
      const attempts = pattern === 0 ? [false, true] : pattern === 3 ? [false] : [true];
      for (const correct of attempts) {
        at += 60_000;
        await em.execute('insert into lesson_quiz_attempt (id, question_id, lesson_id, member_id, correct, answered_at) values (?, ?, ?, ?, ?, ?)', [
          randomUUID(),
          questionId,
          lesson.id,
          memberId,
          correct,
          new Date(at),
        ]);
        if (!correct) continue;
        await em.execute('insert into lesson_quiz_solved (question_id, member_id, solved_at) values (?, ?, ?)', [questionId, memberId, new Date(at)]);
        events.publishAt(em, new Date(at), 'courses.quiz_answered_correctly', { questionId, memberId });
      }
    }
  }

  /**
   * Enrolments, watched lessons and ratings of an administrators' course. A completed
   * lesson goes out as the same fact the lesson page publishes, so its XP follows.
   */
  private async learning(
    em: SqlEntityManager,
    events: HistoryPublisher,
    courseId: string,
    lessons: DemoLesson[],
    learners: DemoLearner[],
    now: number,
  ): Promise<void> {
    const open = lessons.filter((lesson) => lesson.open);
    for (const learner of learners) {
      const enrolledAt = new Date(now - learner.daysAgo * 86_400_000);
      const watched = open.slice(0, learner.completed);
      const partial = learner.partialPercent !== undefined ? open[learner.completed] : undefined;
      const progress = (lesson: DemoLesson, percent: number, at: Date) =>
        em.execute(
          `insert into lesson_progress (lesson_id, member_id, course_id, intervals, last_position_seconds, last_report_at,
             watch_time_seconds, completion_percentage, is_completed, completed_at, updated_at)
           values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?)`,
          [
            lesson.id,
            learner.member,
            courseId,
            JSON.stringify([[0, Math.round((lesson.seconds * percent) / 100)]]),
            Math.round((lesson.seconds * percent) / 100),
            at,
            Math.round((lesson.seconds * percent) / 100),
            percent,
            percent === 100,
            percent === 100 ? at : null,
            at,
          ],
        );
      for (const [position, lesson] of watched.entries()) {
        // A lesson every other day or so after enrolling, the last one an hour ago at the latest.
        const at = new Date(Math.min(enrolledAt.getTime() + (position + 1) * LESSON_GAP_MS, now - 3_600_000));
        await progress(lesson, 100, at);
        events.publishAt(em, at, 'courses.lesson_completed', { lessonId: lesson.id, courseId, memberId: learner.member, xpReward: lesson.xp });
        await this.practice(em, events, lesson, learner.member, learners.indexOf(learner), new Date(at.getTime() + 5 * 60_000));
      }
      if (partial) await progress(partial, learner.partialPercent!, new Date(now - 2 * 3_600_000));
      await em.execute('insert into course_enrollment (course_id, member_id, enrolled_at, completed_at, last_lesson_id) values (?, ?, ?, null, ?)', [
        courseId,
        learner.member,
        enrolledAt,
        (partial ?? watched.at(-1))?.id ?? null,
      ]);
      if (learner.rating !== undefined) {
        // Rated after the last lesson watched.
        const ratedAt = new Date(Math.min(enrolledAt.getTime() + (learner.completed + 1) * LESSON_GAP_MS, now - 3_600_000));
        await em.execute(
          'insert into course_rating (course_id, member_id, id, rating, review, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
          [courseId, learner.member, randomUUID(), learner.rating, learner.review ?? null, ratedAt, ratedAt],
        );
      }
    }
    await em.execute(
      `update course set enrollment_count = (select count(*) from course_enrollment where course_id = ?),
         rating = coalesce((select round(avg(rating), 2) from course_rating where course_id = ?), 0)
       where id = ?`,
      [courseId, courseId, courseId],
    );
  }
}
