/** Whether a ban is in force at `now` (a temporary ban whose expiry passed is not). */
export function isBanned(ban: { bannedPermanently: boolean; bannedUntil?: Date | null }, now: Date): boolean {
  if (ban.bannedPermanently) return true;
  return ban.bannedUntil != null && ban.bannedUntil.getTime() > now.getTime();
}

/** Administrators by e-mail: only a verified address listed in ADMIN_EMAILS counts. */
export function isListedAdministrator(
  member: { email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): boolean {
  return member.emailVerified && adminEmails.includes(member.email.toLowerCase());
}
