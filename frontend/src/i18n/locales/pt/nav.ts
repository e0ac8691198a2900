const nav = {
  mainLabel: 'Navegação principal',
  homeLink: 'Poliglota — ir para o dashboard',
  dashboard: 'Dashboard',
  courses: 'Cursos',
  community: 'Comunidade',
  ranking: 'Ranking',
  ranks: 'Patentes',
  chat: 'Chat',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  pageLoading: 'Carregando página…',
};

export default nav;
