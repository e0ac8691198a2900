import type { AdminActionRecorded } from './community.events.js';

/** Facts the chat module publishes. */
export interface ChatEvents {
  /**
   * An administrator acted in the chat (a message deletion; `memberId` is the
   * message's author), for the admin module's audit log (ADR 0029, ADR 0037).
   */
  'chat.admin_action_recorded': AdminActionRecorded;
}
