import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { resources } from './resources';

/**
 * Every counted noun in both languages, for 0, 1 and 2 (issue 23, item 4): what a reader sees, written
 * out. Portuguese counts zero with the plural ("0 aulas"), not with CLDR's `one`. A new plural key fails
 * the first test until its three forms are written here.
 */
const expected: Record<string, { pt: [string, string, string]; en: [string, string, string] }> = {
  'community:search.count': {
    pt: ['0 resultados', '1 resultado', '2 resultados'],
    en: ['0 results', '1 result', '2 results'],
  },
  'community:search.tooShort': {
    pt: ['Digite pelo menos 0 caracteres.', 'Digite pelo menos 1 caractere.', 'Digite pelo menos 2 caracteres.'],
    en: ['Type at least 0 characters.', 'Type at least 1 character.', 'Type at least 2 characters.'],
  },
  'common:likes': {
    pt: ['0 curtidas', '1 curtida', '2 curtidas'],
    en: ['0 likes', '1 like', '2 likes'],
  },
  'common:commentCount': {
    pt: ['0 comentários', '1 comentário', '2 comentários'],
    en: ['0 comments', '1 comment', '2 comments'],
  },
  'common:form.tooShort': {
    pt: ['Use pelo menos 0 caracteres.', 'Use pelo menos 1 caractere.', 'Use pelo menos 2 caracteres.'],
    en: ['Use at least 0 characters.', 'Use at least 1 character.', 'Use at least 2 characters.'],
  },
  'common:form.tooLong': {
    pt: ['Use no máximo 0 caracteres.', 'Use no máximo 1 caractere.', 'Use no máximo 2 caracteres.'],
    en: ['Use at most 0 characters.', 'Use at most 1 character.', 'Use at most 2 characters.'],
  },
  'common:comments.tooLong': {
    pt: ['O comentário deve ter no máximo 0 caracteres.', 'O comentário deve ter no máximo 1 caractere.', 'O comentário deve ter no máximo 2 caracteres.'],
    en: ['A comment can have at most 0 characters.', 'A comment can have at most 1 character.', 'A comment can have at most 2 characters.'],
  },
  'dashboard:welcome.streak': {
    pt: ['Nenhum dia seguido', '1 dia seguido', '2 dias seguidos'],
    en: ['No day streak yet', '1 day in a row', '2 days in a row'],
  },
  'dashboard:badges.count': {
    pt: ['Nenhuma ainda', '1 conquista', '2 conquistas'],
    en: ['None yet', '1 badge', '2 badges'],
  },
  'dashboard:firstLesson.lessons': {
    pt: ['0 aulas', '1 aula', '2 aulas'],
    en: ['0 lessons', '1 lesson', '2 lessons'],
  },
  'dashboard:recentBadges.andMore': {
    pt: ['e mais 0 conquistas', 'e mais 1 conquista', 'e mais 2 conquistas'],
    en: ['and 0 more badges', 'and 1 more badge', 'and 2 more badges'],
  },
  'corrections:item.sentences': {
    pt: ['0 frases', '1 frase', '2 frases'],
    en: ['0 sentences', '1 sentence', '2 sentences'],
  },
  'corrections:item.corrections': {
    pt: ['0 correções', '1 correção', '2 correções'],
    en: ['0 corrections', '1 correction', '2 corrections'],
  },
  'corrections:write.previewCount': {
    pt: ['0 frases (10 frases no máximo)', '1 frase (10 frases no máximo)', '2 frases (10 frases no máximo)'],
    en: ['0 sentences (10 sentences at most)', '1 sentence (10 sentences at most)', '2 sentences (10 sentences at most)'],
  },
  'corrections:writing.correctCount': {
    pt: ['✓ 0 disseram que está correta', '✓ 1 disse que está correta', '✓ 2 disseram que está correta'],
    en: ['✓ 0 said it is correct', '✓ 1 said it is correct', '✓ 2 said it is correct'],
  },
  'corrections:writing.correctionsCount': {
    pt: ['0 correções', '1 correção', '2 correções'],
    en: ['0 corrections', '1 correction', '2 corrections'],
  },
  'corrections:replies.toggle': {
    pt: ['0 respostas', '1 resposta', '2 respostas'],
    en: ['0 replies', '1 reply', '2 replies'],
  },
  'corrections:serverErrors.rateLimited': {
    pt: ['Muitas ações seguidas. Tente de novo em 0 segundos.', 'Muitas ações seguidas. Tente de novo em 1 segundo.', 'Muitas ações seguidas. Tente de novo em 2 segundos.'],
    en: ['Too many actions in a row. Try again in 0 seconds.', 'Too many actions in a row. Try again in 1 second.', 'Too many actions in a row. Try again in 2 seconds.'],
  },
  'dashboard:corrections.waiting.pt': {
    pt: ['0 textos esperando correção em português', '1 texto esperando correção em português', '2 textos esperando correção em português'],
    en: ['0 texts waiting for a correction in Portuguese', '1 text waiting for a correction in Portuguese', '2 texts waiting for a correction in Portuguese'],
  },
  'dashboard:corrections.waiting.en': {
    pt: ['0 textos esperando correção em inglês', '1 texto esperando correção em inglês', '2 textos esperando correção em inglês'],
    en: ['0 texts waiting for a correction in English', '1 text waiting for a correction in English', '2 texts waiting for a correction in English'],
  },
  'dashboard:corrections.mine': {
    pt: ['0 textos seus ainda esperando correção', '1 texto seu ainda esperando correção', '2 textos seus ainda esperando correção'],
    en: ['0 of your texts are still waiting for a correction', '1 of your texts is still waiting for a correction', '2 of your texts are still waiting for a correction'],
  },
  'admin:reports.corrections.helpfulOf': {
    pt: ['de 0 correções', 'de 1 correção', 'de 2 correções'],
    en: ['of 0 corrections', 'of 1 correction', 'of 2 corrections'],
  },
  'courses:catalogue.remaining': {
    pt: ['Você ainda pode fazer 0 downloads hoje.', 'Você ainda pode fazer 1 download hoje.', 'Você ainda pode fazer 2 downloads hoje.'],
    en: ['You can still download 0 courses today.', 'You can still download 1 course today.', 'You can still download 2 courses today.'],
  },
  'courses:card.lessons': {
    pt: ['0 aulas', '1 aula', '2 aulas'],
    en: ['0 lessons', '1 lesson', '2 lessons'],
  },
  'courses:card.students': {
    pt: ['0 alunos', '1 aluno', '2 alunos'],
    en: ['0 students', '1 student', '2 students'],
  },
  'courses:card.downloads': {
    pt: ['0 downloads', '1 download', '2 downloads'],
    en: ['0 downloads', '1 download', '2 downloads'],
  },
  'errors:server.COURSES.QUIZ_RATE_LIMITED': {
    pt: [
      'Muitas respostas: no máximo 10 por minuto. Tente novamente em 0 segundos.',
      'Muitas respostas: no máximo 10 por minuto. Tente novamente em 1 segundo.',
      'Muitas respostas: no máximo 10 por minuto. Tente novamente em 2 segundos.',
    ],
    en: [
      'Too many answers: at most 10 per minute. Try again in 0 seconds.',
      'Too many answers: at most 10 per minute. Try again in 1 second.',
      'Too many answers: at most 10 per minute. Try again in 2 seconds.',
    ],
  },
  'learning:quiz.intro': {
    pt: ['0 perguntas sobre esta aula. Sem cronômetro: responda no seu ritmo.', 'Uma pergunta sobre esta aula. Sem cronômetro: responda no seu ritmo.', '2 perguntas sobre esta aula. Sem cronômetro: responda no seu ritmo.'],
    en: ['0 questions about this lesson. No timer: answer at your own pace.', 'One question about this lesson. No timer: answer at your own pace.', '2 questions about this lesson. No timer: answer at your own pace.'],
  },
  'learning:quiz.rateLimited': {
    pt: ['Muitas respostas em pouco tempo. Tente de novo em 0 segundos.', 'Muitas respostas em pouco tempo. Tente de novo em 1 segundo.', 'Muitas respostas em pouco tempo. Tente de novo em 2 segundos.'],
    en: ['Too many answers in a short time. Try again in 0 seconds.', 'Too many answers in a short time. Try again in 1 second.', 'Too many answers in a short time. Try again in 2 seconds.'],
  },
  'learning:quiz.summary': {
    pt: ['Você acertou 0 de 0 perguntas.', 'Você acertou 1 de 1 pergunta.', 'Você acertou 2 de 2 perguntas.'],
    en: ['You got 0 of 0 questions right.', 'You got 1 of 1 question right.', 'You got 2 of 2 questions right.'],
  },
  'learning:quizEditor.errors.distractors': {
    pt: ['No máximo 0 distratores.', 'No máximo 1 distrator.', 'No máximo 2 distratores.'],
    en: ['At most 0 distractors.', 'At most 1 distractor.', 'At most 2 distractors.'],
  },
  'learning:course.lessonsDone': {
    pt: ['0/0 aulas concluídas', '1/1 aula concluída', '2/2 aulas concluídas'],
    en: ['0/0 lessons completed', '1/1 lesson completed', '2/2 lessons completed'],
  },
  'learning:rating.stars': {
    pt: ['0 estrelas', '1 estrela', '2 estrelas'],
    en: ['0 stars', '1 star', '2 stars'],
  },
  'learning:admin.lessonCount': {
    pt: ['0 aulas', '1 aula', '2 aulas'],
    en: ['0 lessons', '1 lesson', '2 lessons'],
  },
  'community:composer.rateLimited': {
    pt: ['Você está enviando posts rápido demais. Tente novamente em 0 segundos.', 'Você está enviando posts rápido demais. Tente novamente em 1 segundo.', 'Você está enviando posts rápido demais. Tente novamente em 2 segundos.'],
    en: ['You are posting too fast. Try again in 0 seconds.', 'You are posting too fast. Try again in 1 second.', 'You are posting too fast. Try again in 2 seconds.'],
  },
  'community:comments.rateLimited': {
    pt: ['Você está comentando rápido demais. Tente novamente em 0 segundos.', 'Você está comentando rápido demais. Tente novamente em 1 segundo.', 'Você está comentando rápido demais. Tente novamente em 2 segundos.'],
    en: ['You are commenting too fast. Try again in 0 seconds.', 'You are commenting too fast. Try again in 1 second.', 'You are commenting too fast. Try again in 2 seconds.'],
  },
  'ranking:summary.positionOf': {
    pt: ['de 0 membros', 'de 1 membro', 'de 2 membros'],
    en: ['of 0 members', 'of 1 member', 'of 2 members'],
  },
  'ranking:summary.streak': {
    pt: ['Nenhum dia seguido', '1 dia seguido', '2 dias seguidos'],
    en: ['No day streak', '1 day in a row', '2 days in a row'],
  },
  'chat:rooms.online': {
    pt: ['0 online', '1 online', '2 online'],
    en: ['0 online', '1 online', '2 online'],
  },
  'settings:picture.limited': {
    pt: ['Você já enviou 10 fotos na última hora. Tente novamente em 0 minutos.', 'Você já enviou 10 fotos na última hora. Tente novamente em 1 minuto.', 'Você já enviou 10 fotos na última hora. Tente novamente em 2 minutos.'],
    en: ['You have uploaded 10 pictures in the last hour. Try again in 0 minutes.', 'You have uploaded 10 pictures in the last hour. Try again in 1 minute.', 'You have uploaded 10 pictures in the last hour. Try again in 2 minutes.'],
  },
  'profile:view.courseProgress': {
    pt: ['0/0 aulas', '1/1 aula', '2/2 aulas'],
    en: ['0/0 lessons', '1/1 lesson', '2/2 lessons'],
  },
  'notifications:bell.labelUnread': {
    pt: ['Notificações (0 não lidas)', 'Notificações (1 não lida)', 'Notificações (2 não lidas)'],
    en: ['Notifications (0 unread)', 'Notifications (1 unread)', 'Notifications (2 unread)'],
  },
  'notifications:unreadCount': {
    pt: ['Nenhuma não lida', '1 não lida', '2 não lidas'],
    en: ['None unread', '1 unread', '2 unread'],
  },
  'admin:users.total': {
    pt: ['0 usuários', '1 usuário', '2 usuários'],
    en: ['0 users', '1 user', '2 users'],
  },
  'admin:users.postCount': {
    pt: ['0 posts', '1 post', '2 posts'],
    en: ['0 posts', '1 post', '2 posts'],
  },
  'admin:users.streak': {
    pt: ['0 dias seguidos', '1 dia seguido', '2 dias seguidos'],
    en: ['0-day streak', '1-day streak', '2-day streak'],
  },
  'admin:users.details.banDays': {
    pt: ['0 dias', '1 dia', '2 dias'],
    en: ['0 days', '1 day', '2 days'],
  },
  'admin:users.actions.days': {
    pt: ['0 dias', '1 dia', '2 dias'],
    en: ['0 days', '1 day', '2 days'],
  },
  'admin:reports.health.integrityDetail': {
    pt: ['0 de 0 usuários com perfil completo', '1 de 1 usuário com perfil completo', '2 de 2 usuários com perfil completo'],
    en: ['0 of 0 users with a completed profile', '1 of 1 user with a completed profile', '2 of 2 users with a completed profile'],
  },
  'admin:debug.deliveryAttempts': {
    pt: ['0 tentativas', '1 tentativa', '2 tentativas'],
    en: ['0 attempts', '1 attempt', '2 attempts'],
  },
  'admin:audit.total': {
    pt: ['0 ações registradas', '1 ação registrada', '2 ações registradas'],
    en: ['0 actions recorded', '1 action recorded', '2 actions recorded'],
  },
  'adminCourses:stats.downloads': {
    pt: ['0 downloads', '1 download', '2 downloads'],
    en: ['0 downloads', '1 download', '2 downloads'],
  },
  'adminCourses:stats.lessons': {
    pt: ['0 aulas', '1 aula', '2 aulas'],
    en: ['0 lessons', '1 lesson', '2 lessons'],
  },
  'adminCourses:stats.students': {
    pt: ['0 alunos', '1 aluno', '2 alunos'],
    en: ['0 students', '1 student', '2 students'],
  },
  'errors:server.IDENTITY.ADMIN_LOGIN_THROTTLED': {
    pt: ['Muitas tentativas de login. Tente novamente em 0 segundos.', 'Muitas tentativas de login. Tente novamente em 1 segundo.', 'Muitas tentativas de login. Tente novamente em 2 segundos.'],
    en: ['Too many sign-in attempts. Try again in 0 seconds.', 'Too many sign-in attempts. Try again in 1 second.', 'Too many sign-in attempts. Try again in 2 seconds.'],
  },
  'errors:server.IDENTITY.ADMIN_LOGIN_LOCKED': {
    pt: ['Muitas tentativas de login. Tente novamente em 0 minutos.', 'Muitas tentativas de login. Tente novamente em 1 minuto.', 'Muitas tentativas de login. Tente novamente em 2 minutos.'],
    en: ['Too many sign-in attempts. Try again in 0 minutes.', 'Too many sign-in attempts. Try again in 1 minute.', 'Too many sign-in attempts. Try again in 2 minutes.'],
  },
  'errors:server.COMMUNITY.POST_RATE_LIMITED': {
    pt: ['Você pode enviar um post a cada 5 segundos. Tente novamente em 0 segundos.', 'Você pode enviar um post a cada 5 segundos. Tente novamente em 1 segundo.', 'Você pode enviar um post a cada 5 segundos. Tente novamente em 2 segundos.'],
    en: ['You can send a post every 5 seconds. Try again in 0 seconds.', 'You can send a post every 5 seconds. Try again in 1 second.', 'You can send a post every 5 seconds. Try again in 2 seconds.'],
  },
  'errors:server.COMMUNITY.COMMENT_RATE_LIMITED': {
    pt: ['Você pode comentar a cada 5 segundos. Tente novamente em 0 segundos.', 'Você pode comentar a cada 5 segundos. Tente novamente em 1 segundo.', 'Você pode comentar a cada 5 segundos. Tente novamente em 2 segundos.'],
    en: ['You can comment every 5 seconds. Try again in 0 seconds.', 'You can comment every 5 seconds. Try again in 1 second.', 'You can comment every 5 seconds. Try again in 2 seconds.'],
  },
  'errors:server.GAMIFICATION.XP_ADD_RATE_LIMITED': {
    pt: ['Muitas requisições: no máximo 10 por minuto. Tente novamente em 0 segundos.', 'Muitas requisições: no máximo 10 por minuto. Tente novamente em 1 segundo.', 'Muitas requisições: no máximo 10 por minuto. Tente novamente em 2 segundos.'],
    en: ['Too many requests: at most 10 per minute. Try again in 0 seconds.', 'Too many requests: at most 10 per minute. Try again in 1 second.', 'Too many requests: at most 10 per minute. Try again in 2 seconds.'],
  },
  'errors:server.IDENTITY.BLOCK_RATE_LIMITED': {
    pt: ['Muitas alterações de bloqueio: no máximo 10 por minuto. Tente novamente em 0 segundos.', 'Muitas alterações de bloqueio: no máximo 10 por minuto. Tente novamente em 1 segundo.', 'Muitas alterações de bloqueio: no máximo 10 por minuto. Tente novamente em 2 segundos.'],
    en: ['Too many block changes: at most 10 per minute. Try again in 0 seconds.', 'Too many block changes: at most 10 per minute. Try again in 1 second.', 'Too many block changes: at most 10 per minute. Try again in 2 seconds.'],
  },
  'errors:server.SEARCH.RATE_LIMITED': {
    pt: ['Buscas demais em pouco tempo. Tente novamente em 0 segundos.', 'Buscas demais em pouco tempo. Tente novamente em 1 segundo.', 'Buscas demais em pouco tempo. Tente novamente em 2 segundos.'],
    en: ['Too many searches in a short time. Try again in 0 seconds.', 'Too many searches in a short time. Try again in 1 second.', 'Too many searches in a short time. Try again in 2 seconds.'],
  },
  'flags:errors.rateLimitedHours': {
    pt: ['Você chegou ao limite de denúncias de hoje. Tente de novo em 0 horas.', 'Você chegou ao limite de denúncias de hoje. Tente de novo em 1 hora.', 'Você chegou ao limite de denúncias de hoje. Tente de novo em 2 horas.'],
    en: ['You have reached today’s limit of reports. Try again in 0 hours.', 'You have reached today’s limit of reports. Try again in 1 hour.', 'You have reached today’s limit of reports. Try again in 2 hours.'],
  },
  'flags:errors.rateLimitedMinutes': {
    pt: ['Você chegou ao limite de denúncias de hoje. Tente de novo em 0 minutos.', 'Você chegou ao limite de denúncias de hoje. Tente de novo em 1 minuto.', 'Você chegou ao limite de denúncias de hoje. Tente de novo em 2 minutos.'],
    en: ['You have reached today’s limit of reports. Try again in 0 minutes.', 'You have reached today’s limit of reports. Try again in 1 minute.', 'You have reached today’s limit of reports. Try again in 2 minutes.'],
  },
  'review:start.due': {
    pt: ['0 revisões', '1 revisão', '2 revisões'],
    en: ['0 reviews', '1 review', '2 reviews'],
  },
  'review:start.new': {
    pt: ['0 cartões novos', '1 cartão novo', '2 cartões novos'],
    en: ['0 new cards', '1 new card', '2 new cards'],
  },
  'review:start.learning': {
    pt: ['0 errados da última vez', '1 errado da última vez', '2 errados da última vez'],
    en: ['0 missed last time', '1 missed last time', '2 missed last time'],
  },
  'review:start.deck': {
    pt: ['0 cartões no baralho', '1 cartão no baralho', '2 cartões no baralho'],
    en: ['0 cards in your deck', '1 card in your deck', '2 cards in your deck'],
  },
  'review:end.right': {
    pt: ['Você acertou 0 de 0 cartões.', 'Você acertou 1 de 1 cartão.', 'Você acertou 2 de 2 cartões.'],
    en: ['You got 0 of 0 cards right.', 'You got 1 of 1 card right.', 'You got 2 of 2 cards right.'],
  },
  'review:serverErrors.rateLimited': {
    pt: ['Muitas respostas em pouco tempo. Tente de novo em 0 segundos.', 'Muitas respostas em pouco tempo. Tente de novo em 1 segundo.', 'Muitas respostas em pouco tempo. Tente de novo em 2 segundos.'],
    en: ['Too many answers in a short time. Try again in 0 seconds.', 'Too many answers in a short time. Try again in 1 second.', 'Too many answers in a short time. Try again in 2 seconds.'],
  },
  'admin:flags.item.reports': {
    pt: ['0 denúncias', '1 denúncia', '2 denúncias'],
    en: ['0 reports', '1 report', '2 reports'],
  },
};

