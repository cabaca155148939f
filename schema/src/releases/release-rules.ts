import { z } from 'zod';
import { entityId, optionalInstant } from '../validation/parse-input';

/** What a release may hold (issue 36); beyond these, V_14 (text) or V_07 on `items`. */
export const releaseLimits = {
  nameMaxLength: 200,
  descriptionMaxLength: 2000,
  /** Items of one release: all are locked, checked and applied in one transaction. */
  maxItems: 1000,
} as const;

export const releaseStatuses = ['open', 'scheduled', 'publishing', 'published', 'failed', 'rolled-back'] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

export const releaseItemKinds = ['page-version', 'unpublish-page', 'reusable-block-version', 'menu'] as const;
export type ReleaseItemKind = (typeof releaseItemKinds)[number];

/** A release can still be changed (items added, removed, refreshed; deleted) and published. */
export const isEditable = (status: ReleaseStatus): boolean => status === 'open' || status === 'scheduled' || status === 'failed';

/** One item per page, per reusable block and per menu locale in a release. */
export const targetOf = {
  page: (pageId: number) => `page:${pageId}`,
  block: (blockId: number) => `block:${blockId}`,
  menu: (locale: string) => `menu:${locale}`,
};

/** GraphQL hands a Date, REST a string: both read as an instant with its offset. */
const instant = () => z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), optionalInstant());

export const releaseFields = {
  name: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(releaseLimits.nameMaxLength, 'V_14'),
  description: z
    .string({ invalid_type_error: 'V_12' })
    .trim()
    .max(releaseLimits.descriptionMaxLength, 'V_14')
    .nullish()
    .transform((value) => value ?? ''),
  scheduledAt: instant(),
};

export const releaseId = () => entityId();
/** A version number as the editor shows it (1, 2, …); null: the latest. */
export const versionNumber = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? null : value),
    z.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12').nullish(),
  );

/** The reason of a failed publication as stored on the release: `V_07 (items.12), V_12 (blocks.0.props.body)`. */
export function failureText(errors: ReadonlyArray<{ code: string; property?: string }>): string {
  return errors
    .map((entry) => (entry.property ? `${entry.code} (${entry.property})` : entry.code))
    .join(', ')
    .slice(0, 500);
}
