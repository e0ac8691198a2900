/**
 * Every screen's URL in one place, so links elsewhere do not hand-build strings. The route
 * table in app/router.tsx registers these patterns.
 */
export const routePatterns = {
  landing: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  profileSetup: '/profile/setup',
  courses: '/cursos',
  course: '/curso/:courseId',
  courseRating: '/curso/:courseId/avaliar',
  lesson: '/curso/:courseId/aula/:lessonId',
  courseUpload: '/upload-curso',
  community: '/comunidade',
  communityPost: '/comunidade/post/:postId',
  corrections: '/correcoes',
  correctionsWrite: '/correcoes/escrever',
  writing: '/correcoes/:writingId',
  writingEdit: '/correcoes/:writingId/editar',
  review: '/revisao',
  ranking: '/ranking',
  ranks: '/patentes',
  chat: '/chat',
  settings: '/configuracoes',
  ownProfile: '/perfil',
  publicProfile: '/perfil-publico/:userId',
  notifications: '/notificacoes',
  admin: '/admin',
  adminPosts: '/admin/posts',
  adminUsers: '/admin/users',
  adminCourses: '/admin/courses',
  adminCourseContent: '/admin/courses/:courseId/content',
  adminReports: '/admin/reports',
  adminFlags: '/admin/flags',
  adminAudit: '/admin/audit',
  adminWritingPrompts: '/admin/writing-prompts',
  adminDebug: '/admin/debug',
} as const;

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  ...routePatterns,
  course: (courseId: string) => `/curso/${segment(courseId)}`,
  courseRating: (courseId: string) => `/curso/${segment(courseId)}/avaliar`,
  lesson: (courseId: string, lessonId: string) =>
    `/curso/${segment(courseId)}/aula/${segment(lessonId)}`,
  communityPost: (postId: string) => `/comunidade/post/${segment(postId)}`,
  writing: (writingId: string) => `/correcoes/${segment(writingId)}`,
  writingEdit: (writingId: string) => `/correcoes/${segment(writingId)}/editar`,
  publicProfile: (userId: string) => `/perfil-publico/${segment(userId)}`,
  adminCourseContent: (courseId: string) => `/admin/courses/${segment(courseId)}/content`,
  /** /correcoes: the queue of one language, and the member's own texts (issue 47). */
  correctionsQueue: (language: string) => `/correcoes?language=${encodeURIComponent(language)}`,
  correctionsMine: '/correcoes?aba=meus',
} as const;

/** The legal pages, written by the server outside the SPA's routes (ADR 0110). */
export const legalPages = { terms: '/termos', privacy: '/privacidade' } as const;

/** A legal page in the reader's language: Portuguese is the page's own, English asks for it. */
export function legalPageHref(page: keyof typeof legalPages, language: string): string {
  return language === 'en' ? `${legalPages[page]}?lang=en` : legalPages[page];
}
