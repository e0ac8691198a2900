import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadCatalogues, type Area } from '../i18n';
import { markFirstPageShown } from '../lib/idle';
import { routePatterns as p } from '../lib/paths';
import { formScreens } from './routes/formScreens';
import { ProfileSetupRedirect, RequireAdmin, RequireMember } from './guards';
import { AppLayout, AppLayoutFallback } from './layout/AppLayout';
import { RootFallback } from './layout/RootFallback';
import { RootLayout } from './layout/RootLayout';
import NotFoundPage from './routes/errors/NotFoundPage';
import { RouteErrorPage } from './routes/errors/RouteErrorPage';

/**
 * A page that says, once it is on screen, that the first page has rendered: what waits for that
 * (the event stream) starts when the browser is idle after it (ADR 0114). The router's layouts
 * render before it, around the spinner that shows while the page's chunk loads.
 */
function shown(Page: ComponentType): ComponentType {
  return function ShownPage() {
    useEffect(markFirstPageShown, []);
    return <Page />;
  };
}

/**
 * Each page is its own chunk. Page modules default-export their component; this adapts them to
 * React Router's `lazy` contract so pages stay plain components.
 */
function page(load: () => Promise<{ default: ComponentType }>, areas: Area[] = [], screen?: { preload(): Promise<void> }): RouteObject['lazy'] {
  return async () => {
    // A form screen downloads beside the page, which renders without waiting for it (formScreens.tsx).
    void screen?.preload().catch(() => undefined);
    // The page's texts download beside its code (ADR 0072).
    const [module] = await Promise.all([load(), loadCatalogues('core', ...areas)]);
    return { Component: shown(module.default) };
  };
}

const learner = (load: () => Promise<{ default: ComponentType }>, screen?: { preload(): Promise<void> }) => page(load, ['app'], screen);
const admin = (load: () => Promise<{ default: ComponentType }>) => page(load, ['app', 'admin']);

// Pages that share the navbar shell, grouped by who may see them. Errors thrown by a page render
// inside the shell.
const memberPages: RouteObject[] = [
  {
    // Right after sign-in, a member whose profile needs setting up is sent there once.
    Component: ProfileSetupRedirect,
    children: [{ path: p.dashboard, lazy: learner(() => import('./routes/dashboard/DashboardPage')) }],
  },
  { path: p.profileSetup, lazy: learner(() => import('./routes/profile/ProfileSetupPage'), formScreens.profileSetup) },
  { path: p.notifications, lazy: learner(() => import('./routes/notifications/NotificationsPage')) },
  { path: p.settings, lazy: learner(() => import('./routes/settings/SettingsPage'), formScreens.settings) },
  { path: p.ownProfile, lazy: learner(() => import('./routes/profile/OwnProfilePage')) },
  { path: p.publicProfile, lazy: learner(() => import('./routes/profile/PublicProfilePage')) },
  { path: p.ranking, lazy: learner(() => import('./routes/ranking/RankingPage')) },
  { path: p.ranks, lazy: learner(() => import('./routes/ranks/RanksPage')) },
  { path: p.corrections, lazy: learner(() => import('./routes/corrections/CorrectionsPage')) },
  { path: p.correctionsWrite, lazy: learner(() => import('./routes/corrections/WritePage'), formScreens.writing) },
  { path: p.writing, lazy: learner(() => import('./routes/corrections/WritingPage')) },
  { path: p.writingEdit, lazy: learner(() => import('./routes/corrections/EditWritingPage'), formScreens.editWriting) },
  { path: p.review, lazy: learner(() => import('./routes/review/ReviewPage')) },
];

// The course catalogue, course pages, the community and the chat's gate are public: guests see them with
// sign-in prompts.
const publicPages: RouteObject[] = [
  { path: p.community, lazy: learner(() => import('./routes/community/CommunityPage')) },
  { path: p.communityPost, lazy: learner(() => import('./routes/community/PostPage')) },
  { path: p.courses, lazy: learner(() => import('./routes/courses/CourseCataloguePage')) },
  { path: p.course, lazy: learner(() => import('./routes/courses/CourseDetailPage')) },
  // Visitors get Acesso Restrito there rather than a redirect (spec: admin section 2).
  { path: p.courseUpload, lazy: learner(() => import('./routes/courses/CourseUploadPage'), formScreens.upload) },
  { path: p.courseRating, lazy: learner(() => import('./routes/courses/CourseRatingPage'), formScreens.rating) },
  { path: p.lesson, lazy: learner(() => import('./routes/courses/LessonPage')) },
  // Visitors see Acesso Restrito there (spec section 2).
  { path: p.chat, lazy: learner(() => import('./routes/chat/ChatPage')) },
];

const adminPages: RouteObject[] = [
  { path: p.admin, lazy: admin(() => import('./routes/admin/AdminHomePage')) },
  { path: p.adminPosts, lazy: admin(() => import('./routes/admin/AdminPostsPage')) },
  { path: p.adminUsers, lazy: admin(() => import('./routes/admin/AdminUsersPage')) },
  { path: p.adminCourses, lazy: admin(() => import('./routes/admin/AdminCoursesPage')) },
  { path: p.adminCourseContent, lazy: admin(() => import('./routes/admin/AdminCourseContentPage')) },
  { path: p.adminReports, lazy: admin(() => import('./routes/admin/AdminReportsPage')) },
  { path: p.adminFlags, lazy: admin(() => import('./routes/admin/AdminFlagsPage')) },
  { path: p.adminAudit, lazy: admin(() => import('./routes/admin/AdminAuditPage')) },
  { path: p.adminWritingPrompts, lazy: admin(() => import('./routes/admin/AdminWritingPromptsPage')) },
  { path: p.adminDebug, lazy: admin(() => import('./routes/admin/AdminDebugPage')) },
];

const shellPages: RouteObject[] = [
  { Component: RequireMember, children: memberPages },
  { Component: RequireAdmin, children: adminPages },
  ...publicPages,
  // Eager: the error boundary renders it too, for 404 responses.
  { path: '*', Component: shown(NotFoundPage) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RootFallback,
    children: [
      // The landing page and the sign-in callback have no navbar shell.
      { index: true, lazy: page(() => import('./routes/landing/LandingPage')) },
      { path: p.authCallback, lazy: page(() => import('./routes/auth/AuthCallbackPage')) },
      {
        Component: AppLayout,
        // While the first page chunk loads, show the navbar with a spinner instead of a blank page.
        HydrateFallback: AppLayoutFallback,
        children: [{ ErrorBoundary: RouteErrorPage, children: shellPages }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
