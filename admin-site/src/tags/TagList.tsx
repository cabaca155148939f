import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, searchDebounce } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateTagSearchDocument, PublicTagSearchDocument } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { CreateTagForm } from './CreateTagForm';
import { DeleteTagModal } from './DeleteTagModal';
import { RenameTagModal } from './RenameTagModal';
import { listNotice, type TagVisibility } from './tag-list';
import type { ChosenTag } from './TagPagesPanel';

interface Tag {
  id: number;
  name: string;
  isPrivate: boolean;
}

/** The term, once typing has paused (SPEC §9: searches wait 500 ms). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDebounce.waitMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The tags of one kind, through the tag search operations: the first ones by name, or those matching the term. */
function useTagSearch(visibility: TagVisibility, term: string) {
  const isPrivate = visibility === 'private';
  const publicTags = useQuery(PublicTagSearchDocument, { variables: { term }, skip: isPrivate, fetchPolicy: 'network-only' });
  const privateTags = useQuery(PrivateTagSearchDocument, { variables: { term }, skip: !isPrivate, fetchPolicy: 'network-only' });
  const tags: Tag[] | undefined = isPrivate ? privateTags.data?.privateTags : publicTags.data?.tags;
  const { error, refetch } = isPrivate ? privateTags : publicTags;
  return { tags, error, refetch: () => void refetch() };
}

/**
 * One list of the tags screen: search box, add form, and the tags with their actions (show the
 * pages, rename, delete).
 */
export function TagList(props: { visibility: TagVisibility; chosenId: number | null; onChoose: (tag: ChosenTag) => void; onRenamed: (tag: ChosenTag) => void; onDeleted: (id: number) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const settledTerm = useSettled(term);
  const { tags, error, refetch } = useTagSearch(props.visibility, settledTerm);
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const kind = t(`pages.tags.${props.visibility}`);

  const body = () => {
    if (!tags && error) return <ActionErrors message={t('pages.tags.loadFailed')} errors={codedErrors(error)} testId="tags-load-error" />;
    if (!tags) return <Loader size="sm" aria-label={t('app.loading')} />;
    const notice = listNotice(tags.length, settledTerm);
    return (
      <Stack gap="xs">
        {tags.length > 0 && (
          <Table striped highlightOnHover aria-label={t('pages.tags.listLabel', { kind, shown: tags.length })} data-testid="tags-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pages.tags.columns.name')}</Table.Th>
                <Table.Th>{t('pages.tags.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tags.map((tag) => (
                <Table.Tr key={tag.id} data-testid={`tag-row-${tag.id}`} data-name={tag.name}>
                  <Table.Td>{tag.name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant={props.chosenId === tag.id ? 'filled' : 'default'}
                        aria-pressed={props.chosenId === tag.id}
                        aria-label={t('pages.tags.showPagesNamed', { name: tag.name })}
                        onClick={() => props.onChoose({ id: tag.id, name: tag.name })}
                        data-testid={`tag-pages-${tag.id}`}
                      >
                        {t('pages.tags.showPages')}
                      </Button>
                      <Button size="xs" variant="default" aria-label={t('pages.tags.renameNamed', { name: tag.name })} onClick={() => setRenaming(tag)} data-testid={`tag-rename-${tag.id}`}>
                        {t('pages.tags.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color={readable.danger}
                        aria-label={t('pages.tags.deleteNamed', { name: tag.name })}
                        onClick={() => setDeleting(tag)}
                        data-testid={`tag-delete-${tag.id}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {notice && (
          <Text size="sm" c={readable.muted} data-testid={`tags-${notice}`}>
            {notice === 'noResults' ? t('pages.tags.noResults', { term: settledTerm.trim() }) : notice === 'empty' ? t('pages.tags.empty') : t('pages.tags.firstOnly', { shown: tags.length })}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Stack>
      <Group align="flex-start" grow>
        <TextInput
          type="search"
          label={t('pages.tags.search')}
          placeholder={t('pages.tags.searchPlaceholder')}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          data-testid="tag-search"
        />
        <CreateTagForm visibility={props.visibility} onCreated={refetch} />
      </Group>
      {body()}
      <RenameTagModal
        tag={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(tag) => {
          setRenaming(null);
          props.onRenamed(tag);
          refetch();
        }}
      />
      <DeleteTagModal
        tag={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          props.onDeleted(id);
          refetch();
        }}
      />
    </Stack>
  );
}
