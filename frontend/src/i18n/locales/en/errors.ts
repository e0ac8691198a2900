import type pt from '../pt/errors';
import type { Catalogue } from '../../catalogue';

const errors: Catalogue<typeof pt> = {
  notFound: {
    code: '404',
    title: 'Page not found',
    description: 'The address you opened does not exist or has moved.',
    backHome: 'Back to home',
  },
  route: {
    title: 'This page could not be opened',
    description: 'Check your connection and try again.',
    reload: 'Reload page',
  },
};

export default errors;
