import type pt from '../pt/settings';
import type { Catalogue } from '../../catalogue';

const settings: Catalogue<typeof pt> = {
  title: 'Settings',
};

export default settings;
