import { isPublicLink } from '../../../../shared/text/links.js';
import { COURSE_MESSAGES, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, type Fields, type Result } from '../../catalogue/domain/course.js';
import { extractYoutubeVideoId } from './youtube-video.js';

/** Modules and lessons of administrators' courses (spec: admin sections 3 and 5; ADR 0031). */

export const LESSON_XP_MIN = 0;
export const LESSON_XP_MAX = 500;
export const LESSON_XP_DEFAULT = 10;
/** Twelve hours: longer than any lesson, small enough for integer arithmetic on seconds. */
export const LESSON_DURATION_MAX = 12 * 60 * 60;

export const CONTENT_MESSAGES = {
  required: COURSE_MESSAGES.required,
  titleTooLong: COURSE_MESSAGES.titleTooLong,
  descriptionTooLong: COURSE_MESSAGES.descriptionTooLong,
  videoInvalid: 'Por favor, forneça um ID ou URL válida do YouTube.',
  durationInvalid: 'A duração deve ser um número inteiro de segundos, de 0 a 43200.',
  xpInvalid: 'A recompensa de XP deve ser um número inteiro de 0 a 500.',
  materialUrlInvalid: 'O material de apoio deve ser um endereço público https://.',
  orderInvalid: 'A posição deve ser um número inteiro maior que 0.',
  moduleRequired: 'Escolha o módulo da aula.',
} as const;

export interface ModuleInput {
  title?: string | null;
  description?: string | null;
  is_locked?: boolean | null;
  module_order?: number | null;
}

export interface ValidModule {
  title: string;
  description: string | null;
  isLocked: boolean;
  /** Where the administrator wants it (1-based); null keeps it (or appends on create). */
  order: number | null;
}

export interface LessonInput {
  module_id?: string | null;
  title?: string | null;
  description?: string | null;
  youtube_video_id?: string | null;
  duration_seconds?: number | null;
  xp_reward?: number | null;
  material_url?: string | null;
  material_description?: string | null;
  lesson_order?: number | null;
  is_active?: boolean | null;
  is_free?: boolean | null;
}

export interface ValidLesson {
  moduleId: string;
  title: string;
  description: string | null;
  youtubeVideoId: string;
  durationSeconds: number;
  xpReward: number;
  materialUrl: string | null;
  materialDescription: string | null;
  order: number | null;
  isActive: boolean;
  isFree: boolean;
}

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function textOf(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function order(value: number | null | undefined, add: (field: string, message: string) => void, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!isIntIn(value, 1, 100_000)) {
    add(field, CONTENT_MESSAGES.orderInvalid);
    return null;
  }
  return value;
}

export function validateModule(input: ModuleInput): Result<ValidModule> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const title = textOf(input.title);
  const description = textOf(input.description);
  if (title === '') add('title', CONTENT_MESSAGES.required);
  if (title.length > TITLE_MAX_LENGTH) add('title', CONTENT_MESSAGES.titleTooLong);
  if (description.length > DESCRIPTION_MAX_LENGTH) add('description', CONTENT_MESSAGES.descriptionTooLong);
  const at = order(input.module_order, add, 'module_order');
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { title, description: description || null, isLocked: input.is_locked === true, order: at } };
}

export function validateLesson(input: LessonInput): Result<ValidLesson> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const title = textOf(input.title);
  const description = textOf(input.description);
  const moduleId = textOf(input.module_id);
  if (title === '') add('title', CONTENT_MESSAGES.required);
  if (title.length > TITLE_MAX_LENGTH) add('title', CONTENT_MESSAGES.titleTooLong);
  if (description.length > DESCRIPTION_MAX_LENGTH) add('description', CONTENT_MESSAGES.descriptionTooLong);
  if (moduleId === '') add('module_id', CONTENT_MESSAGES.moduleRequired);
  const video = textOf(input.youtube_video_id);
  const videoId = video === '' ? null : extractYoutubeVideoId(video);
  if (video === '') add('youtube_video_id', CONTENT_MESSAGES.required);
  else if (!videoId) add('youtube_video_id', CONTENT_MESSAGES.videoInvalid);
  const duration = input.duration_seconds ?? 0;
  if (!isIntIn(duration, 0, LESSON_DURATION_MAX)) add('duration_seconds', CONTENT_MESSAGES.durationInvalid);
  const xp = input.xp_reward ?? LESSON_XP_DEFAULT;
  if (!isIntIn(xp, LESSON_XP_MIN, LESSON_XP_MAX)) add('xp_reward', CONTENT_MESSAGES.xpInvalid);
  const materialUrl = textOf(input.material_url);
  if (materialUrl !== '' && !isPublicLink(materialUrl)) add('material_url', CONTENT_MESSAGES.materialUrlInvalid);
  const materialDescription = textOf(input.material_description);
  if (materialDescription.length > TITLE_MAX_LENGTH) add('material_description', CONTENT_MESSAGES.titleTooLong);
  const at = order(input.lesson_order, add, 'lesson_order');
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      moduleId,
      title,
      description: description || null,
      youtubeVideoId: videoId!,
      durationSeconds: duration,
      xpReward: xp,
      materialUrl: materialUrl || null,
      materialDescription: materialDescription || null,
      order: at,
      isActive: input.is_active !== false,
      isFree: input.is_free === true,
    },
  };
}

/**
 * The ids in their new order with `id` placed at the 1-based `position`
 * (clamped to the list; appended when absent). Orders are then 1..n: dense
 * and unique whatever positions two administrators asked for.
 */
export function placeAt(ids: readonly string[], id: string, position: number | null): string[] {
  const others = ids.filter((x) => x !== id);
  const current = ids.indexOf(id);
  const target = position === null ? (current === -1 ? others.length : current) : Math.min(Math.max(position - 1, 0), others.length);
  return [...others.slice(0, target), id, ...others.slice(target)];
}
