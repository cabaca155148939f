import { Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, type ErrorEntry } from '@tessera/admin-kit';

/** What failed (SPEC §8's messages: "folder could not be created", …) above the server's coded reasons. */
export function FailedAction({ title, errors }: { title: string; errors: ErrorEntry[] }) {
  if (errors.length === 0) return null;
  return (
    <Stack gap={4} data-testid="media-action-failed">
      <Text size="sm" fw={600} c="red.8">
        {title}
      </Text>
      <ErrorList errors={errors} />
    </Stack>
  );
}
