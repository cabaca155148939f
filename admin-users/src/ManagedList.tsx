import { Button, Group, Loader, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList } from '@tessera/admin-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ManagedListProps {
  /** Names the test ids: `{name}-screen`, `{name}-add`, `{name}-none`. */
  name: string;
  title: string;
  intro: string;
  addLabel: string;
  onAdd(): void;
  loadFailed: string;
  empty: string;
  /** The list's query: its data once in, its error, and how many items it holds. */
  list: { data: unknown; error: unknown; count: number };
  /** The table, shown while there are items. */
  children: ReactNode;
  /** What the screen shows beside the list, whatever its state (its dialogs). */
  extra?: ReactNode;
}

/**
 * The frame of a screen listing what an administrator manages (webhooks, API tokens): the title
 * with its "add" button, an intro, and the list's loading, failed and empty states around the table.
 */
export function ManagedList({ name, title, intro, addLabel, onAdd, loadFailed, empty, list, children, extra }: ManagedListProps) {
  const { t } = useTranslation();
  const loaded = list.data !== undefined && list.data !== null;
  return (
    <Stack data-testid={`${name}-screen`}>
      <Group gap="xl">
        <Title order={1}>{title}</Title>
        <Button onClick={onAdd} disabled={!loaded} data-testid={`${name}-add`}>
          {addLabel}
        </Button>
      </Group>
      <Text size="sm">{intro}</Text>
      {!!list.error && !loaded && (
        <Stack gap="xs">
          <Text>{loadFailed}</Text>
          <ErrorList errors={codedErrors(list.error)} />
        </Stack>
      )}
      {!loaded && !list.error && <Loader size="sm" aria-label={t('app.loading')} />}
      {loaded && list.count === 0 && <Text data-testid={`${name}-none`}>{empty}</Text>}
      {list.count > 0 && children}
      {extra}
    </Stack>
  );
}
