import type { ErrorEntry } from '@tessera/admin-kit';

/** The filter form of the audit log screen, as typed (empty: not narrowed by it). */
export interface AuditFilterForm {
  /** A person's e-mail. */
  person: string;
  action: string;
  /** The action as typed exactly, not as a prefix. */
  exact: boolean;
  subjectType: string;
  subjectId: string;
  /** Days (YYYY-MM-DD, a date input's value), in the browser's time zone, both included. */
  from: string;
  to: string;
  tokenId: string;
}

export const emptyAuditFilters: AuditFilterForm = { person: '', action: '', exact: false, subjectType: '', subjectId: '', from: '', to: '', tokenId: '' };

/** What the API takes: the `AuditLogQuery` of GraphQL, and the query string of the CSV export. */
export interface AuditQuery {
  actorEmail?: string;
  action?: string;
  actionMatch?: 'exact';
  subjectType?: string;
  subjectId?: string;
  from?: string;
  to?: string;
  tokenId?: number;
}

/** The start of a day in the browser's time zone, `days` later (1: the end of it), as an instant; undefined for no day. */
function dayEdge(day: string, days: 0 | 1): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString() : undefined;
}

/** What the form cannot send at all (a token id that is not a number); the server checks the rest and answers with codes. */
export function filterRefusals(form: AuditFilterForm): ErrorEntry[] {
  return form.tokenId.trim() !== '' && !/^\d{1,9}$/.test(form.tokenId.trim()) ? [{ code: 'V_12', property: 'tokenId' }] : [];
}

export function auditQueryOf(form: AuditFilterForm): AuditQuery {
  const text = (value: string) => value.trim() || undefined;
  const action = text(form.action);
  const query: AuditQuery = {
    actorEmail: text(form.person),
    action,
    actionMatch: action && form.exact ? 'exact' : undefined,
    subjectType: text(form.subjectType),
    subjectId: text(form.subjectId),
    from: dayEdge(form.from, 0),
    to: dayEdge(form.to, 1),
    tokenId: form.tokenId.trim() ? Number(form.tokenId.trim()) : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditQuery;
}

/** The CSV export of the same entries: a plain link, so the browser downloads it with the session's cookie. */
export function exportHref(query: AuditQuery): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const search = params.toString();
  return `/api/tessera/audit-log/export${search ? `?${search}` : ''}`;
}

/** The form field a coded error of the API is about. */
export const fieldOfProperty: Record<string, keyof AuditFilterForm> = {
  actorEmail: 'person',
  action: 'action',
  actionMatch: 'action',
  subjectType: 'subjectType',
  subjectId: 'subjectId',
  from: 'from',
  to: 'to',
  tokenId: 'tokenId',
};
