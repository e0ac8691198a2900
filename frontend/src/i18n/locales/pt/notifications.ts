const notifications = {
  title: 'Notificações',
  subtitle: 'Suas conquistas, novidades da comunidade e avisos da equipe.',
  bell: {
    label: 'Notificações',
    labelUnread_one: 'Notificações ({{value}} não lida)',
    labelUnread_other: 'Notificações ({{value}} não lidas)',
  },
  dropdown: {
    title: 'Notificações',
    loading: 'Carregando notificações…',
    loadError: 'Erro ao carregar notificações.',
    empty: 'Nenhuma notificação por enquanto.',
    viewAll: 'Ver todas',
    markAll: 'Marcar todas como lidas',
  },
  unreadCount_zero: 'Nenhuma não lida',
  unreadCount_one: '{{count}} não lida',
  unreadCount_other: '{{count}} não lidas',
  unread: 'Não lida',
  markAll: 'Marcar todas como lidas',
  markAllError: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
  markReadError: 'Não foi possível marcar a notificação como lida.',
  markRead: 'Marcar como lida',
  open: 'Abrir',
  loading: 'Carregando notificações…',
  loadError: 'Erro ao carregar notificações.',
  connectionError: 'Erro ao conectar com o servidor.',
  loadMore: 'Carregar mais',
  loadMoreError: 'Erro ao carregar mais notificações.',
  empty: {
    title: 'Nenhuma notificação',
    description: 'Quando você ganhar conquistas, subir de nível ou seu post for aprovado, avisaremos aqui.',
  },
  listLabel: 'Lista de notificações',
  types: {
    level_up: 'Nível',
    community: 'Comunidade',
    admin_message: 'Aviso da equipe',
    other: 'Outros',
  },
};

export default notifications;
