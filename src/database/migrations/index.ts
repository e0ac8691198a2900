// The migrations, in order. `npm run db:migration:create` appends new ones here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121055134 as M0 } from './Migration20261121055134.js';
import { Migration20261121055948_identity as M1 } from './Migration20261121055948_identity.js';
import { Migration20261121060708_notifications as M2 } from './Migration20261121060708_notifications.js';
import { Migration20261121060802_community as M3 } from './Migration20261121060802_community.js';
import { Migration20261121061057_gamification as M4 } from './Migration20261121061057_gamification.js';
import { Migration20261121065121_xp_award_announcement as M5 } from './Migration20261121065121_xp_award_announcement.js';
import { Migration20261121071434_weekly_score_member_index as M6 } from './Migration20261121071434_weekly_score_member_index.js';
import { Migration20261122202600_chat as M7 } from './Migration20261122202600_chat.js';
import { Migration20261122202617_admin as M8 } from './Migration20261122202617_admin.js';
import { Migration20261122202625_profile_settings as M9 } from './Migration20261122202625_profile_settings.js';
import { Migration20261122202628_courses as M10 } from './Migration20261122202628_courses.js';
import { Migration20261122202715_security_limits as M11 } from './Migration20261122202715_security_limits.js';
import { Migration20261122203000_language_codes as M12 } from './Migration20261122203000_language_codes.js';
import { Migration20261122203000_outbox_notify as M13 } from './Migration20261122203000_outbox_notify.js';
import { Migration20261122203944_admin_member_list as M14 } from './Migration20261122203944_admin_member_list.js';
import { Migration20261122204000_namespaced_notification_keys as M15 } from './Migration20261122204000_namespaced_notification_keys.js';
import { Migration20261122205950_admin_member_search_text as M16 } from './Migration20261122205950_admin_member_search_text.js';
import { Migration20261122213420_CourseModulesAndLessons as M17 } from './Migration20261122213420_CourseModulesAndLessons.js';
import { Migration20261122213940_LessonProgressAndEnrollment as M18 } from './Migration20261122213940_LessonProgressAndEnrollment.js';
import { Migration20261122214222_ranking_histograms as M19 } from './Migration20261122214222_ranking_histograms.js';
import { Migration20261122214528_CourseRatings as M20 } from './Migration20261122214528_CourseRatings.js';
import { Migration20261122215852_LessonComments as M21 } from './Migration20261122215852_LessonComments.js';
import { Migration20261122233108_DropCourseAuditEntry as M22 } from './Migration20261122233108_DropCourseAuditEntry.js';
import { Migration20261122233121_ChatDeletionSeq as M23 } from './Migration20261122233121_ChatDeletionSeq.js';
import { Migration20261122233858_reports_indexes as M24 } from './Migration20261122233858_reports_indexes.js';
import { Migration20261123060000_session_change_notify as M25 } from './Migration20261123060000_session_change_notify.js';
import { Migration20261125155026_dev_oauth_grant as M26 } from './Migration20261125155026_dev_oauth_grant.js';
import { Migration20261125160000_likes_one_shape as M27 } from './Migration20261125160000_likes_one_shape.js';
import { Migration20261127090000_read_model_stale_notify as M28 } from './Migration20261127090000_read_model_stale_notify.js';
import { Migration20261127091002_mail_and_push_outbox as M29 } from './Migration20261127091002_mail_and_push_outbox.js';
import { Migration20261127091216_member_event as M30 } from './Migration20261127091216_member_event.js';
import { Migration20261127124000_audit_target_label as M31 } from './Migration20261127124000_audit_target_label.js';
import { Migration20261128180000_notification_preferences as M32 } from './Migration20261128180000_notification_preferences.js';
import { Migration20261128181905_lesson_quizzes as M33 } from './Migration20261128181905_lesson_quizzes.js';
import { Migration20261128210100_push_subscription_failing_since as M34 } from './Migration20261128210100_push_subscription_failing_since.js';
import { Migration20261128210200_member_blocks as M35 } from './Migration20261128210200_member_blocks.js';
import { Migration20261128210300_content_flags as M36 } from './Migration20261128210300_content_flags.js';
import { Migration20261128210400_data_export as M37 } from './Migration20261128210400_data_export.js';
import { Migration20261128210500_account_deletion as M38 } from './Migration20261128210500_account_deletion.js';
import { Migration20261128210600_member_consent as M39 } from './Migration20261128210600_member_consent.js';
import { Migration20261207154707_held_file_deletion as M40 } from './Migration20261207154707_held_file_deletion.js';
import { Migration20261207183933_search as M41 } from './Migration20261207183933_search.js';
import { Migration20261207184158_removed_content_kept_with_reports as M42 } from './Migration20261207184158_removed_content_kept_with_reports.js';
import { Migration20261207202913_post_comment_hidden_index as M43 } from './Migration20261207202913_post_comment_hidden_index.js';
import { Migration20261207214443_corrections as M44 } from './Migration20261207214443_corrections.js';
import { Migration20261207215608_corrections_figures as M45 } from './Migration20261207215608_corrections_figures.js';
import { Migration20261207220038_corrections_reports as M46 } from './Migration20261207220038_corrections_reports.js';
import { Migration20261207230500_erasures_under_way_meet_corrections as M47 } from './Migration20261207230500_erasures_under_way_meet_corrections.js';
import { Migration20261208010317_review as M48 } from './Migration20261208010317_review.js';
import { Migration20261208010400_erasures_under_way_meet_review as M49 } from './Migration20261208010400_erasures_under_way_meet_review.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121055134', class: M0 },
  { name: 'Migration20261121055948_identity', class: M1 },
  { name: 'Migration20261121060708_notifications', class: M2 },
  { name: 'Migration20261121060802_community', class: M3 },
  { name: 'Migration20261121061057_gamification', class: M4 },
  { name: 'Migration20261121065121_xp_award_announcement', class: M5 },
  { name: 'Migration20261121071434_weekly_score_member_index', class: M6 },
  { name: 'Migration20261122202600_chat', class: M7 },
  { name: 'Migration20261122202617_admin', class: M8 },
  { name: 'Migration20261122202625_profile_settings', class: M9 },
  { name: 'Migration20261122202628_courses', class: M10 },
  { name: 'Migration20261122202715_security_limits', class: M11 },
  { name: 'Migration20261122203000_language_codes', class: M12 },
  { name: 'Migration20261122203000_outbox_notify', class: M13 },
  { name: 'Migration20261122203944_admin_member_list', class: M14 },
  { name: 'Migration20261122204000_namespaced_notification_keys', class: M15 },
  { name: 'Migration20261122205950_admin_member_search_text', class: M16 },
  { name: 'Migration20261122213420_CourseModulesAndLessons', class: M17 },
  { name: 'Migration20261122213940_LessonProgressAndEnrollment', class: M18 },
  { name: 'Migration20261122214222_ranking_histograms', class: M19 },
  { name: 'Migration20261122214528_CourseRatings', class: M20 },
  { name: 'Migration20261122215852_LessonComments', class: M21 },
  { name: 'Migration20261122233108_DropCourseAuditEntry', class: M22 },
  { name: 'Migration20261122233121_ChatDeletionSeq', class: M23 },
  { name: 'Migration20261122233858_reports_indexes', class: M24 },
  { name: 'Migration20261123060000_session_change_notify', class: M25 },
  { name: 'Migration20261125155026_dev_oauth_grant', class: M26 },
  { name: 'Migration20261125160000_likes_one_shape', class: M27 },
  { name: 'Migration20261127090000_read_model_stale_notify', class: M28 },
  { name: 'Migration20261127091002_mail_and_push_outbox', class: M29 },
  { name: 'Migration20261127091216_member_event', class: M30 },
  { name: 'Migration20261127124000_audit_target_label', class: M31 },
  { name: 'Migration20261128180000_notification_preferences', class: M32 },
  { name: 'Migration20261128181905_lesson_quizzes', class: M33 },
  { name: 'Migration20261128210100_push_subscription_failing_since', class: M34 },
  { name: 'Migration20261128210200_member_blocks', class: M35 },
  { name: 'Migration20261128210300_content_flags', class: M36 },
  { name: 'Migration20261128210400_data_export', class: M37 },
  { name: 'Migration20261128210500_account_deletion', class: M38 },
  { name: 'Migration20261128210600_member_consent', class: M39 },
  { name: 'Migration20261207154707_held_file_deletion', class: M40 },
  { name: 'Migration20261207183933_search', class: M41 },
  { name: 'Migration20261207184158_removed_content_kept_with_reports', class: M42 },
  { name: 'Migration20261207202913_post_comment_hidden_index', class: M43 },
  { name: 'Migration20261207214443_corrections', class: M44 },
  { name: 'Migration20261207215608_corrections_figures', class: M45 },
  { name: 'Migration20261207220038_corrections_reports', class: M46 },
  { name: 'Migration20261207230500_erasures_under_way_meet_corrections', class: M47 },
  { name: 'Migration20261208010317_review', class: M48 },
  { name: 'Migration20261208010400_erasures_under_way_meet_review', class: M49 },
];
