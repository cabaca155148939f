import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, showCarriedNotice, useAuth, useErrorCollection, useLanguage } from '@tessera/admin-kit';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tessera/admin-kit/router';
import '../i18n';
import { CreateNewPageDocument, PagesSetupDocument, type PagesSetupQuery } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { fieldError, formErrors, missingFields } from '@tessera/admin-kit';
import { initialTitleAndSlug, titleAndSlugReducer, withSlugPrefix } from './slug';
import { slugCheckErrors } from './slug-check';
import { SlugField } from './SlugField';
import { useSlugCheck } from './use-slug-check';
import { readable } from '@tessera/admin-kit';

type PageTypeOption = PagesSetupQuery['pageTypes'][number];

/** The page types a new page may have: all but the blank one (SPEC §2 leaves it out of the page types too). */
function creatablePageTypes(pageTypes: PageTypeOption[]): PageTypeOption[] {
  return pageTypes.filter((type) => type.id !== 'blank');
}

const fieldProperties = ['title', 'slug', 'type', 'locale'];

/** The form: title, slug (prefilled and checked live), type and locale; createPage opens the editor. */
function NewPageForm({ setup }: { setup: PagesSetupQuery }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errors = useErrorCollection('create-page');
  const pageTypes = creatablePageTypes(setup.pageTypes);
  const [typeId, setTypeId] = useState<string | null>(pageTypes[0]?.id ?? null);
  const [locale, setLocale] = useState<string | null>(setup.settings.defaultLocale);
  const prefixOf = (id: string | null) => pageTypes.find((type) => type.id === id)?.slugPrefix ?? '';
  const [form, dispatch] = useReducer(titleAndSlugReducer, initialTitleAndSlug('', prefixOf(typeId)));
  const check = useSlugCheck(form.slug, locale, form.prefix);
  const [createPage, creating] = useMutation(CreateNewPageDocument);

  const { clear } = errors;
  useEffect(() => clear(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseType = (id: string | null) => {
    setTypeId(id);
    dispatch({ type: 'prefix', prefix: prefixOf(id) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields({ title: form.title, slug: form.slug, type: typeId, locale });
    errors.replace(missing);
    if (missing.length > 0 || check.state === 'refused' || !typeId || !locale) return;
    try {
      const { data } = await createPage({ variables: { input: { title: form.title.trim(), slug: withSlugPrefix(form.slug, form.prefix), type: typeId, locale } } });
      if (!data) return;
      errors.clear();
      showCarriedNotice({ color: 'green', message: t('pages.newPage.created', { title: form.title.trim() }) });
      navigate(`/page/${data.createPage.pageID}`);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  const shown = [...errors.errors, ...slugCheckErrors(check)];
  const others = formErrors(errors.errors, fieldProperties);
  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-page-form">
        <Stack>
          <ActionErrors message={t('pages.newPage.failed')} errors={others} testId="new-page-errors" />
          <TextInput
            label={t('pages.newPage.fields.title')}
            value={form.title}
            onChange={(event) => {
              errors.clear();
              dispatch({ type: 'title', title: event.currentTarget.value });
            }}
            error={fieldError(t, shown, t('pages.newPage.fields.title'), 'title')}
            withAsterisk
            // The screen's one question; WordPress and Wagtail start in the title too.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            data-testid="new-page-title"
          />
          <SlugField
            value={form.slug}
            onChange={(slug) => {
              errors.clear();
              dispatch({ type: 'slug', slug });
            }}
            check={check}
            error={fieldError(t, shown, t('pages.newPage.fields.slug'), 'slug')}
            testId="new-page-slug"
          />
          <Select
            label={t('pages.newPage.fields.type')}
            data={pageTypes.map((type) => ({ value: type.id, label: type.label }))}
            value={typeId}
            onChange={chooseType}
            error={fieldError(t, shown, t('pages.newPage.fields.type'), 'type')}
            allowDeselect={false}
            withAsterisk
            data-testid="new-page-type"
          />
          <Select
            label={t('pages.newPage.fields.locale')}
            data={setup.settings.availableLocales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
            value={locale}
            onChange={setLocale}
            error={fieldError(t, shown, t('pages.newPage.fields.locale'), 'locale')}
            allowDeselect={false}
            withAsterisk
            data-testid="new-page-locale"
          />
          <Group justify="flex-end">
            <Button type="submit" color={readable.primary} loading={creating.loading} data-testid="new-page-submit">
              {t('pages.newPage.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /cmsadmin/new-page (permission create-page): a new concept page, then straight into its editor. */
export default function NewPage() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const setup = useQuery(PagesSetupDocument, { variables: { locale: useLanguage() } });

  const body = () => {
    if (!hasPermission('create-page')) return <ErrorList errors={[{ code: 'UM_01' }]} />;
    if (setup.data) return <NewPageForm setup={setup.data} />;
    if (setup.error) {
      return <ActionErrors message={t('pages.newPage.loadFailed')} errors={codedErrors(setup.error)} />;
    }
    return <Loader size="sm" aria-label={t('app.loading')} />;
  };

  return (
    <Stack data-testid="new-page">
      <Title order={1}>{t('pages.newPage.title')}</Title>
      <Text c={readable.muted}>{t('pages.newPage.intro')}</Text>
      {body()}
    </Stack>
  );
}
