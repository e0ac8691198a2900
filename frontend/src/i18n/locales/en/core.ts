// What every page may show before its own chunk arrives: the landing page, the navbar, the bell,
// sign-in and the error pages (ADR 0072).
import auth from './auth';
import common from './common';
import errors from './errors';
import landing from './landing';
import languages from './languages';
import nav from './nav';
import notifications from './notifications';

export default { common, nav, landing, auth, languages, notifications, errors };
