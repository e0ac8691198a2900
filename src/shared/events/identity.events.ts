/** Facts the identity module publishes. */
export interface IdentityEvents {
  /** A member signed in for the first time: the member now exists. */
  'identity.member_registered': { memberId: string };
  /** Every successful sign-in. */
  'identity.member_signed_in': { memberId: string; at: string };
  /**
   * The member's first authenticated activity of a São Paulo day (a sign-in or any
   * request): gamification counts it as that day's login.
   */
  'identity.member_active_on_day': { memberId: string; day: string };
  /** A new member arrived through another member's referral link (once per member). */
  'identity.member_referred': { memberId: string; referrerId: string };
  /** A member asked for a copy of their data: it is prepared in the background (ADR 0106). */
  'identity.data_export_requested': { exportId: string; memberId: string };
  /** A member scheduled their account's deletion for `scheduledFor` (ADR 0108): they are told by e-mail. */
  'identity.account_deletion_scheduled': { memberId: string; scheduledFor: string };
}
