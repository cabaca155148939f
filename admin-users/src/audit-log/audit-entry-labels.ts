import type { TFunction } from 'i18next';
import type { AuditEntryFieldsFragment as Entry } from '../generated/graphql';

/** Who acted: a person's e-mail, "token NAME (by e-mail)" for a call with an API token, the installation itself, or a deleted person. */
export function whoOf(t: TFunction, entry: Pick<Entry, 'actorId' | 'actorEmail' | 'tokenName'>): string {
  const person = entry.actorEmail ?? (entry.actorId !== null ? t('auditLog.deletedPerson', { id: entry.actorId }) : null);
  if (entry.tokenName !== null) return t('auditLog.byToken', { name: entry.tokenName, person: person ?? '—' });
  if (entry.actorEmail === 'system') return t('auditLog.system');
  return person ?? '—';
}

/** What was acted on: its kind and id ("page 12"), its kind alone, or nothing. */
export function objectOf(entry: Pick<Entry, 'subjectType' | 'subjectId'>): string {
  return [entry.subjectType, entry.subjectId].filter((part) => part !== null && part !== '').join(' ');
}
