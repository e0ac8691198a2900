import type pt from '../pt/admin';
import type { Catalogue } from '../../catalogue';

const admin: Catalogue<typeof pt> = {
  home: { title: 'Admin panel' },
  posts: { title: 'Post moderation' },
  users: { title: 'Manage users' },
  courses: { title: 'Manage courses' },
  content: { title: 'Course content' },
  reports: { title: 'Reports' },
  debug: { title: 'Diagnostics' },
  accessDenied: {
    title: 'Access Denied',
    description: 'You do not have permission to access this area.',
    backToDashboard: 'Back to the dashboard',
    backToHome: 'Back to home',
  },
  login: {
    title: 'Administrator access',
    subtitle: 'Sign in with the administrator credentials.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    close: 'Close',
    required: 'Fill in the e-mail and the password.',
    success: 'Administrator login successful!',
    invalidCredentials: 'Invalid administrator credentials!',
    tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
    serverError: 'Internal server error. Please try again.',
    connectionError: 'Connection error. Check your internet connection and try again.',
  },
};

export default admin;
