import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MemberDataRegistry, type Names } from '../shared/member-data/index.js';
import { PgPool, type RowLists } from '../shared/pg-pool/index.js';
import { referencedIds } from './member-data.references.js';

/** A member's data as every module holds it, by module: `{ identity: { member: […], … }, community: { posts: […] }, … }`. */
export type MemberData = Record<string, RowLists>;

/**
 * Everything the modules hold about one member (ADR 0106), composed above them: each module
 * answers for its own tables through the part it registered (`MemberDataRegistry`, the same
 * parts the erasure runs), and the parts are read in one statement (ADR 0080), so the copy is
 * one consistent snapshot. Consents and blocks come with identity's part, the reports the
 * member made with admin's.
 */
@Injectable()
export class MemberDataParts implements OnModuleInit {
  constructor(
    private readonly registry: MemberDataRegistry,
    private readonly db: PgPool,
  ) {}

  /** A module of the chain that registered no part stops the start, not the first copy. */
  onModuleInit(): void {
    this.registry.inChainOrder();
  }

  async read(memberId: string): Promise<MemberData> {
    const parts = this.registry.inChainOrder();
    const answers: RowLists[] = await this.db.readTogether(...parts.map((part) => part.export(memberId)));
    return Object.fromEntries(parts.map((part, i) => [part.module, answers[i]]));
  }

  /**
   * What the modules call the members, posts, courses, lessons and questions `data` refers to,
   * each module naming its own, in one statement: for the copy's page, which shows names where the
   * JSON keeps ids. Read after the data, so a thing deleted in between has no name, as one
   * deleted before.
   */
  async names(data: MemberData): Promise<Names> {
    const ids = referencedIds(data);
    const namers = this.registry.inChainOrder().filter((part) => part.names !== undefined);
    const answers: Names[] = await this.db.readTogether(...namers.map((part) => part.names!(ids)));
    return Object.assign({}, ...answers) as Names;
  }
}
