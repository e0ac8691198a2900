import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../../shared/events/index.js';
import type { CourseAdminAction, CourseAdminTarget } from '../domain/course.js';

export interface CourseAdminActionEntry {
  adminEmail: string;
  action: CourseAdminAction;
  targetType: CourseAdminTarget;
  targetId: string;
  /** The member the action concerns: the uploader, the comment's author. */
  memberId?: string | null;
  reason?: string | null;
  /** The target's title or an excerpt, as it is now (the audit log keeps it, ADR 0057). */
  targetLabel?: string | null;
}

/**
 * Announces an administrator's action for the central audit log (ADR 0037).
 * Call it inside the action's transaction: the entry exists exactly when the action does.
 */
export function recordAdminAction(events: EventPublisher, em: EntityManager, entry: CourseAdminActionEntry): void {
  events.publish(em, 'courses.admin_action_recorded', {
    adminEmail: entry.adminEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    memberId: entry.memberId ?? null,
    reason: entry.reason ?? null,
    targetLabel: entry.targetLabel ?? null,
  });
}
