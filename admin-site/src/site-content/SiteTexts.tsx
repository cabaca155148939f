import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { Tabs } from '@tessera/admin-kit/mantine-more';
import { codedErrors, ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { SetSiteTextValueDocument, SiteTextsSetupDocument, SiteTextValueDocument } from '../generated/graphql';
import { localeLabel } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { LoadState, showSaved } from './ContentParts';
import { fieldPaths, SiteTextFields } from './SiteTextFields';
import { formFromValue, siteTextKeys, unplacedErrors, valueFromForm, type SiteTextForms, type SiteTextKey } from './site-texts';

/** One text in one locale: its form, saved as a whole; "unsaved changes" while it differs from what is stored. */
function SiteTextForm<K extends SiteTextKey>({ textKey, locale, stored }: { textKey: K; locale: string; stored: Record<string, unknown> | null }) {
  const { t, i18n } = useTranslation();
  const initial = useMemo(() => formFromValue(textKey, stored), [textKey, stored]);
  const [form, setForm] = useState<SiteTextForms[K]>(initial);
  const [savedValue, setSavedValue] = useState(() => JSON.stringify(valueFromForm(textKey, initial)));
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [save, saving] = useMutation(SetSiteTextValueDocument);
  const value = valueFromForm(textKey, form);
  const dirty = JSON.stringify(value) !== savedValue;
  const name = t(`pages.siteContent.texts.keys.${textKey}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { key: textKey, locale, value } });
      setErrors([]);
      if (data?.setSiteText.value) {
        // The server sanitizes rich text: the form shows what it stored.
        const storedNow = formFromValue(textKey, data.setSiteText.value);
        setForm(storedNow);
        setSavedValue(JSON.stringify(valueFromForm(textKey, storedNow)));
      }
      showSaved(t('pages.siteContent.texts.saved', { name, locale: localeLabel(locale, i18n.language) }), t('common.close'));
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`text-form-${textKey}`}>
      <Stack>
        {stored === null && (
          <Text size="sm" c={readable.muted} data-testid="text-not-set">
            {t('pages.siteContent.texts.notSet')}
          </Text>
        )}
        <SiteTextFields textKey={textKey} form={form} errors={errors} onChange={setForm} />
        <ErrorList errors={unplacedErrors(errors, fieldPaths(textKey, form))} />
        <Group>
          <Button type="submit" loading={saving.loading} color={readable.primary} data-testid="text-save">
            {t('common.save')}
          </Button>
          {dirty && (
            <Badge color="orange.9" variant="filled" data-testid="text-unsaved">
              {t('pages.siteContent.texts.unsaved')}
            </Badge>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Loads one text in one locale and shows its form. */
function SiteTextPanel({ textKey, locale }: { textKey: SiteTextKey; locale: string }) {
  const { t } = useTranslation();
  const text = useQuery(SiteTextValueDocument, { variables: { key: textKey, locale }, fetchPolicy: 'network-only' });
  if (!text.data) return <LoadState loading={!text.error} error={text.error} failedMessage={t('pages.siteContent.texts.loadFailed')} onRetry={() => void text.refetch()} />;
  return <SiteTextForm key={`${textKey}-${locale}`} textKey={textKey} locale={locale} stored={text.data.siteText.value ?? null} />;
}

/**
 * The site's texts per locale (manage-site-content): footer, cookie consent, privacy and cookie
 * statements, training and contact texts. Rich text through the page editor's editor.
 */
export default function SiteTexts() {
  const { t, i18n } = useTranslation();
  const setup = useQuery(SiteTextsSetupDocument);
  const [chosenLocale, setChosenLocale] = useState<string | null>(null);
  const [tab, setTab] = useState<SiteTextKey>('footer');
  const locale = chosenLocale ?? setup.data?.settings.defaultLocale ?? null;

  return (
    <Stack data-testid="site-texts">
      <Title order={1}>{t('pages.siteContent.texts.title')}</Title>
      <Text c={readable.muted}>{t('pages.siteContent.texts.intro')}</Text>
      <LoadState loading={!setup.data} error={setup.data ? undefined : setup.error} failedMessage={t('pages.siteContent.loadFailed')} onRetry={() => void setup.refetch()} />
      {setup.data && locale && (
        <>
          <Select
            label={t('pages.siteContent.texts.locale')}
            description={t('pages.siteContent.texts.localeHelp')}
            data={setup.data.settings.availableLocales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
            value={locale}
            allowDeselect={false}
            onChange={(value) => value && setChosenLocale(value)}
            w={320}
            data-testid="text-locale"
          />
          <Tabs value={tab} onChange={(value) => value && setTab(value as SiteTextKey)} keepMounted={false}>
            <Tabs.List>
              {siteTextKeys.map((key) => (
                <Tabs.Tab key={key} value={key} data-testid={`text-tab-${key}`}>
                  {t(`pages.siteContent.texts.keys.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {siteTextKeys.map((key) => (
              <Tabs.Panel key={key} value={key} pt="md">
                <SiteTextPanel key={`${key}-${locale}`} textKey={key} locale={locale} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
