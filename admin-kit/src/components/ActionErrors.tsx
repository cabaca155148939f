import { Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList } from './ErrorList';
import type { ErrorEntry } from '../errors/error-message';
import { readable } from '../ui/readable-colors';

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
