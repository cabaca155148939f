import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactRateLimitRepository } from './contact-rate-limit.repository';
import { ContactSubmissionRepository } from './contact-submission.repository';

/**
 * How long submissions are kept: they hold visitors' personal data, and the recipient has had the
 * mail since the day it came, so they are not kept for ever.
 */
export const contactRetentionDays = 180;

/** Hourly housekeeping: rate-limit windows that are over, submissions past the retention period. */
export async function pruneContactState(em: EntityManager): Promise<void> {
  await new ContactRateLimitRepository(em).prune();
  await new ContactSubmissionRepository(em).deleteOlderThan(contactRetentionDays);
}
