import { Alert, Badge, Group, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { formatDate } from '@tessera/admin-kit';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPageFieldsFragment } from '../../generated/graphql';
import { AddToReleaseButton } from '../../releases/AddToRelease';
import { localeLabel } from '@tessera/admin-kit';
import { useVersionFields, type EditorStore } from '../state/editor-store';
import type { OpenRequest } from '../save/use-open-request';
import type { PageRejection } from '../save/use-page-rejection';
import { showsUnpublishedNotice } from './page-state';
import { StateBadge } from './StateBadge';

/**
 * The page being edited: its title as typed, locale, type and publication state, with the
 * "unpublished changes" notice while visitors see an older version, the open request's comment
 * while one waits for a reviewer, and the reviewer's feedback after a rejection until the page is
 * requested again or published. Memoized: it renders for the title and the page's facts, not
 * when the editor frame does (the dirty flag, a save under way).
 */
export const EditorHeader = memo(function EditorHeader({
  page,
  store,
  typeLabel,
  request,
  rejection,
}: {
  page: EditorPageFieldsFragment;
  store: EditorStore;
  typeLabel: string;
  request: OpenRequest | null;
  rejection: PageRejection | null;
}) {
  const { t, i18n } = useTranslation();
  const { title } = useVersionFields(store);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} data-testid="editor-title" style={{ overflowWrap: 'anywhere' }}>
          {title || t('pages.editor.untitled')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <AddToReleaseButton page={page} />
          <StateBadge facts={page} testId="editor-state" />
        </Group>
      </Group>
      <Group gap="xs">
        <Badge variant="default" data-testid="editor-locale" title={t('pages.editor.header.locale')}>
          {localeLabel(page.locale, i18n.language)}
        </Badge>
        <Badge variant="default" data-testid="editor-type" title={t('pages.editor.header.type')}>
          {typeLabel}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="editor-slug">
          /{page.slug}
        </Text>
      </Group>
      {showsUnpublishedNotice(page) && (
        <Alert color="yellow" variant="light" data-testid="editor-unpublished-notice">
          <Text size="sm">{t('pages.editor.header.unpublishedNotice', { date: formatDate(page.publishedAt, i18n.language, true) })}</Text>
        </Alert>
      )}
      {request && (
        <Alert color="blue" variant="light" data-testid="editor-request-notice">
          <Text size="sm" fw={700}>
            {t('pages.editor.header.requestTitle', { date: formatDate(request.sentAt, i18n.language, true) })}
          </Text>
          <Text size="sm">{request.requesterComment || t('pages.editor.header.requestNoComment')}</Text>
        </Alert>
      )}
      {rejection && <RejectionNotice rejection={rejection} />}
    </Stack>
  );
});

/** A rejection's feedback with who gave it and when; a rejection without feedback says so. */
function RejectionNotice({ rejection }: { rejection: PageRejection }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(rejection.rejectedAt, i18n.language, true);
  return (
    <Alert color="red" variant="light" data-testid="editor-rejection-notice">
      <Text size="sm" fw={700}>
        {rejection.reviewerName ? t('pages.editor.header.rejectedBy', { name: rejection.reviewerName, date }) : t('pages.editor.header.rejected', { date })}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="editor-rejection-feedback">
        {rejection.feedback || t('pages.editor.header.rejectedNoComment')}
      </Text>
    </Alert>
  );
}
