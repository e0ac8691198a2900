import { RateLimitedError, defineDomainError, segundos } from '../../../../shared/errors/index.js';
import { COMMENT_INTERVAL_SECONDS, MAX_PENDING_UPLOADS, UPLOAD_INTERVAL_SECONDS } from '../domain/course.js';

export const CourseNotFoundError = defineDomainError('COURSES.COURSE_NOT_FOUND', 'not_found', 'Curso não encontrado');
export const CommentNotFoundError = defineDomainError('COURSES.COMMENT_NOT_FOUND', 'not_found', 'Comentário não encontrado.');
export const CourseNotPendingError = defineDomainError(
  'COURSES.COURSE_NOT_PENDING',
  'conflict',
  'Este curso não está aguardando aprovação.',
);
export const CourseNotApprovedError = defineDomainError(
  'COURSES.COURSE_NOT_APPROVED',
  'conflict',
  'Só cursos aprovados podem ser publicados ou despublicados.',
);
export const CourseNotDownloadableError = defineDomainError(
  'COURSES.COURSE_NOT_DOWNLOADABLE',
  'conflict',
  'Este curso não tem download: acesse as aulas pela página do curso.',
);
export const AdminLevelError = defineDomainError('COURSES.ADMIN_LEVEL_INVALID', 'invalid', 'Nível inválido.');
export const TooManyPendingUploadsError = defineDomainError<{ max: number }>(
  'COURSES.TOO_MANY_PENDING_UPLOADS',
  'conflict',
  (p) => `Você já tem ${p.max} cursos aguardando aprovação. Aguarde a análise de algum deles antes de enviar outro.`,
);

export function tooManyPendingUploads(): InstanceType<typeof TooManyPendingUploadsError> {
  return new TooManyPendingUploadsError({ max: MAX_PENDING_UPLOADS });
}

export class UploadIntervalError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'COURSES.UPLOAD_RATE_LIMITED',
      `Você pode enviar um curso a cada ${UPLOAD_INTERVAL_SECONDS} segundos. Tente novamente em ${segundos(Math.ceil(retryAfterSeconds))}.`,
      retryAfterSeconds,
    );
    this.params = { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
  }
}

export class CommentIntervalError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'COURSES.COMMENT_RATE_LIMITED',
      `Você pode comentar a cada ${COMMENT_INTERVAL_SECONDS} segundos. Tente novamente em ${segundos(Math.ceil(retryAfterSeconds))}.`,
      retryAfterSeconds,
    );
    this.params = { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
  }
}

/**
 * The day's downloads are used up (spec: learner area sections 2 and 9). The
 * body says how many remain (0) and when the allowance resets, as an instant
 * and in words.
 */
export class DownloadLimitReachedError extends RateLimitedError {
  constructor(resetAt: Date, resetsIn: string, retryAfterSeconds: number) {
    super('COURSES.DOWNLOAD_LIMIT_REACHED', 'Limite diário atingido. Reseta à meia-noite (horário de Brasília).', retryAfterSeconds);
    this.details.downloadsRemaining = 0;
    this.details.resetAt = resetAt.toISOString();
    this.details.resetsIn = resetsIn;
    this.params = { resetAt: resetAt.toISOString(), resetsIn };
  }
}

/** The same comment (after normalisation) as the member's previous one on the course or lesson. */
export const DuplicateCommentError = defineDomainError('COURSES.DUPLICATE_COMMENT', 'conflict', 'Você já enviou este comentário.');
