import { Entity, Index, ManyToOne, Unique, type Rel } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';
import { MemberEntity } from './member.entity.js';

/**
 * A member's acceptance of one version of a legal document (ADR 0110): which document,
 * which version, when. One row per version, kept when a newer one is accepted: the history
 * of what a member agreed to stays, and the latest acceptance is the one in force.
 */
@Entity({ tableName: 'member_consent' })
@Unique({ name: 'member_consent_version_unique', properties: ['member', 'document', 'version'] })
@Index({ name: 'member_consent_latest_idx', properties: ['member', 'document', 'acceptedAt'] })
export class MemberConsentEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => MemberEntity, { deleteRule: 'cascade' })
  member!: Rel<MemberEntity>;

  /** `terms` (Termos de Uso) or `privacy` (Política de Privacidade). */
  @Column.text()
  document!: string;

  @Column.text()
  version!: string;

  @Column.timestamp()
  acceptedAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}
