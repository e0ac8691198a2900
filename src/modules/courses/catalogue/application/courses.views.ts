import { STATUS_DISPLAY, type ApprovalStatus, type CourseOrigin } from '../domain/course.js';
import { type CommentRow, type CourseCounters, type CourseRow } from './ports/persistence.js';
import { authorColumns, type AuthorCard, type AuthorColumns } from '../../../../shared/engagement/index.js';
import { toDate } from '../../../../shared/time/index.js';

/** Shown as the approver: administrators' e-mails stay private (ADR 0022). */
export const APPROVER_NAME = 'Administração';
export const UNKNOWN_MEMBER = 'Membro desconhecido';

/** A course as members see it (spec: learner area section 3; admin section 3). */
export interface CourseView extends CourseCounters {
  id: string;
  course_type: CourseOrigin;
  title: string;
  description: string;
  cover_image: string | null;
  level: string;
  language: string;
  uploaded_by_user_id: string | null;
  uploaded_by_name: string | null;
  instructor_name: string | null;
  instructor_picture: string | null;
  download_type: 'torrent' | 'external' | null;
  rating: number;
  is_published: boolean;
  is_liked_by_user: boolean;
  downloads_remaining_today: number | null;
  can_download_today: boolean;
  downloaded_today: boolean;
  approval_status: ApprovalStatus;
  status_display: string;
  rejection_reason: string | null;
  approved_at: string | null;
  approved_by_name: string | null;
  created_at: string;
}

/** The admin list adds the download addresses and the approving administrator. */
export interface AdminCourseView extends CourseView {
  torrent_file_url: string | null;
  external_link: string | null;
  approved_by: string | null;
}

export interface CommentView extends AuthorColumns {
  id: string;
  course_id: string;
  user_id: string;
  content: string;
  created_at: string;
  likes: number;
  is_liked_by_user: boolean;
}

/** The caller's allowance today; null for guests. */
export interface ViewerAllowance {
  remaining: number;
  takenToday: Set<string>;
}

export function downloadType(row: Pick<CourseRow, 'torrent_file_url' | 'external_link'>): 'torrent' | 'external' | null {
  if (row.torrent_file_url) return 'torrent';
  if (row.external_link) return 'external';
  return null;
}

export function toCourseView(
  row: CourseRow,
  uploaderName: string | null,
  allowance: ViewerAllowance | null,
  options: { showRejection: boolean },
): CourseView {
  const downloadable = row.origin === 'upload' && downloadType(row) !== null;
  const downloadedToday = allowance?.takenToday.has(row.id) ?? false;
  return {
    id: row.id,
    course_type: row.origin,
    title: row.title,
    description: row.description,
    cover_image: row.cover_image,
    level: row.level,
    language: row.language,
    uploaded_by_user_id: row.uploaded_by,
    uploaded_by_name: row.uploaded_by ? (uploaderName ?? UNKNOWN_MEMBER) : null,
    instructor_name: row.instructor_name,
    instructor_picture: row.instructor_picture,
    download_type: row.origin === 'upload' ? downloadType(row) : null,
    download_count: row.download_count,
    likes_count: row.likes_count,
    comments_count: row.comments_count,
    total_lessons: row.total_lessons,
    total_duration_seconds: row.total_duration_seconds,
    enrollment_count: row.enrollment_count,
    rating: Math.round(Number(row.rating) * 10) / 10,
    is_published: row.is_published,
    is_liked_by_user: row.is_liked_by_user,
    downloads_remaining_today: allowance ? allowance.remaining : null,
    can_download_today: allowance !== null && downloadable && (downloadedToday || allowance.remaining > 0),
    downloaded_today: downloadedToday,
    approval_status: row.approval_status,
    status_display: STATUS_DISPLAY[row.approval_status],
    rejection_reason: options.showRejection ? row.rejection_reason : null,
    approved_at: toDate(row.approved_at)?.toISOString() ?? null,
    approved_by_name: row.approved_by ? APPROVER_NAME : null,
    created_at: toDate(row.created_at).toISOString(),
  };
}

export function toAdminCourseView(row: CourseRow, uploaderName: string | null): AdminCourseView {
  return {
    ...toCourseView(row, uploaderName, null, { showRejection: true }),
    torrent_file_url: row.torrent_file_url,
    external_link: row.external_link,
    approved_by: row.approved_by,
  };
}

export type CommentAuthor = AuthorCard;

export function toCommentView(row: CommentRow, author: CommentAuthor): CommentView {
  return {
    id: row.id,
    course_id: row.course_id,
    user_id: row.author_id,
    ...authorColumns(author),
    content: row.content,
    created_at: toDate(row.created_at).toISOString(),
    likes: row.likes_count,
    is_liked_by_user: row.is_liked_by_user,
  };
}
