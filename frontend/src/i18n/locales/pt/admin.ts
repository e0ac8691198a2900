const admin = {
  home: { title: 'Painel administrativo' },
  posts: { title: 'Moderação de posts' },
  users: { title: 'Gerenciar usuários' },
  courses: { title: 'Gerenciar cursos' },
  content: { title: 'Conteúdo do curso' },
  reports: { title: 'Relatórios' },
  debug: { title: 'Diagnóstico' },
};

export default admin;
