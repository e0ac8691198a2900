const notifications = {
  title: 'Notificações',
  bell: {
    label: 'Notificações',
    labelUnread: 'Notificações ({{value}} não lidas)',
  },
};

export default notifications;
