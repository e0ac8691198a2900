const errors = {
  notFound: {
    code: '404',
    title: 'Página não encontrada',
    description: 'O endereço que você abriu não existe ou foi movido.',
    backHome: 'Voltar para o início',
  },
  route: {
    title: 'Não foi possível abrir esta página',
    description: 'Verifique sua conexão e tente novamente.',
    reload: 'Recarregar página',
  },
};

export default errors;
