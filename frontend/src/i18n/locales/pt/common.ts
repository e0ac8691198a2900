const common = {
  appName: 'Poliglota',
  documentTitle: '{{page}} · Poliglota',
  // Also in index.html, for crawlers that do not run the SPA.
  metaDescription: 'Poliglota — comunidade gamificada para quem aprende idiomas.',
  skipToContent: 'Pular para o conteúdo',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  close: 'Fechar',
  /** A member's level on the rank badge. */
  level: 'Nv.{{level}}',
  /** The rank badge's name for screen readers. */
  rankLabel: 'Patente: {{rank}}',
  /** After a link that opens in a new tab, for screen readers. */
  newTab: '(abre em nova aba)',
  removedMember: 'Membro removido',
  /** A request that never got an answer (offline, server unreachable). */
  connectionError: 'Erro de conexão. Verifique sua internet e tente novamente.',
  /** A like button's count, for screen readers (components/ui/LikeButton). */
  likes_zero: '0 curtidas',
  likes_one: '{{count}} curtida',
  likes_other: '{{count}} curtidas',
  /** How many comments something has (posts, courses, a member's activity). */
  commentCount_zero: '0 comentários',
  commentCount_one: '{{count}} comentário',
  commentCount_other: '{{count}} comentários',
  /** A field's character counter (components/ui/CharacterCounter). */
  counter: {
    short: '{{count}}/{{max}}',
    long: '{{count}} de {{max}} caracteres',
  },
  /** A field that breaks a limit the server declares (lib/forms/fieldSchemas.ts). */
  form: {
    required: 'Preencha este campo.',
    tooShort_one: 'Use pelo menos {{count, number}} caractere.',
    tooShort_other: 'Use pelo menos {{count, number}} caracteres.',
    tooLong_one: 'Use no máximo {{count, number}} caractere.',
    tooLong_other: 'Use no máximo {{count, number}} caracteres.',
    tooSmall: 'O valor mínimo é {{min, number}}.',
    tooBig: 'O valor máximo é {{max, number}}.',
    invalid: 'Valor inválido.',
    httpsLink: 'Informe um endereço que comece com https://.',
  },
  /** The comment form (components/comments): the DTO's maxLength as the server says it. */
  comments: {
    tooLong_one: 'O comentário deve ter no máximo {{count, number}} caractere.',
    tooLong_other: 'O comentário deve ter no máximo {{count, number}} caracteres.',
  },
  comingSoon: {
    badge: 'Em breve',
    description: 'Estamos preparando esta tela. Volte em breve!',
  },
  language: {
    label: 'Idioma da interface',
    pt: 'PT',
    en: 'EN',
    ptName: 'Português',
    enName: 'English',
  },
  time: {
    justNow: 'agora',
    hoursAgo: '{{count}}h atrás',
    oneDayAgo: '1 dia atrás',
    daysAgo: '{{count}} dias atrás',
    invalidDate: 'Data inválida',
    /** A chat message of the day before, before its time: "ontem 14:03". */
    yesterday: 'ontem',
  },
  /** The languages a member speaks, with proficiency (profile setup and settings). */
  spokenLanguages: {
    legend: 'Idiomas que você fala',
    hint: 'Escolha o idioma e o seu nível de proficiência e toque em “Adicionar idioma”.',
    language: 'Idioma',
    proficiency: 'Nível de proficiência',
    chooseLanguage: 'Escolha o idioma',
    chooseProficiency: 'Escolha o nível',
    allAdded: 'Todos os idiomas já foram adicionados',
    add: 'Adicionar idioma',
    added: 'Idiomas adicionados',
    none: 'Nenhum idioma adicionado ainda.',
    remove: 'Remover {{language}}',
  },
  /** A post's languages (components/languages/LanguageChips). */
  postLanguages: {
    label: 'Idiomas do post',
    general: 'Geral',
  },
  proficiency: {
    beginner: 'Iniciante',
    intermediate: 'Intermediário',
    advanced: 'Avançado',
    fluent: 'Fluente',
    native: 'Nativo',
  },
  states: {
    errorTitle: 'Algo deu errado',
  },
  toasts: {
    label: 'Avisos',
  },
  xpToast: {
    gained: '+{{amount}} XP',
    levelUpTitle: 'Você subiu de nível!',
    levelUp: 'Nível {{level}}: {{rank}}',
    levelUpNoRank: 'Nível {{level}}',
    badgeTitle: 'Nova conquista!',
    reasons: {
      daily_login: 'Login diário',
      give_like: 'Você curtiu um post',
      comment_post: 'Você comentou um post',
      like_received: 'Seu post recebeu uma curtida',
      post_approved: 'Seu post foi aprovado',
      quality_content: 'Seu post ganhou o selo de qualidade',
      comment_course: 'Você comentou um curso',
      like_course: 'Você curtiu um curso',
      course_upload_approved: 'Seu curso foi aprovado',
      watch_lesson: 'Aula concluída',
      complete_course: 'Curso concluído',
      quiz_correct: 'Resposta certa',
      writing_posted: 'Você escreveu um texto para correção',
      correction_helpful: 'Sua correção foi marcada como útil',
      review_correct: 'Você acertou uma revisão',
      referral: 'Um amigo entrou pelo seu convite',
      admin_grant: 'Um presente da equipe',
    },
  },
};

export default common;
