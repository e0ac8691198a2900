const chat = {
  title: 'Chat da comunidade',
  subtitle: 'Converse em tempo real com quem aprende os mesmos idiomas que você.',
  restricted: {
    title: 'Acesso Restrito',
    description: 'Faça login para acessar o chat da comunidade!',
    signIn: 'Entrar',
    signInError: 'Não foi possível iniciar o login. Tente novamente.',
  },
  rooms: {
    heading: 'Salas',
    loading: 'Carregando salas…',
    error: 'Não foi possível carregar as salas.',
    empty: 'Nenhuma sala disponível.',
    online_one: '{{count}} online',
    online_other: '{{count}} online',
    back: 'Salas',
  },
  welcome: {
    title: 'Bem-vindo ao chat!',
    description: 'Escolha uma sala para começar a conversar.',
  },
  messages: {
    loading: 'Carregando mensagens…',
    error: 'Não foi possível carregar as mensagens.',
    retry: 'Tentar novamente',
    emptyTitle: 'Nenhuma mensagem ainda',
    emptyDescription: 'Seja o primeiro a dizer olá nesta sala!',
    newMessages: 'Novas mensagens',
    scrollToBottom: 'Ir para o fim',
    loadOlder: 'Carregar mensagens anteriores',
    live: 'Ao vivo',
    polling: 'Atualizando a cada 3 s',
    listLabel: 'Mensagens da sala {{room}}',
  },
  composer: {
    label: 'Mensagem',
    placeholder: 'Digite sua mensagem… (Enter envia, Shift+Enter quebra a linha)',
    send: 'Enviar',
    counter: '{{count}}/{{max}}',
    sendError: 'Erro ao enviar mensagem: {{error}}',
    unknownError: 'Erro desconhecido',
    networkError: 'Erro de rede ao enviar mensagem. Tente novamente.',
    slowMode: 'Você está enviando mensagens rápido demais. Aguarde {{seconds}} s.',
    banned: 'Sua conta está suspensa e não pode enviar mensagens.',
  },
  users: {
    heading: 'Online agora',
    empty: 'Ninguém online nesta sala.',
    error: 'Não foi possível carregar quem está online.',
  },
};

export default chat;
