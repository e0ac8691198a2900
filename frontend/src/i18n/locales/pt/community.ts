const community = {
  title: 'Comunidade',
};

export default community;
