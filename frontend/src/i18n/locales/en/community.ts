import type pt from '../pt/community';
import type { Catalogue } from '../../catalogue';

const community: Catalogue<typeof pt> = {
  title: 'Community',
};

export default community;
