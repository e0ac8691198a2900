import { defineDomainError } from '../../../../shared/errors/index.js';
import { lessonAccess, type LessonAccess, type LessonAccessFacts } from '../domain/lesson-access.js';

export const CourseHasNoContentError = defineDomainError(
  'COURSES.CONTENT_ONLY_ADMIN_COURSES',
  'conflict',
  'Só cursos criados pela administração têm módulos e aulas.',
);
export const ModuleNotFoundError = defineDomainError('COURSES.MODULE_NOT_FOUND', 'not_found', 'Módulo não encontrado');
export const LessonNotFoundError = defineDomainError('COURSES.LESSON_NOT_FOUND', 'not_found', 'Aula não encontrada');
export const LessonLockedError = defineDomainError(
  'COURSES.LESSON_LOCKED',
  'forbidden',
  'Esta aula faz parte de um módulo bloqueado: só as aulas gratuitas estão abertas.',
);
export const RatingNotEnrolledError = defineDomainError(
  'COURSES.RATING_NOT_ENROLLED',
  'forbidden',
  'Você precisa estar inscrito no curso para avaliá-lo.',
);
export const RatingNotEnoughProgressError = defineDomainError(
  'COURSES.RATING_NOT_ENOUGH_PROGRESS',
  'forbidden',
  'Conclua pelo menos uma aula ou 10% do curso para avaliá-lo.',
);

/**
 * The lesson, when the viewer may open it; otherwise the error its access answers: "Aula não
 * encontrada" (404) when hidden, 403 when locked. The lesson page, its progress writes, its quiz
 * and its comments all ask here, so the rule (`domain/lesson-access.ts`, ADR 0031) is one.
 */
export function openedLesson<T extends LessonAccessFacts>(viewer: { isAdmin: boolean }, lesson: T | null): T {
  const access: LessonAccess = lessonAccess(viewer, lesson);
  if (access === 'hidden') throw new LessonNotFoundError();
  if (access === 'locked') throw new LessonLockedError();
  return lesson!;
}
