import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, List, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, formatDate, localeLabel, readable, type ErrorEntry } from '@tessera/admin-kit';
import { Link } from '@tessera/admin-kit/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompareModal } from '../compare/CompareModal';
import { RefreshReleaseItemDocument, ReleaseCompareVersionsDocument, RemoveReleaseItemDocument, type ReleaseFieldsFragment, type ReleaseItemFieldsFragment } from '../generated/graphql';
import { checkText } from './release-view';

type Item = ReleaseItemFieldsFragment;

/** A badge whose text wraps in a narrow cell instead of being cut off. */
const wrappingBadge = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** Severity badges: white on dark red for what stops the publication, dark on light yellow for a warning (both WCAG AA). */
const severityColor: Record<string, string> = { error: 'red.9', warning: 'yellow.3' };

/** What the item is, in words: a page (title and language), a reusable block, a language's menu. */
function ItemLabel({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  if ((item.kind === 'page-version' || item.kind === 'unpublish-page') && item.pageId) {
    return (
      <Anchor component={Link} to={`/page/${item.pageId}`} c={readable.link} style={{ overflowWrap: 'anywhere' }} data-testid="release-item-page">
        {item.pageTitle ?? t('pages.releases.unknownItem')}
        {item.locale ? ` (${localeLabel(item.locale, i18n.language)})` : ''}
      </Anchor>
    );
  }
  if (item.kind === 'reusable-block-version' && item.reusableBlockId) {
    return (
      <Anchor component={Link} to={`/reusable-blocks?edit=${item.reusableBlockId}`} c={readable.link} style={{ overflowWrap: 'anywhere' }}>
        {item.reusableBlockName ?? t('pages.releases.unknownItem')}
      </Anchor>
    );
  }
  if (item.kind === 'menu' && item.menuLocale) return <>{t('pages.releases.menuOf', { locale: localeLabel(item.menuLocale, i18n.language) })}</>;
  return <>{t('pages.releases.unknownItem')}</>;
}

/** The name of an item for the buttons' accessible names. */
function itemName(t: (key: string, options?: Record<string, unknown>) => string, item: Item): string {
  return item.pageTitle ?? item.reusableBlockName ?? (item.menuLocale ? t('pages.releases.menuOf', { locale: item.menuLocale }) : t('pages.releases.unknownItem'));
}

function Checks({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (item.checks.length === 0) {
    return (
      <Text size="sm" c="teal.9" data-testid="release-item-checks-ok">
        {t('pages.releases.checksOk')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} listStyleType="none" data-testid="release-item-checks">
      {item.checks.map((check, index) => (
        <List.Item key={`${check.code}-${check.property ?? ''}-${index}`} data-testid="release-item-check" data-severity={check.severity}>
          <Badge size="sm" color={severityColor[check.severity] ?? 'gray.7'} autoContrast mr={6}>
            {t(`pages.releases.severity.${check.severity}`, { defaultValue: check.severity })}
          </Badge>
          {checkText(t, check)}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The items of a release with who added them and when, their check results, and whether the page
 * or block changed since it was added; then Compare (the version compare between the added and the
 * latest version), Refresh (take the latest now) and Remove while the release is editable.
 */
export function ReleaseItemsTable({ release, editable }: { release: ReleaseFieldsFragment; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [refresh] = useMutation(RefreshReleaseItemDocument);
  const [remove] = useMutation(RemoveReleaseItemDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [comparing, setComparing] = useState<{ pageId: number; from: number; to: number } | null>(null);

  const act = async (key: string, action: () => Promise<unknown>, done: string) => {
    setErrors([]);
    setBusy(key);
    try {
      await action();
      if (done) notifications.show({ color: 'green', message: done });
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(null);
    }
  };
  const compare = (item: Item) =>
    act(
      `compare-${item.id}`,
      async () => {
        if (!item.pageId || !item.versionNumber) return;
        const { data } = await client.query({ query: ReleaseCompareVersionsDocument, variables: { pageID: item.pageId, beforeNumber: item.versionNumber + 1 }, fetchPolicy: 'network-only' });
        const added = data?.pageVersions.find((version) => version.number === item.versionNumber);
        const latest = data?.page.latestVersionID;
        if (added && latest) setComparing({ pageId: item.pageId, from: added.id, to: latest });
      },
      '',
    );

  return (
    <Stack gap="xs" data-testid="release-items">
      <Title order={2}>{t('pages.releases.items.title')}</Title>
      <ActionErrors message={t('pages.releases.itemFailed')} errors={errors} testId="release-item-errors" />
      {release.items.length === 0 ? (
        <Text data-testid="release-items-none">{t('pages.releases.items.none')}</Text>
      ) : (
        <Table striped data-testid="release-items-table">
          <Table.Caption>{t('pages.releases.items.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.releases.items.columns.kind')}</Table.Th>
              <Table.Th>{t('pages.releases.items.columns.item')}</Table.Th>
              <Table.Th>{t('pages.releases.items.columns.version')}</Table.Th>
              <Table.Th>{t('pages.releases.items.columns.added')}</Table.Th>
              <Table.Th>{t('pages.releases.items.columns.checks')}</Table.Th>
              <Table.Th>{t('pages.releases.items.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {release.items.map((item) => {
              const name = itemName(t, item);
              const versioned = item.kind === 'page-version' || item.kind === 'reusable-block-version';
              return (
                <Table.Tr key={item.id} data-testid="release-item" data-item-id={item.id} data-kind={item.kind} data-ok={item.ok} data-page-id={item.pageId ?? undefined}>
                  <Table.Td>{t(`pages.releases.kinds.${item.kind}`, { defaultValue: item.kind })}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <ItemLabel item={item} />
                      {item.changedSinceAdded && (
                        <Badge size="sm" color="yellow.3" autoContrast h="auto" styles={wrappingBadge} data-testid="release-item-changed">
                          {t('pages.releases.changed')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td data-testid="release-item-version">
                    {item.versionNumber ? t('pages.releases.version', { number: item.versionNumber }) : ''}
                    {item.latestVersionNumber && item.latestVersionNumber !== item.versionNumber && item.versionNumber ? (
                      <Text span size="xs" c={readable.muted} display="block">
                        {t('pages.releases.latest', { number: item.latestVersionNumber })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t('pages.releases.addedBy', { name: item.addedByName ?? t('pages.releases.unknownUser'), date: formatDate(item.addedAt, i18n.language, true) })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Checks item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {item.changedSinceAdded && item.kind === 'page-version' && item.pageId && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={busy === `compare-${item.id}`}
                          aria-label={t('pages.releases.compareNamed', { title: name })}
                          onClick={() => void compare(item)}
                          data-testid="release-item-compare"
                        >
                          {t('pages.releases.compare')}
                        </Button>
                      )}
                      {editable && versioned && item.changedSinceAdded && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={busy === `refresh-${item.id}`}
                          aria-label={t('pages.releases.refreshNamed', { title: name })}
                          onClick={() => void act(`refresh-${item.id}`, () => refresh({ variables: { releaseId: release.id, itemId: item.id } }), t('pages.releases.refreshed'))}
                          data-testid="release-item-refresh"
                        >
                          {t('pages.releases.refresh')}
                        </Button>
                      )}
                      {editable && (
                        <Button
                          size="xs"
                          variant="outline"
                          color={readable.danger}
                          loading={busy === `remove-${item.id}`}
                          aria-label={t('pages.releases.removeNamed', { title: name })}
                          onClick={() => void act(`remove-${item.id}`, () => remove({ variables: { releaseId: release.id, itemId: item.id } }), t('pages.releases.removed'))}
                          data-testid="release-item-remove"
                        >
                          {t('pages.releases.remove')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {comparing && <CompareModal pageId={comparing.pageId} from={comparing.from} to={comparing.to} onClose={() => setComparing(null)} />}
    </Stack>
  );
}
