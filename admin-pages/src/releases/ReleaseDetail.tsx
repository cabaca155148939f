import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, formatDate, readable, type ErrorEntry } from '@tessera/admin-kit';
import { Link, useNavigate } from '@tessera/admin-kit/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishReleaseDocument, ReleaseDocument, ReleasePreviewUrlDocument, RollbackReleaseDocument } from '../generated/graphql';
import { ConfirmModal } from './ConfirmModal';
import { DeleteReleaseModal } from './DeleteReleaseModal';
import { ReleaseItemsTable } from './ReleaseItemsTable';
import { ReleaseModal } from './ReleaseModal';
import { ReleaseRefusal } from './ReleaseRefusal';
import { ReleaseStatusBadge } from './ReleasesScreen';
import { canRollBack, failureEntries, isDeletable, isEditable, publishBlockedReason } from './release-view';

/** What failed last, above its coded reasons. */
interface Failure {
  message: string;
  errors: ErrorEntry[];
}

/**
 * One release (/cmsadmin/releases?release=ID): its facts, its items with their checks (ReleaseItemsTable),
 * and Publish (all items in one transaction; a refusal names its coded reasons and nothing went
 * live), Roll back once published, and a preview of the whole site as it will be after it.
 */
export function ReleaseDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const query = useQuery(ReleaseDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [publish, publishing] = useMutation(PublishReleaseDocument);
  const [rollback, rollingBack] = useMutation(RollbackReleaseDocument);
  const [confirming, setConfirming] = useState<'publish' | 'rollback' | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const release = query.data?.release;
  if (!release) {
    return (
      <Stack data-testid="release-detail">
        <Anchor component={Link} to="/releases" c={readable.link}>
          {t('pages.releases.back')}
        </Anchor>
        {query.error ? <ActionErrors message={t('pages.releases.loadFailed')} errors={codedErrors(query.error)} testId="release-load-failed" /> : <Loader size="sm" aria-label={t('app.loading')} />}
      </Stack>
    );
  }

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setFailure(null);
    try {
      await action();
      notifications.show({ color: 'green', message: done });
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      setFailure({ message: failed, errors: codedErrors(error) });
      await query.refetch().catch(() => undefined);
    }
  };
  const openPreview = async () => {
    setFailure(null);
    setPreviewing(true);
    try {
      const { data } = await client.query({ query: ReleasePreviewUrlDocument, variables: { id }, fetchPolicy: 'network-only' });
      if (data) window.open(data.releasePreviewUrl, '_blank', 'noopener,noreferrer');
    } catch (error) {
      setFailure({ message: t('pages.releases.previewFailed'), errors: codedErrors(error) });
    } finally {
      setPreviewing(false);
    }
  };

  const blocked = publishBlockedReason(release);
  const editable = isEditable(release.status);
  const storedFailure = failureEntries(release.failure);
  return (
    <Stack data-testid="release-detail" data-release-id={release.id} data-status={release.status}>
      <Anchor component={Link} to="/releases" c={readable.link} data-testid="release-back">
        {t('pages.releases.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="release-name-title">
          {release.name}
        </Title>
        <ReleaseStatusBadge status={release.status} testId="release-detail-status" />
      </Group>
      {release.description && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="release-description-text">
          {release.description}
        </Text>
      )}
      <Stack gap={2}>
        <Text size="sm" c={readable.muted}>
          {release.createdByName
            ? t('pages.releases.detail.createdBy', { name: release.createdByName, date: formatDate(release.createdAt, i18n.language, true) })
            : t('pages.releases.detail.created', { date: formatDate(release.createdAt, i18n.language, true) })}
        </Text>
        {release.scheduledAt && (
          <Text size="sm" data-testid="release-scheduled">
            {t('pages.releases.detail.scheduledFor', { date: formatDate(release.scheduledAt, i18n.language, true) })}
          </Text>
        )}
        {release.publishedAt && (
          <Text size="sm" data-testid="release-published-at">
            {t('pages.releases.detail.publishedAt', { date: formatDate(release.publishedAt, i18n.language, true) })}
          </Text>
        )}
      </Stack>
      <ReleaseRefusal message={t('pages.releases.detail.failure')} errors={storedFailure} items={release.items} testId="release-stored-failure" />
      <Group gap="xs">
        {editable && (
          <Button onClick={() => setConfirming('publish')} disabled={blocked !== null} aria-describedby={blocked ? 'release-publish-blocked' : undefined} data-testid="release-publish">
            {t('pages.releases.publish')}
          </Button>
        )}
        {canRollBack(release.status) && (
          <Button variant="outline" color={readable.danger} onClick={() => setConfirming('rollback')} disabled={!release.canPublish} data-testid="release-rollback">
            {t('pages.releases.rollback')}
          </Button>
        )}
        <Button variant="default" onClick={() => void openPreview()} loading={previewing} data-testid="release-preview">
          {t('pages.releases.preview')}
        </Button>
        {editable && (
          <Button variant="default" onClick={() => setEditing(true)} data-testid="release-edit">
            {t('common.edit')}
          </Button>
        )}
        {isDeletable(release.status) && (
          <Button variant="outline" color={readable.danger} onClick={() => setDeleting(true)} data-testid="release-delete">
            {t('common.delete')}
          </Button>
        )}
      </Group>
      {editable && blocked && (
        <Text size="sm" id="release-publish-blocked" data-testid="release-publish-blocked">
          {t(blocked)}
        </Text>
      )}
      {editable && release.needsReview && (
        <Alert color="blue" variant="light" data-testid="release-needs-review">
          <Text size="sm">{t('pages.releases.detail.needsReview')}</Text>
        </Alert>
      )}
      {failure && <ReleaseRefusal message={failure.message} errors={failure.errors} items={release.items} testId="release-action-errors" />}
      <ReleaseItemsTable release={release} editable={editable} />
      <ConfirmModal
        opened={confirming === 'publish'}
        title={t('pages.releases.publishTitle')}
        message={t('pages.releases.publishConfirm', { count: release.itemCount, name: release.name })}
        confirmLabel={t('pages.releases.publish')}
        color={readable.primary}
        busy={publishing.loading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void run(() => publish({ variables: { id } }), t('pages.releases.published'), t('pages.releases.publishFailed'))}
        testId="release-publish-modal"
      />
      <ConfirmModal
        opened={confirming === 'rollback'}
        title={t('pages.releases.rollbackTitle')}
        message={t('pages.releases.rollbackConfirm', { name: release.name })}
        confirmLabel={t('pages.releases.rollback')}
        color={readable.danger}
        busy={rollingBack.loading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void run(() => rollback({ variables: { id } }), t('pages.releases.rolledBack'), t('pages.releases.rollbackFailed'))}
        testId="release-rollback-modal"
      />
      <ReleaseModal
        release={editing ? release : null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void query.refetch();
        }}
      />
      <DeleteReleaseModal release={deleting ? release : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/releases')} />
    </Stack>
  );
}
