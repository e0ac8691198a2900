/**
 * Rules for courses (spec: learner area sections 3, 5 and 9; admin and learning
 * content sections 3, 5 and 9). Plain TypeScript: no Nest, no ORM, no HTTP.
 */
import type { Validated } from '../../../../shared/errors/index.js';
import type { LanguageCode } from '../../../../shared/languages.js';
import { isPublicLink, LINK_MAX_LENGTH } from '../../../../shared/text/links.js';

/** Where a course comes from: a member's upload (approved by an administrator) or the administrators' own. */
export const COURSE_ORIGINS = ['upload', 'admin'] as const;
export type CourseOrigin = (typeof COURSE_ORIGINS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The spec's course language list (a subset of the product's language codes). */
export const COURSE_LANGUAGES = ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] as const satisfies readonly LanguageCode[];
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const COURSE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado', 'Completo'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** Admin-created courses are taught at one level, never "Completo". */
export const ADMIN_COURSE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado'] as const satisfies readonly CourseLevel[];

export const UPLOAD_TYPES = ['torrent', 'external'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 5_000;
/** Links are judged by `shared/text/links.ts` (ADR 0054); other fields holding an address share its bound. */
export const URL_MAX_LENGTH = LINK_MAX_LENGTH;
export const COMMENT_MAX_LENGTH = 2_000;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5_000;
export const REASON_MAX_LENGTH = 500;

/** Spec: learner area section 9; overridden by COURSE_DAILY_DOWNLOADS. */
export const DEFAULT_DAILY_DOWNLOADS = 3;
/** One upload a minute and at most five waiting for approval per member. */
export const UPLOAD_INTERVAL_SECONDS = 60;
export const MAX_PENDING_UPLOADS = 5;
/** Like community comments: one comment per 5 s per member. */
export const COMMENT_INTERVAL_SECONDS = 5;

export const STATUS_DISPLAY: Record<ApprovalStatus, string> = {
  pending: 'Aguardando Aprovação',
  approved: 'Aprovado',
  rejected: 'Curso Rejeitado',
};

export const COURSE_MESSAGES = {
  required: 'Por favor, preencha todos os campos obrigatórios.',
  torrentRequired: 'Por favor, forneça o arquivo torrent.',
  externalRequired: 'Por favor, forneça o link externo.',
  coverRequired: 'Por favor, forneça uma imagem de capa.',
  titleTooLong: `O título deve ter no máximo ${TITLE_MAX_LENGTH} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  textTooLong: 'O texto é longo demais.',
  languageInvalid: 'Idioma inválido.',
  levelInvalid: 'Nível inválido.',
  uploadTypeInvalid: 'Escolha o método de acesso: arquivo torrent ou link externo.',
  urlInvalid: 'Informe um endereço público que comece com https://.',
  torrentUrlInvalid: 'Informe um endereço público https:// do arquivo torrent, ou um link magnet:?xt=urn:btih:.',
  commentRequired: 'Escreva um comentário antes de enviar.',
  commentTooLong: `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
} as const;

export type Fields = Record<string, string[]>;
export type Result<T> = Validated<T>;

export interface UploadInput {
  title?: string | null;
  description?: string | null;
  language?: string | null;
  level?: string | null;
  cover_image?: string | null;
  torrent_file_url?: string | null;
  external_link?: string | null;
  uploadType?: string | null;
}

export interface ValidUpload {
  title: string;
  description: string;
  language: CourseLanguage;
  level: CourseLevel;
  coverImage: string;
  uploadType: UploadType;
  torrentFileUrl: string | null;
  externalLink: string | null;
}

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

export const isCourseLanguage = (value: unknown): value is CourseLanguage =>
  typeof value === 'string' && (COURSE_LANGUAGES as readonly string[]).includes(value);
export const isCourseLevel = (value: unknown): value is CourseLevel =>
  typeof value === 'string' && (COURSE_LEVELS as readonly string[]).includes(value);

/** The fields both course forms share: required, within their lengths, a listed language and level. */
function checkCourseBasics(
  input: Pick<UploadInput, 'title' | 'description' | 'language' | 'level'>,
  allowedLevels: readonly CourseLevel[],
  add: (field: string, message: string) => void,
): { title: string; description: string } {
  const title = input.title?.trim() ?? '';
  const description = input.description?.trim() ?? '';
  for (const field of ['title', 'description', 'language', 'level'] as const) {
    if (blank(input[field])) add(field, COURSE_MESSAGES.required);
  }
  if (title.length > TITLE_MAX_LENGTH) add('title', COURSE_MESSAGES.titleTooLong);
  if (description.length > DESCRIPTION_MAX_LENGTH) add('description', COURSE_MESSAGES.descriptionTooLong);
  if (!blank(input.language) && !isCourseLanguage(input.language)) add('language', COURSE_MESSAGES.languageInvalid);
  if (!blank(input.level) && !(allowedLevels as readonly string[]).includes(input.level!)) add('level', COURSE_MESSAGES.levelInvalid);
  return { title, description };
}

/**
 * Checks a member's upload (text already normalised by the DTO). The spec's
 * messages, in the upload form's order: required fields, then the access
 * method's address, then the cover.
 */
export function validateUpload(input: UploadInput): Result<ValidUpload> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const { title, description } = checkCourseBasics(input, COURSE_LEVELS, add);

  const uploadType = input.uploadType ?? 'torrent';
  let torrentFileUrl: string | null = null;
  let externalLink: string | null = null;
  if (uploadType === 'torrent') {
    torrentFileUrl = input.torrent_file_url?.trim() ?? '';
    if (torrentFileUrl === '') add('torrent_file_url', COURSE_MESSAGES.torrentRequired);
    else if (!isPublicLink(torrentFileUrl, 'torrent')) add('torrent_file_url', COURSE_MESSAGES.torrentUrlInvalid);
  } else if (uploadType === 'external') {
    externalLink = input.external_link?.trim() ?? '';
    if (externalLink === '') add('external_link', COURSE_MESSAGES.externalRequired);
    else if (!isPublicLink(externalLink, 'web')) add('external_link', COURSE_MESSAGES.urlInvalid);
  } else {
    add('uploadType', COURSE_MESSAGES.uploadTypeInvalid);
  }

  const coverImage = input.cover_image?.trim() ?? '';
  if (coverImage === '') add('cover_image', COURSE_MESSAGES.coverRequired);
  else if (!isPublicLink(coverImage, 'image')) add('cover_image', COURSE_MESSAGES.urlInvalid);

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      title,
      description,
      language: input.language as CourseLanguage,
      level: input.level as CourseLevel,
      coverImage,
      uploadType: uploadType as UploadType,
      torrentFileUrl,
      externalLink,
    },
  };
}

