import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, formatDate, useAuth } from '@tessera/admin-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import '../i18n';
import { DashboardPagesDocument, OpenPublicationRequestsDocument } from '../generated/graphql';
import { localeLabel } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { FirstStepsPanel } from './FirstStepsPanel';
import { editorPath, ownPagesQuery, recentPagesQuery, splitRequests, withUnpublishedChanges } from './dashboard-lists';

/** One row of a dashboard list: a link to the page's editor and a line about it. */
interface DashboardRow {
  key: string | number;
  pageId: number;
  title: string;
  detail: string;
}

interface SectionProps {
  id: string;
  title: string;
  empty: string;
  rows: DashboardRow[] | null;
  failed: unknown;
  retry(): void;
}

/** A titled list with its loading, error and empty states. */
function DashboardSection({ id, title, empty, rows, failed, retry }: SectionProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (rows === null && failed) {
    body = (
      <Stack gap="xs">
        <Text size="sm" fw={600} c={readable.danger} data-testid={`dashboard-${id}-failed`}>
          {t('pages.dashboard.loadFailed')}
        </Text>
        <ErrorList errors={codedErrors(failed)} />
        <Group>
          <Button size="xs" variant="default" onClick={retry} data-testid={`dashboard-${id}-retry`}>
            {t('pages.dashboard.retry')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (rows === null) {
    body = <Loader size="sm" aria-label={t('app.loading')} />;
  } else if (rows.length === 0) {
    body = (
      <Text size="sm" c={readable.muted} data-testid={`dashboard-${id}-empty`}>
        {empty}
      </Text>
    );
  } else {
    body = (
      <List listStyleType="none" spacing="xs" data-testid={`dashboard-${id}-list`}>
        {rows.map((row) => (
          <List.Item key={row.key} data-testid={`dashboard-${id}-row`} data-page-id={row.pageId}>
            <Anchor component={Link} to={editorPath(row.pageId)} c={readable.link} fw={500}>
              {row.title}
            </Anchor>
            <Text size="xs" c={readable.muted}>
              {row.detail}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`dashboard-${id}-title`} data-testid={`dashboard-${id}`}>
      <Title order={2} size="h4" mb="sm" id={`dashboard-${id}-title`}>
        {title}
      </Title>
      {body}
    </Paper>
  );
}

/**
 * What an editor needs on signing in (issue 11): their pages with unpublished changes, the
 * publication requests they made and (for a reviewer) those waiting for review, and the
 * recently edited pages; each row opens the page's editor.
 */
export default function Dashboard() {
  const { t, i18n } = useTranslation();
  const { user, hasPermission } = useAuth();
  const canReview = hasPermission('review-publication');
  const pages = useQuery(DashboardPagesDocument, { variables: { mine: ownPagesQuery, recent: recentPagesQuery }, fetchPolicy: 'network-only' });
  const requests = useQuery(OpenPublicationRequestsDocument, { fetchPolicy: 'network-only' });
  const language = i18n.language;

  const pageDetail = (page: { locale: string; updatedAt: string }) =>
    t('pages.dashboard.changedOn', { date: formatDate(page.updatedAt, language, true), language: localeLabel(page.locale, language) });
  const pageRows = (list: Array<{ id: number; title: string; locale: string; updatedAt: string }>): DashboardRow[] =>
    list.map((page) => ({ key: page.id, pageId: page.id, title: page.title, detail: pageDetail(page) }));
  const unpublished = pages.data ? pageRows(withUnpublishedChanges(pages.data.mine.items)) : null;
  const recent = pages.data ? pageRows(pages.data.recent.items) : null;

  const split = requests.data ? splitRequests(requests.data.publicationRequests, user?.id ?? null, canReview) : null;
  const requestRows = (list: NonNullable<typeof split>['mine']): DashboardRow[] =>
    list.map((request) => ({
      key: request.id,
      pageId: request.pageID,
      title: request.pageTitle,
      detail: t('pages.dashboard.requestedOn', { date: formatDate(request.sentAt, language, true), language: localeLabel(request.locale, language) }),
    }));
  const retryPages = () => void pages.refetch().catch(() => undefined);
  const retryRequests = () => void requests.refetch().catch(() => undefined);

  return (
    <Stack data-testid="pages-dashboard">
      <Title order={1}>{t('pages.dashboard.title', { name: user?.name ?? '' })}</Title>
      <Text c={readable.muted}>{t('pages.dashboard.intro')}</Text>
      <FirstStepsPanel />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DashboardSection id="unpublished" title={t('pages.dashboard.unpublished')} empty={t('pages.dashboard.unpublishedEmpty')} rows={unpublished} failed={pages.error} retry={retryPages} />
        <DashboardSection
          id="my-requests"
          title={t('pages.dashboard.myRequests')}
          empty={t('pages.dashboard.myRequestsEmpty')}
          rows={split ? requestRows(split.mine) : null}
          failed={requests.error}
          retry={retryRequests}
        />
        {canReview && (
          <DashboardSection
            id="to-review"
            title={t('pages.dashboard.toReview')}
            empty={t('pages.dashboard.toReviewEmpty')}
            rows={split ? requestRows(split.toReview) : null}
            failed={requests.error}
            retry={retryRequests}
          />
        )}
        <DashboardSection id="recent" title={t('pages.dashboard.recent')} empty={t('pages.dashboard.recentEmpty')} rows={recent} failed={pages.error} retry={retryPages} />
      </SimpleGrid>
    </Stack>
  );
}
