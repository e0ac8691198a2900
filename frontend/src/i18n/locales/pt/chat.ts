const chat = {
  title: 'Chat da comunidade',
};

export default chat;