export interface AdminCourseInput {
  title?: string | null;
  description?: string | null;
  language?: string | null;
  level?: string | null;
  cover_image?: string | null;
  instructor_name?: string | null;
  instructor_picture?: string | null;
  prerequisites?: string | null;
  learning_objectives?: string | null;
}

export interface ValidAdminCourse {
  title: string;
  description: string;
  language: CourseLanguage;
  level: CourseLevel;
  coverImage: string | null;
  instructorName: string | null;
  instructorPicture: string | null;
  prerequisites: string | null;
  learningObjectives: string | null;
}

/** A course's editable columns as stored, with the search text derived from them. */
export interface CourseFields extends ValidAdminCourse {
  searchText: string;
}

/** The stored fields of a validated course (an upload has no instructor, prerequisites or objectives). */
export function courseFields(c: Pick<ValidAdminCourse, 'title' | 'description' | 'language' | 'level' | 'coverImage'> & Partial<ValidAdminCourse>): CourseFields {
  return {
    title: c.title,
    description: c.description,
    language: c.language,
    level: c.level,
    coverImage: c.coverImage,
    instructorName: c.instructorName ?? null,
    instructorPicture: c.instructorPicture ?? null,
    prerequisites: c.prerequisites ?? null,
    learningObjectives: c.learningObjectives ?? null,
    searchText: searchKey(`${c.title} ${c.description}`),
  };
}

/**
 * Checks the admin course form. `allowedLevels` is the admin list for
 * admin-created courses; an administrator editing an upload keeps its levels.
 */
export function validateAdminCourse(
  input: AdminCourseInput,
  allowedLevels: readonly CourseLevel[] = ADMIN_COURSE_LEVELS,
): Result<ValidAdminCourse> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const { title, description } = checkCourseBasics(input, allowedLevels, add);

  const optionalUrl = (field: 'cover_image' | 'instructor_picture'): string | null => {
    const value = input[field]?.trim() ?? '';
    if (value === '') return null;
    if (!isPublicLink(value, field === 'cover_image' ? 'image' : 'web')) add(field, COURSE_MESSAGES.urlInvalid);
    return value;
  };
  const optionalText = (field: 'instructor_name' | 'prerequisites' | 'learning_objectives', max: number): string | null => {
    const value = input[field]?.trim() ?? '';
    if (value.length > max) add(field, COURSE_MESSAGES.textTooLong);
    return value === '' ? null : value;
  };
  const value: ValidAdminCourse = {
    title,
    description,
    language: input.language as CourseLanguage,
    level: input.level as CourseLevel,
    coverImage: optionalUrl('cover_image'),
    instructorPicture: optionalUrl('instructor_picture'),
    instructorName: optionalText('instructor_name', SHORT_TEXT_MAX_LENGTH),
    prerequisites: optionalText('prerequisites', LONG_TEXT_MAX_LENGTH),
    learningObjectives: optionalText('learning_objectives', LONG_TEXT_MAX_LENGTH),
  };
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value };
}

/** Trims and checks a course comment (already normalised by the DTO). */
export function validateComment(content: string | null | undefined): Result<string> {
  const text = content?.trim() ?? '';
  if (text.length === 0) return { ok: false, fields: { content: [COURSE_MESSAGES.commentRequired] } };
  if (text.length > COMMENT_MAX_LENGTH) return { ok: false, fields: { content: [COURSE_MESSAGES.commentTooLong] } };
  return { ok: true, value: text };
}

/**
 * The text the catalogue's search compares with: lower case, accents removed
 * ("Português" and "portugues" meet). The column holding it is indexed with
 * trigrams (ADR 0022).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What an administrator can do in the courses module, as the central audit log
 * records it (`courses.admin_action_recorded`, ADR 0037).
 */
export const COURSE_ADMIN_ACTIONS = [
  'course_created',
  'course_updated',
  'course_deleted',
  'course_approved',
  'course_rejected',
  'course_published',
  'course_unpublished',
  'course_comment_deleted',
  'lesson_comment_deleted',
  'module_created',
  'module_updated',
  'module_deleted',
  'lesson_created',
  'lesson_updated',
  'lesson_deleted',
  'lesson_quiz_updated',
  'lesson_quiz_deleted',
] as const;
export type CourseAdminAction = (typeof COURSE_ADMIN_ACTIONS)[number];

/** What a course administrator action was done to. */
export type CourseAdminTarget = 'course' | 'course_comment' | 'lesson_comment' | 'course_module' | 'course_lesson';
