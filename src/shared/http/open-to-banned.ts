import { SetMetadata } from '@nestjs/common';

/** Metadata key of `@OpenToBannedMembers()`, read by identity's global ban guard. */
export const OPEN_TO_BANNED_MEMBERS = 'poliglota:openToBannedMembers';

/**
 * The explicit opt-out from "a banned member changes nothing" (ADR 0050): only
 * for routes a suspended member must still reach, signing out and signing in
 * (which judges the ban itself). A member whose deletion is scheduled is held the
 * same way, and reaches these routes and the cancellation of the deletion (ADR 0108). Every other state-changing route refuses a
 * banned member's session with 403 `IDENTITY.MEMBER_BANNED`, without saying so.
 */
export const OpenToBannedMembers = (): ClassDecorator & MethodDecorator => SetMetadata(OPEN_TO_BANNED_MEMBERS, true);

/** Metadata key of `@OpenToSuspendedMembers()`, read by identity's ban guard and `MemberGuard`. */
export const OPEN_TO_SUSPENDED_MEMBERS = 'poliglota:openToSuspendedMembers';

/**
 * A member's route a ban does not close (ADR 0123): the rights the LGPD keeps for every
 * holder of data (art. 18), which the Política de Privacidade promises — a copy of one's
 * data, and leaving (scheduling the deletion, and cancelling it). A banned member reaches
 * it with a session the ban ended (`suspendedMemberId`, ADR 0056) while the ban lasts, and
 * with one written before the ban; every other route still answers them as a ban does.
 */
export const OpenToSuspendedMembers = (): MethodDecorator => SetMetadata(OPEN_TO_SUSPENDED_MEMBERS, true);
