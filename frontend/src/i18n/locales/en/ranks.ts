import type pt from '../pt/ranks';
import type { Catalogue } from '../../catalogue';

const ranks: Catalogue<typeof pt> = {
  title: 'Ranks',
};

export default ranks;
