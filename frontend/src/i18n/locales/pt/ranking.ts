const ranking = {
  title: 'Ranking semanal',
};

export default ranking;
