const settings = {
  title: 'Configurações',
};

export default settings;
