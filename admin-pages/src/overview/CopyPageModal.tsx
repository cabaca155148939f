import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, showCarriedNotice, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tessera/admin-kit/router';
import { OverviewCreateTranslationDocument, OverviewDuplicatePageDocument, type OverviewPageFieldsFragment, type PagesSetupQuery } from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '@tessera/admin-kit';
import { initialTitleAndSlug, titleAndSlugReducer, withSlugPrefix } from '../new-page/slug';
import { slugCheckErrors } from '../new-page/slug-check';
import { SlugField } from '../new-page/SlugField';
import { useSlugCheck } from '../new-page/use-slug-check';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { copyLocales } from './row-actions';
import { readable } from '@tessera/admin-kit';

export type CopyKind = 'duplicate' | 'translate';

const fieldProperties = ['title', 'slug', 'locale', 'newLocale'];

/**
 * Duplicate a page (an independent copy) or translate it (a copy in another locale, in its
 * translation group): title, slug (prefilled and checked live) and locale; then the new page opens
 * in the editor. Failures go to the create-page error collection (SPEC §8 page creation).
 */
export function CopyPageModal(props: { kind: CopyKind; page: OverviewPageFieldsFragment | null; opened: boolean; setup: PagesSetupQuery; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errors = useErrorCollection('create-page');
  const { kind, page } = props;
  const locales = page ? copyLocales(kind, page, props.setup.settings.availableLocales) : [];
  const prefix = props.setup.pageTypes.find((type) => type.id === page?.type)?.slugPrefix ?? '';
  const initialTitle = page ? (kind === 'duplicate' ? t('pages.overview.duplicate.copyTitle', { title: page.title }) : page.title) : '';
  const [form, dispatch] = useReducer(titleAndSlugReducer, initialTitleAndSlug());
  const [locale, setLocale] = useState<string | null>(null);
  const check = useSlugCheck(props.opened ? form.slug : '', locale, form.prefix);
  const [duplicatePage, duplicating] = useMutation(OverviewDuplicatePageDocument);
  const [createTranslation, translating] = useMutation(OverviewCreateTranslationDocument);

  const { clear } = errors;
  useEffect(() => {
    if (!props.opened || !page) return;
    clear();
    dispatch({ type: 'reset', title: initialTitle, prefix });
    setLocale(kind === 'duplicate' ? page.locale : (locales[0] ?? null));
  }, [props.opened, page?.id, kind]); // eslint-disable-line react-hooks/exhaustive-deps

  const copy = async (source: OverviewPageFieldsFragment, target: string): Promise<number | null> => {
    const title = form.title.trim();
    const slug = withSlugPrefix(form.slug, form.prefix);
    if (kind === 'duplicate') {
      const { data } = await duplicatePage({ variables: { pageID: source.id, locale: target, title, slug } });
      return data?.duplicatePage.pageID ?? null;
    }
    const { data } = await createTranslation({ variables: { pageID: source.id, newLocale: target, title, slug } });
    return data?.createTranslation.pageID ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields({ title: form.title, slug: form.slug, locale });
    errors.replace(missing);
    if (!page || !locale || missing.length > 0 || check.state === 'refused') return;
    try {
      const pageID = await copy(page, locale);
      if (pageID === null) return;
      errors.clear();
      showCarriedNotice({ color: 'green', message: t('pages.newPage.created', { title: form.title.trim() }) });
      navigate(`/page/${pageID}`);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  const shown = [...errors.errors, ...slugCheckErrors(check)];
  const title = kind === 'duplicate' ? t('pages.overview.duplicate.title', { title: page?.title ?? '' }) : t('pages.overview.translate.title', { title: page?.title ?? '' });
  const nothingToTranslate = kind === 'translate' && locales.length === 0;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} centered data-testid={`${kind}-page-modal`}>
      {nothingToTranslate ? (
        <Stack>
          <Text>{t('pages.overview.translate.allTranslated')}</Text>
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Text size="sm" c={readable.muted}>
              {kind === 'duplicate' ? t('pages.overview.duplicate.intro') : t('pages.overview.translate.intro')}
            </Text>
            <ActionErrors
              message={kind === 'duplicate' ? t('pages.overview.duplicate.failed') : t('pages.overview.translate.failed')}
              errors={formErrors(errors.errors, fieldProperties)}
              testId="copy-page-errors"
            />
            <Select
              label={kind === 'duplicate' ? t('pages.newPage.fields.locale') : t('pages.overview.translate.locale')}
              data={locales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
              value={locale}
              onChange={(value) => {
                errors.clear();
                setLocale(value);
              }}
              error={fieldError(t, shown, t('pages.newPage.fields.locale'), 'locale', 'newLocale')}
              allowDeselect={false}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
              data-testid="copy-page-locale"
            />
            <TextInput
              label={t('pages.newPage.fields.title')}
              value={form.title}
              onChange={(event) => {
                errors.clear();
                dispatch({ type: 'title', title: event.currentTarget.value });
              }}
              error={fieldError(t, shown, t('pages.newPage.fields.title'), 'title')}
              withAsterisk
              data-autofocus
              data-testid="copy-page-title"
            />
            <SlugField
              value={form.slug}
              onChange={(slug) => {
                errors.clear();
                dispatch({ type: 'slug', slug });
              }}
              check={check}
              error={fieldError(t, shown, t('pages.newPage.fields.slug'), 'slug')}
              testId="copy-page-slug"
            />
            <Group justify="flex-end" style={dialogActions}>
              <Button variant="default" onClick={props.onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color={readable.primary} loading={duplicating.loading || translating.loading} data-testid="copy-page-submit">
                {kind === 'duplicate' ? t('pages.overview.duplicate.submit') : t('pages.overview.translate.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
