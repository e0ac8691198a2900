import type pt from '../pt/dashboard';
import type { Catalogue } from '../../catalogue';

const dashboard: Catalogue<typeof pt> = {
  title: 'Dashboard',
};

export default dashboard;
