import { Injectable } from '@nestjs/common';

/**
 * The gamification module's public API: what other modules may ask about a
 * member's progress, in one batched call per page.
 */
@Injectable()
export class GamificationApi {
  // Replaced by the gamification module's real implementation.
  async getMemberRanks(
    memberIds: readonly string[],
  ): Promise<Map<string, { level: number; rankName: string; badgeColor: string; textColor: string; xpTotal: number }>> {
    return new Map(
      [...new Set(memberIds)].map((id) => [
        id,
        { level: 1, rankName: 'Calouro Linguístico', badgeColor: '#6b7280', textColor: '#ffffff', xpTotal: 0 },
      ]),
    );
  }
}
