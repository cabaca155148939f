import { Stack, TextInput } from '@tessera/admin-kit/mantine';
import { TagsInput, Textarea } from '@tessera/admin-kit/mantine-more';
import { errorMessage, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { errorOf, type FieldErrors } from '../errors/field-errors';
import type { ImageField } from '@tessera/content-model';
import { MediaSlotField } from '@tessera/admin-kit/fields';
import { useVersionFields, type BlockImage, type EditorStore } from '../state/editor-store';
import { seoImagesAfter } from './seo-image';

/** The server's limits (schema/src/pages/page-rules.ts versionContentInput). */
const limits = { title: 255, description: 1000, keyword: 64, keywords: 30 };

/** The first problem the server found with a keyword (seoKeywords.3) or with the list itself. */
function keywordsError(errors: FieldErrors): ErrorEntry | undefined {
  const property = [...errors.keys()].find((key) => key === 'seoKeywords' || key.startsWith('seoKeywords.'));
  return property ? errorOf(errors, property) : undefined;
}

/**
 * EditingSEOSettings: the SEO title and description, the keywords (a tag input), and the SEO
 * image: one slot, through the media library's picker, so a second image is never added (SPEC §5).
 */
export function SeoSettingsTab({ store, errors }: { store: EditorStore; errors: FieldErrors }) {
  const { t } = useTranslation();
  const { seoTitle, seoDescription, seoKeywords, seoImage } = useVersionFields(store);
  const shown = (entry: ErrorEntry | undefined) => (entry ? errorMessage(t, entry) : undefined);
  const imageField: ImageField<string> = { kind: 'image', name: 'seoImage', label: t('pages.editor.seo.image'), help: t('pages.editor.seo.imageHint') };
  const imageError = [...errors.keys()].find((key) => key.startsWith('seoImage'));

  return (
    <Stack gap="lg" data-testid="editor-seo">
      <TextInput
        label={t('pages.editor.seo.title')}
        description={t('pages.editor.seo.titleHint')}
        value={seoTitle}
        onChange={(event) => store.setVersionFields({ seoTitle: event.currentTarget.value })}
        maxLength={limits.title}
        error={shown(errorOf(errors, 'seoTitle'))}
        data-testid="editor-seo-title"
      />
      <Textarea
        label={t('pages.editor.seo.description')}
        description={t('pages.editor.seo.descriptionHint')}
        value={seoDescription}
        onChange={(event) => store.setVersionFields({ seoDescription: event.currentTarget.value })}
        maxLength={limits.description}
        autosize
        minRows={3}
        error={shown(errorOf(errors, 'seoDescription'))}
        data-testid="editor-seo-description"
      />
      <TagsInput
        label={t('pages.editor.seo.keywords')}
        description={t('pages.editor.seo.keywordsHint')}
        value={seoKeywords}
        onChange={(keywords) => store.setVersionFields({ seoKeywords: keywords })}
        maxTags={limits.keywords}
        maxLength={limits.keyword}
        clearable
        error={shown(keywordsError(errors))}
        data-testid="editor-seo-keywords"
      />
      <MediaSlotField
        field={imageField}
        path="seoImage"
        value={seoImage?.[0]}
        error={imageError ? (shown(errorOf(errors, imageError)) ?? null) : null}
        readOnly={false}
        onSlotChange={(_path, _kind, chosen) => store.setVersionFields({ seoImage: seoImagesAfter(chosen as BlockImage | null) })}
      />
    </Stack>
  );
}
