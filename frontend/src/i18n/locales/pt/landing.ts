const landing = {
  title: 'Poliglota',
  header: {
    admin: 'Admin',
    adminLabel: 'Admin: entrar como administrador',
    signIn: 'Entrar',
    signUp: 'Cadastrar',
  },
  signInError: 'Erro ao obter URL de login. Tente novamente.',
  adminSessionStarted: 'Sessão de administrador iniciada',
  hero: {
    eyebrow: 'Comunidade gamificada de idiomas',
    title: 'Aprenda idiomas em comunidade e suba de patente',
    subtitle:
      'Ganhe XP a cada aula, post e comentário, mantenha sua sequência de dias e pratique com estudantes do mundo todo.',
    primary: 'Começar agora',
    secondary: 'Conhecer os recursos',
    card: {
      initials: 'MC',
      name: 'Maria Clara',
      rank: 'Explorador Cultural',
      level: 'Nível 4',
      xp: 'XP total',
      xpValue: '1.240 / 1.600',
      streak: '12 dias seguidos',
      goal: 'Meta diária: 40/50 XP',
      toast: '+10 XP por assistir a uma aula',
    },
  },
  stats: {
    label: 'A comunidade em números',
    users: 'Estudantes',
    languages: 'Idiomas',
    courses: 'Cursos',
    value: '{{value}}+',
    loading: 'Carregando…',
    unavailable: 'Indisponível no momento',
  },
  features: {
    title: 'Tudo para você praticar todos os dias',
    subtitle: 'Estudar fica mais leve quando cada passo conta pontos e tem gente junto com você.',
    xp: {
      title: 'XP e patentes',
      text: 'Ganhe XP por aulas, posts, comentários e quizzes. Suba por 10 patentes, do Calouro Linguístico à Lenda Linguística.',
    },
    community: {
      title: 'Comunidade ativa',
      text: 'Publique dúvidas e conquistas, comente, curta e troque dicas com quem estuda os mesmos idiomas.',
    },
    courses: {
      title: 'Cursos da comunidade',
      text: 'Encontre cursos enviados por outros estudantes, assista às aulas e envie os seus para ajudar a comunidade.',
    },
    ranking: {
      title: 'Ranking semanal',
      text: 'Toda semana um novo ranking: veja sua posição, dispute o pódio e acompanhe quem mais evoluiu.',
    },
    chat: {
      title: 'Chat em tempo real',
      text: 'Converse nas salas de cada idioma, pratique a escrita e faça amigos que falam a língua que você aprende.',
    },
    streak: {
      title: 'Meta diária e sequência',
      text: 'Defina quanto XP quer ganhar por dia e mantenha sua sequência de dias de estudo sem interrupções.',
    },
  },
  languages: {
    title: 'Idiomas mais estudados',
    subtitle: 'Encontre pessoas estudando a mesma língua que você.',
    students: '{{value}}+ estudantes',
  },
  finalCta: {
    title: 'Pronto para falar com o mundo?',
    text: 'Crie sua conta grátis em segundos com o Google e comece a ganhar XP hoje mesmo.',
    button: 'Criar minha conta grátis',
  },
  footer: {
    legal: 'Documentos legais',
    terms: 'Termos de Uso',
    privacy: 'Política de Privacidade',
    channel: 'Entre no canal do Telegram',
    newTab: '(abre em uma nova aba)',
    rights: '© {{year}} Poliglota. Feito por e para quem ama idiomas.',
  },
};

export default landing;
