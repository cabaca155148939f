import type { AuditEntryRow } from './audit-log.repository';

/** One entry of the trail as the list answers it. */
export type AuditEntryView = Omit<AuditEntryRow, 'position'>;

export function presentAuditEntry({ position: _position, ...entry }: AuditEntryRow): AuditEntryView {
  return entry;
}

/** A page of the list: no count of all matches (at a million rows that alone is slower than the page), only whether more follow. */
export interface AuditLogPageView {
  items: AuditEntryView[];
  hasMore: boolean;
  /** The `beforeId` of the next page; null on the last one. */
  nextBeforeId: number | null;
}
