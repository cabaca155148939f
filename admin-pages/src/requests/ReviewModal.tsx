import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { Blockquote, Box, Textarea } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, formatDate, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import { AcceptPublicationRequestDocument, RejectPublicationRequestDocument, type OpenPublicationRequestsQuery } from '../generated/graphql';
import { fieldError, formErrors } from '@tessera/admin-kit';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { previewPath, requesterName } from './requester';
import { readable } from '@tessera/admin-kit';
import { VersionComparison } from '../compare/VersionComparison';

export type OpenRequest = OpenPublicationRequestsQuery['publicationRequests'][number];

/**
 * AcceptRequest (SPEC §2 editor activity): the reviewer sees the requested version as the site
 * will show it and the requester's comment, then accepts (the page is published) or rejects,
 * with feedback or without (SPEC §4: optional either way); the requester is told by e-mail.
 * Failures go to the publication-requests collection (SPEC §8).
 */
export function ReviewModal(props: { request: OpenRequest | null; opened: boolean; onClose: () => void; onDecided: () => void }) {
  const { t, i18n } = useTranslation();
  const errors = useErrorCollection('publication-requests');
  const [feedback, setFeedback] = useState('');
  const [showChanges, setShowChanges] = useState(false);
  const [accept, accepting] = useMutation(AcceptPublicationRequestDocument);
  const [reject, rejecting] = useMutation(RejectPublicationRequestDocument);
  const { request } = props;

  const { clear } = errors;
  useEffect(() => {
    if (!props.opened) return;
    setFeedback('');
    setShowChanges(false);
    clear();
  }, [props.opened, request?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const decide = async (decision: 'accept' | 'reject') => {
    if (!request) return;
    const text = feedback.trim();
    errors.clear();
    try {
      if (decision === 'accept') {
        await accept({ variables: { versionId: request.versionID, feedback: text || null } });
        notifications.show({ color: 'green', message: t('pages.requests.accepted', { title: request.pageTitle }) });
      } else {
        await reject({ variables: { versionId: request.versionID, feedback: text } });
        notifications.show({ color: 'blue', message: t('pages.requests.rejected', { title: request.pageTitle }) });
      }
      props.onDecided();
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  const title = request?.pageTitle ?? '';
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('pages.requests.modal.title', { title })} size="xl" data-testid="review-modal">
      {request && (
        <Stack>
          <Text size="sm" c={readable.muted} data-testid="review-requester">
            {localeLabel(request.locale, i18n.language)} · {t('pages.requests.modal.requestedBy', { name: requesterName(t, request), date: formatDate(request.sentAt, i18n.language, true) })}
            {request.requesterEmail && (
              <>
                {' · '}
                <Anchor href={`mailto:${request.requesterEmail}`} size="sm" c={readable.link} underline="always">
                  {request.requesterEmail}
                </Anchor>
              </>
            )}
          </Text>
          <div>
            <Text size="sm" fw={600}>
              {t('pages.requests.modal.comment')}
            </Text>
            <Blockquote p="sm" mt={4} data-testid="review-comment">
              {request.requesterComment || t('pages.requests.noComment')}
            </Blockquote>
          </div>
          <div>
            <Button variant="default" size="compact-sm" onClick={() => setShowChanges((shown) => !shown)} aria-expanded={showChanges} data-testid="review-show-changes">
              {showChanges ? t('pages.compare.hideSince') : t('pages.compare.showSince')}
            </Button>
            {showChanges && (
              <Box mt="sm">
                <VersionComparison pageId={request.pageID} to={request.versionID} />
              </Box>
            )}
          </div>
          <Box
            component="iframe"
            src={previewPath(request.versionID)}
            title={t('pages.requests.modal.preview', { title })}
            w="100%"
            h={420}
            bd="1px solid var(--mantine-color-gray-4)"
            data-testid="review-preview"
          />
          <Group gap="lg">
            <Anchor href={previewPath(request.versionID)} target="_blank" rel="noopener" size="sm" c={readable.link}>
              {t('pages.requests.modal.openPreview')}
            </Anchor>
            <Anchor component={Link} to={`/page/${request.pageID}`} size="sm" c={readable.link}>
              {t('pages.requests.modal.openEditor')}
            </Anchor>
          </Group>
          <ActionErrors message={t('pages.requests.failed')} errors={formErrors(errors.errors, ['feedback'])} testId="review-errors" />
          <Textarea
            label={t('pages.requests.modal.feedback')}
            description={t('pages.requests.modal.feedbackHint')}
            value={feedback}
            onChange={(event) => setFeedback(event.currentTarget.value)}
            error={fieldError(t, errors.errors, t('pages.requests.modal.feedback'), 'feedback')}
            autosize
            minRows={3}
            data-autofocus
            data-testid="review-feedback"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button color={readable.danger} variant="outline" onClick={() => void decide('reject')} loading={rejecting.loading} disabled={accepting.loading} data-testid="review-reject">
              {t('pages.requests.modal.reject')}
            </Button>
            <Button color={readable.confirm} onClick={() => void decide('accept')} loading={accepting.loading} disabled={rejecting.loading} data-testid="review-accept">
              {t('pages.requests.modal.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
