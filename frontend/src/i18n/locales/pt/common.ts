const common = {
  appName: 'Poliglota',
  documentTitle: '{{page}} · Poliglota',
  skipToContent: 'Pular para o conteúdo',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  close: 'Fechar',
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
    dateError: 'Erro na data',
    invalidTime: 'Hora inválida',
    unknown: 'Desconhecido',
  },
  states: {
    errorTitle: 'Algo deu errado',
    emptyTitle: 'Nada por aqui ainda',
  },
};

export default common;
