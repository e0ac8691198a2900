const nav = {
  mainLabel: 'Navegação principal',
  homeLink: 'Poliglota — ir para o dashboard',
  dashboard: 'Dashboard',
  courses: 'Cursos',
  corrections: 'Correções',
  community: 'Comunidade',
  ranking: 'Ranking',
  ranks: 'Patentes',
  chat: 'Chat',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  pageLoading: 'Carregando página…',
  guestHomeLink: 'Poliglota — ir para a página inicial',
  adminHomeLink: 'Poliglota — ir para o painel administrativo',
  settings: 'Configurações',
  signIn: 'Entrar',
  adminLogout: 'Sair',
  adminLogoutLabel: 'Sair da sessão administrativa',
  account: {
    label: 'Sua conta',
    open: 'Menu da conta de {{name}}',
    viewProfile: 'Visualizar Perfil',
    logout: 'Sair',
  },
};

export default nav;
