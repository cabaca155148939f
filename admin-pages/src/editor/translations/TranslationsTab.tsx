import { Anchor, Button, Group, Stack, Table, Text } from '@tessera/admin-kit/mantine';
import { useAuth } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import type { EditorPageFieldsFragment } from '../../generated/graphql';
import { localeLabel } from '@tessera/admin-kit';
import { StateBadge } from '../header/StateBadge';
import { AddTranslationModal } from './AddTranslationModal';
import { actionColor } from '../colors';
import type { EditorStore } from '../state/editor-store';
import { TranslationWorkflowSection } from '../../translations/TranslationWorkflowSection';

/**
 * The sibling pages in the other locales with their state, each a link into its own editor, and
 * "Add translation" for whoever may create pages (SPEC §4 AddTranslation); below them the
 * translation workflow (issue 36: side by side, machine translation, XLIFF) for the same.
 */
export function TranslationsTab(props: { page: EditorPageFieldsFragment; title(): string; slugPrefix: string; store: EditorStore; refresh(): Promise<void> }) {
  const { page, title, slugPrefix } = props;
  const { t, i18n } = useTranslation();
  const { hasPermission } = useAuth();
  const [adding, setAdding] = useState(false);
  return (
    <Stack data-testid="editor-translations">
      {page.translations.length === 0 ? (
        <Text c="dimmed" data-testid="translations-empty">
          {t('pages.editor.translations.none')}
        </Text>
      ) : (
        <Table striped highlightOnHover data-testid="translations-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.editor.translations.locale')}</Table.Th>
              <Table.Th>{t('pages.editor.translations.title')}</Table.Th>
              <Table.Th>{t('pages.editor.translations.slug')}</Table.Th>
              <Table.Th>{t('pages.editor.translations.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.translations.map((translation) => (
              <Table.Tr key={translation.pageID} data-testid="translation-row" data-locale={translation.locale}>
                <Table.Td>{localeLabel(translation.locale, i18n.language)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/page/${translation.pageID}`} data-testid="translation-open">
                    {translation.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>/{translation.slug}</Table.Td>
                <Table.Td>
                  <StateBadge facts={translation} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {hasPermission('create-page') && (
        <Group>
          <Button variant="outline" color={actionColor} onClick={() => setAdding(true)} data-testid="translation-add">
            {t('pages.editor.translations.add')}
          </Button>
        </Group>
      )}
      {hasPermission('create-page') && <TranslationWorkflowSection page={page} store={props.store} refresh={props.refresh} />}
      <AddTranslationModal opened={adding} onClose={() => setAdding(false)} page={page} title={title()} slugPrefix={slugPrefix} />
    </Stack>
  );
}
