import { Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { dangerColor } from '../colors';

/** What failed (SPEC §8: "failed to save or unpublish the page", …) above the server's translated reasons. */
export function RefusalList({ title, errors, testId }: { title: string; errors: ErrorEntry[]; testId: string }) {
  if (errors.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600} c={dangerColor}>
        {title}
      </Text>
      <ErrorList errors={errors} />
    </Stack>
  );
}
