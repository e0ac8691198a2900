const auth = {
  callback: {
    title: 'Entrando na sua conta',
  },
};

export default auth;
