import { useQuery } from '@apollo/client/react';
import { Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorSlugAvailableDocument } from '../../generated/graphql';
import { withSlugPrefix } from '../../new-page/slug';
import { useSettingsDraft, type PageSettingsDraft } from './settings-draft';

/** How long typing pauses before the slug is checked. */
const checkDelayMs = 400;

interface SlugFieldProps {
  draft: PageSettingsDraft;
  /** `slugLock` is the server's answer why this viewer may not change the slug (null: they may). */
  page: { id: number; slug: string; locale: string; slugLock?: string | null };
  /** The page type's slug prefix (the server adds it when missing). */
  prefix: string;
  /** The server's refusal of the last save, if it was about the slug. */
  error?: ErrorEntry;
}

/** Why the slug cannot be changed, by the server's `slugLock` (literal keys, so the texts test sees them). */
function lockNotes(t: (key: string) => string): Record<string, string> {
  return { fixed: t('pages.editor.settings.slugFixed'), 'publish-page': t('pages.editor.settings.slugNeedsPublisher') };
}

/**
 * The page's slug, checked live with slug-available for its locale (SPEC §5), and "update links
 * to this page" (shouldUpdateLinks) once it differs from the stored one. When the server says
 * this viewer may not change it (the home or 404 page; a page on the site without publish-page),
 * the field is read-only and says why, and a slug typed before the lock came is put back.
 */
export function SlugField({ draft, page, prefix, error }: SlugFieldProps) {
  const { t } = useTranslation();
  const { slug, shouldUpdateLinks } = useSettingsDraft(draft);
  const notes = lockNotes(t);
  const lockNote = page.slugLock ? (notes[page.slugLock] ?? notes['publish-page']) : null;
  const readOnly = lockNote !== null;
  useEffect(() => {
    if (readOnly && draft.slugChanged()) draft.setSlug(page.slug);
  }, [readOnly, draft, page.slug]);
  const [typed] = useDebouncedValue(withSlugPrefix(slug, prefix), checkDelayMs);
  const changed = typed !== '' && typed !== page.slug;
  const check = useQuery(EditorSlugAvailableDocument, { variables: { slug: typed, locale: page.locale, pageID: page.id }, skip: !changed || readOnly });
  const answer = changed ? check.data?.slugAvailable : undefined;
  const refusal: ErrorEntry | undefined = error ?? (answer && !answer.valid ? { code: 'V_12', property: 'slug' } : answer && !answer.available ? { code: 'V_06', property: 'slug' } : undefined);
  const description =
    lockNote ?? (check.loading ? t('pages.editor.settings.slugChecking') : answer?.available ? t('pages.editor.settings.slugAvailable', { slug: typed }) : t('pages.editor.settings.slugHint'));

  return (
    <Stack gap="xs">
      <TextInput
        label={t('pages.editor.settings.slug')}
        value={slug}
        onChange={(event) => draft.setSlug(event.currentTarget.value)}
        leftSection="/"
        description={description}
        error={refusal ? errorMessage(t, refusal) : undefined}
        readOnly={readOnly}
        required
        data-testid="editor-slug-input"
        data-locked={page.slugLock ?? undefined}
      />
      {draft.slugChanged() && (
        <Checkbox
          label={t('pages.editor.settings.updateLinks')}
          description={t('pages.editor.settings.updateLinksHint')}
          checked={shouldUpdateLinks}
          onChange={(event) => draft.setShouldUpdateLinks(event.currentTarget.checked)}
          disabled={readOnly}
          data-testid="editor-update-links"
        />
      )}
    </Stack>
  );
}
