import { Anchor, Stack, Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { readable } from '@tessera/admin-kit';
import { requesterName } from './requester';

/** Who asked for a publication: the name, and beneath it the e-mail as a mail link when the server gives it (to reviewers). */
export function RequesterName({ request }: { request: { requestedBy: number | null; requesterName: string | null; requesterEmail: string | null } }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} data-testid="requester">
      <Text size="sm" span>
        {requesterName(t, request)}
      </Text>
      {request.requesterEmail && (
        <Anchor href={`mailto:${request.requesterEmail}`} size="xs" c={readable.link} data-testid="requester-email">
          {request.requesterEmail}
        </Anchor>
      )}
    </Stack>
  );
}