/** Params some counted texts carry beside `count` (a fraction's parts, a limit the text names). */
const params = (n: number) => ({ count: n, value: n, done: n, total: n, withProfile: n, interval: 5, max: 10 });

/** Texts with `{{count}}` whose noun does not follow the count (a counter, an abbreviation, always > 1). */
const COUNT_WITHOUT_NOUN = new Set([
  'common:counter.short',
  'common:counter.long',
  'common:time.hoursAgo',
  'common:time.daysAgo',
  'dashboard:badges.overflow',
  'dashboard:badges.overflowLabel',
  'ranking:list.top',
  // The review deck's "N para revisar hoje" (issue 48): cards of any kind, no noun.
  'nav:reviewDue',
  'dashboard:review.today',
  'review:start.today',
  'review:end.more',
]);

type Tree = { [key: string]: string | Tree };

function pluralKeys(tree: Tree, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') pluralKeys(value, `${prefix}${key}.`).forEach((k) => keys.add(k));
    else if (/_(one|other)$/.test(key)) keys.add(prefix + key.replace(/_(one|other)$/, ''));
  }
  return [...keys];
}

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const catalogues = { pt, en } as unknown as Record<'pt' | 'en', Record<string, Tree>>;

function reader(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

describe('counted nouns (i18next plurals)', () => {
  it('every plural key of either catalogue has its forms written in this table', () => {
    for (const lng of ['pt', 'en'] as const) {
      const found = Object.entries(catalogues[lng]).flatMap(([ns, tree]) => pluralKeys(tree).map((key) => `${ns}:${key}`));
      expect(found.sort()).toEqual(Object.keys(expected).sort());
    }
  });

  it('no text writes a plural as "(s)", and a count sits only in plural forms', () => {
    const wrong: string[] = [];
    for (const lng of ['pt', 'en'] as const) {
      for (const [ns, tree] of Object.entries(catalogues[lng])) {
        for (const [key, text] of texts(tree)) {
          if (/\w\(s\)/.test(text)) wrong.push(`${lng} ${ns}:${key}: ${text}`);
          const counted = /\{\{count[},]/.test(text) && !/_(zero|one|other)$/.test(key);
          if (counted && !COUNT_WITHOUT_NOUN.has(`${ns}:${key}`)) wrong.push(`${lng} ${ns}:${key}: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  describe.each(Object.entries(expected))('%s', (key, forms) => {
    it.each(['pt', 'en'] as const)('in %s, for 0, 1 and 2', (lng) => {
      const i18n = reader(lng);
      const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;
      expect([0, 1, 2].map((n) => translate(key, params(n)))).toEqual(forms[lng]);
    });
  });
});
