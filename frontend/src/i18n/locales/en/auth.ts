import type pt from '../pt/auth';
import type { Catalogue } from '../../catalogue';

const auth: Catalogue<typeof pt> = {
  callback: {
    title: 'Signing you in',
  },
};

export default auth;
