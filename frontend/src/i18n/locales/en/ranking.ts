import type pt from '../pt/ranking';
import type { Catalogue } from '../../catalogue';

const ranking: Catalogue<typeof pt> = {
  title: 'Weekly ranking',
};

export default ranking;
