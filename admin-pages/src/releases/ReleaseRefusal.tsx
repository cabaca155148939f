import { Alert, List, Stack, Text } from '@tessera/admin-kit/mantine';
import { errorMessage, localeLabel, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { ReleaseItemFieldsFragment } from '../generated/graphql';
import { refusalGroups } from './release-view';

type Item = Pick<ReleaseItemFieldsFragment, 'id' | 'pageTitle' | 'locale' | 'reusableBlockName' | 'menuLocale'>;

/**
 * Why a release was not published (a refusal, or the reason a scheduled run stored), item by item:
 * "Broken landing (British English) cannot be published:" with that item's own coded errors under it.
 */
export function ReleaseRefusal({ message, errors, items, testId }: { message: string; errors: ErrorEntry[]; items: readonly Item[]; testId: string }) {
  const { t, i18n } = useTranslation();
  if (errors.length === 0) return null;
  const nameOf = (itemId: number) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) return t('pages.releases.unknownItem');
    if (item.pageTitle) return item.locale ? `${item.pageTitle} (${localeLabel(item.locale, i18n.language)})` : item.pageTitle;
    if (item.reusableBlockName) return item.reusableBlockName;
    if (item.menuLocale) return t('pages.releases.menuOf', { locale: localeLabel(item.menuLocale, i18n.language) });
    return t('pages.releases.unknownItem');
  };
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600} c={readable.danger}>
        {message}
      </Text>
      <Alert color="red" role="alert" data-testid="error-list">
        <List size="sm" spacing={4}>
          {refusalGroups(errors).map((group, index) =>
            group.itemId === null ? (
              group.errors.map((error, at) => <List.Item key={`${index}-${at}`}>{errorMessage(t, error)}</List.Item>)
            ) : (
              <List.Item key={`${index}-item`} data-testid="release-refused-item" data-item-id={group.itemId}>
                {t('pages.releases.itemRefused', { item: nameOf(group.itemId) })}
                {group.errors.length > 0 && (
                  <List size="sm" withPadding>
                    {group.errors.map((error, at) => (
                      <List.Item key={at}>{errorMessage(t, error)}</List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            ),
          )}
        </List>
      </Alert>
    </Stack>
  );
}
