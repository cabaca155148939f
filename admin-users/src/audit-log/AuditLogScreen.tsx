import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { auditLogLimits } from '@tessera/content-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditEntriesDocument, type AuditEntryFieldsFragment as Entry } from '../generated/graphql';
import { auditQueryOf, emptyAuditFilters, exportHref, filterRefusals, type AuditQuery } from './audit-log-filters';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';
import { AuditRetentionSection } from './AuditRetentionSection';

/** The pages after the first that "load more" fetched, for the filters they were fetched with. */
interface Loaded {
  query: AuditQuery;
  items: Entry[];
  nextBeforeId: number | null;
}

/**
 * /cmsadmin/audit-log: who did what, when and from where, newest first, narrowed by person,
 * action, object, dates and API token, 25 at a time with "load more" (the API's keyset cursor);
 * the CSV of the same entries; how long entries are kept (view-audit-log; the retention is
 * changed with manage-settings).
 */
export default function AuditLogScreen() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useAuth();
  const allowed = hasPermission('view-audit-log');
  const [form, setForm] = useState(emptyAuditFilters);
  const [query, setQuery] = useState<AuditQuery>({});
  const [refused, setRefused] = useState<ErrorEntry[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const first = useQuery(AuditEntriesDocument, { variables: { query }, fetchPolicy: 'network-only', skip: !allowed });

  if (!allowed) {
    return (
      <Stack>
        <Title order={1}>{t('auditLog.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const apply = (next: typeof form) => {
    const refusals = filterRefusals(next);
    setRefused(refusals);
    if (refusals.length > 0) return;
    setLoaded(null);
    setQuery(auditQueryOf(next));
  };
  const clear = () => {
    setForm(emptyAuditFilters);
    apply(emptyAuditFilters);
  };

  const page = first.data?.auditLog;
  const more = loaded?.query === query ? loaded : null;
  const entries = [...(page?.items ?? []), ...(more?.items ?? [])];
  const nextBeforeId = more ? more.nextBeforeId : (page?.nextBeforeId ?? null);

  const loadMore = async () => {
    if (nextBeforeId === null) return;
    setLoadingMore(true);
    setRefused([]);
    try {
      const { data } = await client.query({ query: AuditEntriesDocument, variables: { query: { ...query, beforeId: nextBeforeId } }, fetchPolicy: 'network-only' });
      if (data) setLoaded({ query, items: [...(more?.items ?? []), ...data.auditLog.items], nextBeforeId: data.auditLog.nextBeforeId ?? null });
    } catch (error) {
      setRefused(codedErrors(error));
    } finally {
      setLoadingMore(false);
    }
  };

  const filterErrors = [...refused, ...(first.error ? codedErrors(first.error) : [])];
  return (
    <Stack data-testid="audit-log-screen">
      <Title order={1}>{t('auditLog.title')}</Title>
      <Text size="sm">{t('auditLog.intro')}</Text>
      <AuditLogFilters value={form} errors={filterErrors} onChange={setForm} onApply={() => apply(form)} onClear={clear} />
      <Group justify="space-between">
        <Text size="sm">{t('auditLog.exportNote', { max: auditLogLimits.exportMaxRows.toLocaleString(i18n.language) })}</Text>
        <Button component="a" href={exportHref(query)} download variant="light" data-testid="audit-log-export">
          {t('auditLog.export')}
        </Button>
      </Group>
      {first.error && !page && <Text>{t('auditLog.loadFailed')}</Text>}
      {!page && !first.error && <Loader size="sm" aria-label={t('app.loading')} />}
      {page && entries.length === 0 && <Text data-testid="audit-log-none">{t('auditLog.none')}</Text>}
      {entries.length > 0 && <AuditLogTable entries={entries} />}
      {nextBeforeId !== null && (
        <Group>
          <Button variant="default" loading={loadingMore} onClick={() => void loadMore()} data-testid="audit-log-more">
            {t('auditLog.more')}
          </Button>
        </Group>
      )}
      <AuditRetentionSection canChange={hasPermission('manage-settings')} />
    </Stack>
  );
}
