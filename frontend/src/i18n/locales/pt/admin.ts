const admin = {
  home: { title: 'Painel administrativo' },
  posts: { title: 'Moderação de posts' },
  users: { title: 'Gerenciar usuários' },
  courses: { title: 'Gerenciar cursos' },
  content: { title: 'Conteúdo do curso' },
  reports: { title: 'Relatórios' },
  debug: { title: 'Diagnóstico' },
  accessDenied: {
    title: 'Acesso Negado',
    description: 'Você não tem permissão para acessar esta área.',
    backToDashboard: 'Voltar ao dashboard',
    backToHome: 'Voltar para o início',
  },
  login: {
    title: 'Acesso administrativo',
    subtitle: 'Entre com as credenciais de administrador.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    cancel: 'Cancelar',
    close: 'Fechar',
    required: 'Preencha o e-mail e a senha.',
    success: 'Login administrativo realizado com sucesso!',
    invalidCredentials: 'Credenciais administrativas inválidas!',
    tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    serverError: 'Erro interno do servidor. Tente novamente.',
    connectionError: 'Erro de conexão. Verifique sua internet e tente novamente.',
  },
};

export default admin;
