import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Page } from './page.entity';
import { PageVersion } from './page-version.entity';

export type PublicationRequestStatus = 'open' | 'accepted' | 'rejected' | 'revoked';

@Entity({ tableName: 'publication_request' })
export class PublicationRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  @ManyToOne(() => PageVersion, { deleteRule: 'cascade' })
  version!: PageVersion;

  @Index()
  @Property({ type: 'string', length: 16 })
  status: PublicationRequestStatus & Opt = 'open';

  @Property({ type: 'integer', nullable: true })
  requestedBy: number | null = null;

  @Property({ type: 'text' })
  requesterComment: string & Opt = '';

  @Property({ type: 'integer', nullable: true })
  reviewedBy: number | null = null;

  @Property({ type: 'text', nullable: true })
  reviewerFeedback: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** Last time the request was sent (again) to the reviewers. */
  @Property({ type: 'datetime' })
  sentAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
