const landing = {
  title: 'Poliglota',
  tagline: 'Aprenda idiomas em comunidade: ganhe XP, suba de patente e pratique com quem fala a língua que você estuda.',
  cta: 'Começar agora',
};

export default landing;
