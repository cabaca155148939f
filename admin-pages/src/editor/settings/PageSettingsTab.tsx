import { SimpleGrid, Stack, TextInput, Title } from '@tessera/admin-kit/mantine';
import { Divider } from '@tessera/admin-kit/mantine-more';
import { errorMessage } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { EditorPageFieldsFragment } from '../../generated/graphql';
import { errorOf, type FieldErrors } from '../errors/field-errors';
import type { Field } from '@tessera/content-model';
import { FieldsForm } from '../fields/FieldsForm';
import { ScheduleSection } from '../schedule/ScheduleSection';
import { useVersionFields, type EditorStore } from '../state/editor-store';
import type { PageSettingsDraft } from './settings-draft';
import { SlugField } from './SlugField';
import { TagsField } from './TagsField';

interface PageSettingsTabProps {
  page: EditorPageFieldsFragment;
  store: EditorStore;
  draft: PageSettingsDraft;
  pageType: { label: string; slugPrefix: string; fields: Field<string>[] };
  errors: FieldErrors;
}

/**
 * EditingPageSettings: the title, the slug (with "update links to this page"), the page type's
 * own fields (typeData, from its field schema), the public and private tags, and the page type,
 * shown read-only: no operation changes the type of an existing page; and the schedule, saved on
 * its own (ScheduleSection).
 */
export function PageSettingsTab({ page, store, draft, pageType, errors }: PageSettingsTabProps) {
  const { t } = useTranslation();
  const { title, typeData } = useVersionFields(store);
  const titleError = errorOf(errors, 'title');
  return (
    <Stack gap="lg" data-testid="editor-settings">
      <TextInput
        label={t('pages.editor.settings.title')}
        value={title}
        onChange={(event) => store.setVersionFields({ title: event.currentTarget.value })}
        maxLength={255}
        required
        error={titleError ? errorMessage(t, titleError) : undefined}
        data-testid="editor-title-input"
      />
      <SlugField draft={draft} page={page} prefix={pageType.slugPrefix} error={errorOf(errors, 'slug')} />
      <TextInput label={t('pages.editor.settings.type')} description={t('pages.editor.settings.typeHint')} value={pageType.label} readOnly data-testid="editor-type-input" />
      <Divider />
      <Title order={2} size="h4">
        {t('pages.editor.settings.typeFields', { type: pageType.label })}
      </Title>
      <FieldsForm
        fields={pageType.fields}
        value={typeData}
        onChange={(name, value) => store.setVersionFields({ typeData: { ...store.versionFields().typeData, [name]: value } })}
        errors={errors}
        errorPrefix="typeData"
        pageLocale={page.locale}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TagsField draft={draft} isPrivate={false} />
        <TagsField draft={draft} isPrivate />
      </SimpleGrid>
      <Divider />
      <ScheduleSection page={page} />
    </Stack>
  );
}
