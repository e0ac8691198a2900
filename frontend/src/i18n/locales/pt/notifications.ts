const notifications = {
  title: 'Notificações',
};

export default notifications;
