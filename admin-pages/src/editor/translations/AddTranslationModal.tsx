import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, errorMessage, ErrorList, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tessera/admin-kit/router';
import { EditorCreateTranslationDocument, EditorSettingsDocument, type EditorPageFieldsFragment } from '../../generated/graphql';
import { initialTitleAndSlug, titleAndSlugReducer } from '../../new-page/slug';
import { localeLabel } from '@tessera/admin-kit';
import { errorOf, fieldErrorsOf } from '../errors/field-errors';
import { missingLocales, reusesSourceSlug } from './missing-locales';
import { actionColor } from '../colors';

interface AddTranslationModalProps {
  opened: boolean;
  onClose(): void;
  page: EditorPageFieldsFragment;
  /** The title as edited now: the translation starts from it. */
  title: string;
  /** The page type's slug prefix: a slug of its own is prefilled under it. */
  slugPrefix: string;
}

/**
 * AddTranslation: a locale the page is not in yet, a title and a slug; createTranslation copies
 * the page's latest version into the new locale and the editor opens the translation.
 */
export function AddTranslationModal({ opened, onClose, page, title, slugPrefix }: AddTranslationModalProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const errors = useErrorCollection('create-page');
  const settings = useQuery(EditorSettingsDocument, { skip: !opened });
  const [locale, setLocale] = useState<string | null>(null);
  // The slug follows the translated title (under the type's prefix) until it is edited by hand.
  const [form, dispatch] = useReducer(titleAndSlugReducer, initialTitleAndSlug(title, slugPrefix));
  const [busy, setBusy] = useState(false);
  const available = settings.data ? missingLocales(settings.data.settings.availableLocales, page.locale, page.translations) : [];
  const customSlugLocales = settings.data?.settings.customSlugLocales ?? [];

  const { clear } = errors;
  useEffect(() => {
    if (!opened) return;
    clear();
    setLocale(null);
    dispatch({ type: 'reset', title, prefix: slugPrefix });
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseLocale = (next: string | null) => {
    setLocale(next);
    if (!next) return;
    if (reusesSourceSlug(next, customSlugLocales)) dispatch({ type: 'slug', slug: page.slug });
    else dispatch({ type: 'reset', title: form.title, prefix: slugPrefix });
  };

  const create = async () => {
    if (!locale) return;
    setBusy(true);
    errors.clear();
    try {
      const { data } = await client.mutate({ mutation: EditorCreateTranslationDocument, variables: { pageID: page.id, newLocale: locale, title: form.title.trim(), slug: form.slug.trim() || null } });
      onClose();
      if (data) navigate(`/page/${data.createTranslation.pageID}`);
    } catch (error) {
      errors.replace(codedErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldErrors = fieldErrorsOf(errors.errors);
  const shown = (property: string) => {
    const entry = errorOf(fieldErrors, property);
    return entry ? errorMessage(t, entry) : undefined;
  };
  const general = errors.errors.filter((error) => !error.property || !['title', 'slug', 'newLocale'].includes(error.property));

  return (
    <Modal opened={opened} onClose={onClose} title={t('pages.editor.translations.addTitle')} data-testid="add-translation-modal">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack>
          <Select
            label={t('pages.editor.translations.locale')}
            placeholder={available.length === 0 && settings.data ? t('pages.editor.translations.noLocaleLeft') : t('pages.editor.translations.localePlaceholder')}
            data={available.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
            value={locale}
            onChange={chooseLocale}
            disabled={available.length === 0}
            required
            error={shown('newLocale')}
            data-testid="translation-locale"
          />
          <TextInput
            label={t('pages.editor.translations.title')}
            value={form.title}
            onChange={(event) => dispatch({ type: 'title', title: event.currentTarget.value })}
            maxLength={255}
            required
            error={shown('title')}
            data-testid="translation-title"
          />
          <TextInput
            label={t('pages.editor.translations.slug')}
            description={t('pages.editor.translations.slugHint')}
            value={form.slug}
            onChange={(event) => dispatch({ type: 'slug', slug: event.currentTarget.value })}
            leftSection="/"
            error={shown('slug')}
            data-testid="translation-slug"
          />
          <ErrorList errors={general} />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={actionColor} loading={busy} disabled={!locale || form.title.trim() === ''} data-testid="translation-create">
              {t('pages.editor.translations.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
