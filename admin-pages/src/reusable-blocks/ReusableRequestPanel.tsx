import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@tessera/admin-kit/mantine';
import { Textarea } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcceptReusableBlockPublicationDocument, RejectReusableBlockPublicationDocument, RevokeReusableBlockRequestDocument, type ReusableBlockFieldsFragment } from '../generated/graphql';

type OpenRequest = NonNullable<ReusableBlockFieldsFragment['openRequest']>;

/**
 * A reusable block's open publication request: which version was asked for, when, and the
 * requester's comment. A reviewer (review-publication) accepts it (exactly that version goes
 * live) or rejects it, with feedback for the requester; the requester, a reviewer or a publisher
 * may withdraw it.
 */
export function ReusableRequestPanel({ block, request, onDecided }: { block: ReusableBlockFieldsFragment; request: OpenRequest; onDecided(): Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const { hasPermission, user } = useAuth();
  const mayReview = hasPermission('review-publication');
  const mayWithdraw = mayReview || hasPermission('publish-page') || request.requestedBy === user?.id;
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [accept, accepting] = useMutation(AcceptReusableBlockPublicationDocument);
  const [reject, rejecting] = useMutation(RejectReusableBlockPublicationDocument);
  const [revoke, revoking] = useMutation(RevokeReusableBlockRequestDocument);

  const decide = async (action: () => Promise<unknown>, message: string) => {
    setErrors([]);
    try {
      await action();
      notifications.show({ color: 'green', message });
      await onDecided();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };
  const variables = { requestID: request.id, feedback: feedback.trim() || null };
  const outdated = request.versionID !== block.versionID;

  return (
    <Alert color="blue" title={t('pages.reusable.request.open', { number: request.versionNumber })} data-testid="reusable-request">
      <Stack gap="xs">
        <Text size="sm">{t('pages.reusable.request.on', { date: formatDate(request.createdAt, i18n.language, true) })}</Text>
        <Text size="sm" data-testid="reusable-request-comment">
          {request.comment || t('pages.requests.noComment')}
        </Text>
        {outdated && <Text size="sm">{t('pages.reusable.request.outdated', { number: block.versionNumber })}</Text>}
        {mayReview && (
          <Textarea
            label={t('pages.requests.modal.feedback')}
            description={t('pages.requests.modal.feedbackHint')}
            value={feedback}
            onChange={(event) => setFeedback(event.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="reusable-request-feedback"
          />
        )}
        {errors.length > 0 && <ErrorList errors={errors} />}
        <Group>
          {mayReview && (
            <Button onClick={() => decide(() => accept({ variables }), t('pages.reusable.request.accepted'))} loading={accepting.loading} data-testid="reusable-request-accept">
              {t('pages.reusable.request.accept', { number: request.versionNumber })}
            </Button>
          )}
          {mayReview && (
            <Button
              variant="outline"
              color="red.9"
              onClick={() => decide(() => reject({ variables }), t('pages.reusable.request.rejected'))}
              loading={rejecting.loading}
              data-testid="reusable-request-reject"
            >
              {t('pages.requests.modal.reject')}
            </Button>
          )}
          {mayWithdraw && (
            <Button
              variant="default"
              onClick={() => decide(() => revoke({ variables: { requestID: request.id } }), t('pages.reusable.request.withdrawn'))}
              loading={revoking.loading}
              data-testid="reusable-request-withdraw"
            >
              {t('pages.reusable.request.withdraw')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
