import type pt from '../pt/landing';
import type { Catalogue } from '../../catalogue';

const landing: Catalogue<typeof pt> = {
  title: 'Poliglota',
  tagline: 'Learn languages together: earn XP, climb the ranks and practise with people who speak the language you study.',
  cta: 'Get started',
};

export default landing;
