import { useApolloClient, useQuery } from '@apollo/client/react';
import { MultiSelect } from '@tessera/admin-kit/mantine-more';
import { useDebouncedValue } from '@mantine/hooks';
import { codedErrors, errorMessage, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorCreateTagDocument, EditorSearchPrivateTagsDocument, EditorSearchTagsDocument, EditorValidateTagDocument } from '../../generated/graphql';
import { useSettingsDraft, type DraftTag, type PageSettingsDraft } from './settings-draft';

/** The option that creates the typed tag (never a tag id). */
const createValue = 'create';
const searchDelayMs = 300;

/** Search results of one visibility: the public tags (tags) or the private ones (privateTags). */
function useTagSearch(isPrivate: boolean, term: string): DraftTag[] | undefined {
  const publicTags = useQuery(EditorSearchTagsDocument, { variables: { term }, skip: isPrivate });
  const privateTags = useQuery(EditorSearchPrivateTagsDocument, { variables: { term }, skip: !isPrivate });
  return isPrivate ? privateTags.data?.privateTags : publicTags.data?.tags;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The page's public or private tags (SPEC §3 tag caches): search as you type, pick, remove, or
 * create the typed name as a new tag once the server's validate accepted it (manage-tags).
 */
export function TagsField({ draft, isPrivate, readOnly }: { draft: PageSettingsDraft; isPrivate: boolean; readOnly?: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useAuth();
  const { tags } = useSettingsDraft(draft);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), searchDelayMs);
  const [refusal, setRefusal] = useState<ErrorEntry | null>(null);
  const results = useTagSearch(isPrivate, term);
  const selected = tags.filter((tag) => tag.isPrivate === isPrivate);
  const known = [...selected, ...(results ?? []).filter((tag) => !selected.some((chosen) => chosen.id === tag.id))];
  const creatable = hasPermission('manage-tags') && term !== '' && term === search.trim() && !known.some((tag) => sameName(tag.name, term));
  const data = [...known.map((tag) => ({ value: String(tag.id), label: tag.name })), ...(creatable ? [{ value: createValue, label: t('pages.editor.settings.createTag', { name: term }) }] : [])];

  /** The tag of this visibility with exactly this name (validate said it exists). */
  const findTag = async (name: string): Promise<DraftTag | undefined> => {
    const found = isPrivate
      ? (await client.query({ query: EditorSearchPrivateTagsDocument, variables: { term: name }, fetchPolicy: 'network-only' })).data?.privateTags
      : (await client.query({ query: EditorSearchTagsDocument, variables: { term: name }, fetchPolicy: 'network-only' })).data?.tags;
    return found?.find((tag) => sameName(tag.name, name));
  };

  /** Validates the typed name first (SPEC §5: a tag can be validated by the server), then adds the tag. */
  const create = async (name: string) => {
    try {
      const { data: checked } = await client.query({ query: EditorValidateTagDocument, variables: { tag: name, isPrivate }, fetchPolicy: 'network-only' });
      const valid = checked?.validateTag;
      if (!valid) return;
      const tag = valid.exists ? await findTag(valid.name) : (await client.mutate({ mutation: EditorCreateTagDocument, variables: { name: valid.name, isPrivate } })).data?.createTag;
      if (tag) draft.addTag(tag);
      setSearch('');
    } catch (error) {
      setRefusal(codedErrors(error)[0] ?? null);
    }
  };

  const change = (values: string[]) => {
    setRefusal(null);
    if (values.includes(createValue)) {
      void create(term);
      return;
    }
    for (const tag of selected) if (!values.includes(String(tag.id))) draft.removeTag(tag.id);
    for (const value of values) {
      const tag = known.find((candidate) => String(candidate.id) === value);
      if (tag) draft.addTag(tag);
    }
  };

  return (
    <MultiSelect
      label={isPrivate ? t('pages.editor.settings.privateTags') : t('pages.editor.settings.publicTags')}
      description={isPrivate ? t('pages.editor.settings.privateTagsHint') : t('pages.editor.settings.publicTagsHint')}
      placeholder={t('pages.editor.settings.tagsPlaceholder')}
      data={data}
      value={selected.map((tag) => String(tag.id))}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={term ? t('pages.editor.settings.noTags') : undefined}
      error={refusal ? errorMessage(t, { ...refusal, property: 'tag' }) : undefined}
      readOnly={readOnly}
      hidePickedOptions
      data-testid={isPrivate ? 'editor-private-tags' : 'editor-public-tags'}
    />
  );
}
