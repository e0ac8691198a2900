import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../shared/ids.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { BLOCK_WRITES_PER_MINUTE, MAX_BLOCKS_PER_MEMBER } from '../domain/blocks.js';
import {
  BlockLimitReachedError,
  BlockWritesRateLimitedError,
  CannotBlockAdministratorError,
  CannotBlockSelfError,
  MemberNotFoundError,
} from './identity.errors.js';
import { IdentityApi } from './identity.api.js';
import { MemberBlocksRepository, type BlockedMemberRow } from '../adapters/persistence/member-blocks.repository.js';

/**
 * A member's blocks (issue 34, ADR 0101): whom they no longer see. The blocked member is never
 * told; the other modules' reads honour the list in their own statements (docs/architecture.md,
 * "How modules talk").
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly identity: IdentityApi,
    private readonly blocks: MemberBlocksRepository,
  ) {}

  list(memberId: string): Promise<BlockedMemberRow[]> {
    return this.blocks.blockedBy(memberId);
  }

  /** Blocks `blockedId`; blocking again changes nothing (PUT is idempotent). */
  async block(memberId: string, blockedId: string): Promise<void> {
    if (!isUuid(blockedId)) throw new MemberNotFoundError();
    if (blockedId === memberId) throw new CannotBlockSelfError();
    await this.consumeWrite(memberId);
    await this.em.fork().transactional(async (em) => {
      // A banned member makes no new blocks; the ones they made before still hold (ADR 0050).
      await this.identity.assertCanParticipate(em, memberId);
      const target = await this.blocks.target(em, blockedId);
      if (!target) throw new MemberNotFoundError();
      if (this.identity.isAdministrator(target)) throw new CannotBlockAdministratorError();
      // The count and the insert under one lock per blocker: two tabs cannot pass the limit together.
      await lockFor(em, `member-blocks:${memberId}`);
      if (await this.blocks.exists(em, memberId, blockedId)) return;
      if ((await this.blocks.count(em, memberId)) >= MAX_BLOCKS_PER_MEMBER) throw new BlockLimitReachedError({ max: MAX_BLOCKS_PER_MEMBER });
      await this.blocks.add(em, memberId, blockedId, this.clock.now());
    });
  }

  /** Unblocks `blockedId`; unblocking someone not blocked changes nothing. */
  async unblock(memberId: string, blockedId: string): Promise<void> {
    if (!isUuid(blockedId)) throw new MemberNotFoundError();
    await this.consumeWrite(memberId);
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await this.blocks.remove(em, memberId, blockedId);
    });
  }

  private async consumeWrite(memberId: string): Promise<void> {
    const rate = await this.rateLimiter.consume(`member-blocks:${memberId}`, BLOCK_WRITES_PER_MINUTE.limit, BLOCK_WRITES_PER_MINUTE.windowSeconds);
    if (!rate.allowed) throw new BlockWritesRateLimitedError(rate.retryAfterSeconds);
  }
}
