import { Param } from '@nestjs/common';
import { BlocksService } from '../../application/blocks.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { MAX_BLOCKS_PER_MEMBER } from '../../domain/blocks.js';
import { CurrentMember, ForMembers } from './guards.js';
import { BlockedMemberListDto, SuccessDto } from './identity.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** A member's blocks (ADR 0101): whom they no longer see. The blocked member is never told. */
@ForMembers('blocks', 'identity')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Endpoint({
    method: 'GET', path: '', operationId: 'listBlockedMembers', auth: 'member', ok: BlockedMemberListDto,
    summary: 'The members the signed-in member blocks',
  })
  async list(@CurrentMember() member: AuthenticatedMember): Promise<BlockedMemberListDto> {
    const rows = await this.blocks.list(member.id);
    return { members: rows.map((row) => ({ id: row.id, name: row.name, picture: row.picture, blocked_at: new Date(row.blocked_at).toISOString() })) };
  }

  @Endpoint({
    method: 'PUT', path: ':memberId', operationId: 'blockMember', auth: 'member', ok: SuccessDto,
    summary: "Block a member: their posts, comments, chat messages and community courses are no longer shown to the signed-in member, and their likes and comments no longer notify them (idempotent)",
    errors: {
      400: 'The member is the signed-in member or an administrator',
      403: 'The member is banned',
      404: 'No such member',
      409: `The member already blocks ${MAX_BLOCKS_PER_MEMBER} members`,
      429: 'Too many blocks and unblocks in a minute',
    },
  })
  async block(@CurrentMember() member: AuthenticatedMember, @Param('memberId') memberId: string): Promise<SuccessDto> {
    await this.blocks.block(member.id, memberId);
    return { success: true };
  }

  @Endpoint({
    method: 'DELETE', path: ':memberId', operationId: 'unblockMember', auth: 'member', ok: SuccessDto,
    summary: 'Unblock a member (idempotent)',
    errors: { 403: 'The member is banned', 404: 'No such member id', 429: 'Too many blocks and unblocks in a minute' },
  })
  async unblock(@CurrentMember() member: AuthenticatedMember, @Param('memberId') memberId: string): Promise<SuccessDto> {
    await this.blocks.unblock(member.id, memberId);
    return { success: true };
  }
}
