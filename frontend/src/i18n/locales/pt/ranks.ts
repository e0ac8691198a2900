const ranks = {
  title: 'Patentes',
};

export default ranks;
