// The Portuguese catalogue is the source of truth for the shape of every namespace.
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

export const pt = {
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
