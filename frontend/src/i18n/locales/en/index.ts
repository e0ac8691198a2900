// Must list the same namespaces as ../pt/index.ts; resources.ts checks it at compile time.
import common from './common';
import nav from './nav';
import landing from './landing';
import auth from './auth';
import dashboard from './dashboard';
import courses from './courses';
import learning from './learning';
import community from './community';
import corrections from './corrections';
import review from './review';
import ranking from './ranking';
import ranks from './ranks';
import chat from './chat';
import settings from './settings';
import profile from './profile';
import notifications from './notifications';
import admin from './admin';
import adminCourses from './adminCourses';
import errors from './errors';
import languages from './languages';
import flags from './flags';

export const en = {
  common,
  nav,
  landing,
  auth,
  dashboard,
  courses,
  learning,
  community,
  corrections,
  review,
  ranking,
  ranks,
  chat,
  settings,
  profile,
  notifications,
  admin,
  adminCourses,
  errors,
  languages,
  flags,
};
