const profile = {
  own: { title: 'Meu Perfil' },
  public: { title: 'Perfil público' },
  setup: { title: 'Complete seu perfil' },
};

export default profile;
