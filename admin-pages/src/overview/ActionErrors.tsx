import { Stack, Text } from '@mantine/core';
import { ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { readable } from './readable-colors';

/** What failed ("The page could not be deleted.") above the server's translated coded reasons; nothing without errors. */
export function ActionErrors({ message, errors, testId }: { message: string; errors: ErrorEntry[]; testId?: string }) {
  if (errors.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600} c={readable.danger}>
        {message}
      </Text>
      <ErrorList errors={errors} />
    </Stack>
  );
}
