import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { codedErrors, ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { SiteSettingsScreenDocument, UpdateContactRecipientDocument, UpdateSiteLocalesDocument, type SiteSettingsScreenQuery } from '../generated/graphql';
import { fieldError, formErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { LoadState, showSaved } from '../site-content/ContentParts';
import {
  applyToggle,
  localeSettingsOf,
  lockedLocales,
  refusedLocales,
  removedLocales,
  sameSettings,
  supportedLocales,
  toggleAvailable,
  toggleCustomSlug,
  type LocaleSettings,
} from './locale-settings';

const localeFields = ['availableLocales', 'defaultLocale', 'customSlugLocales'];

/** Available, default and custom slug locales, with what each choice means for the site. */
function LocalesForm({ saved, onSaved }: { saved: LocaleSettings; onSaved(settings: LocaleSettings): void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [refused, setRefused] = useState<{ locale: string; pages: number }[]>([]);
  const [update, updating] = useMutation(UpdateSiteLocalesDocument);
  const name = (locale: string) => localeLabel(locale, i18n.language);
  const removed = removedLocales(saved, draft);
  const locked = lockedLocales(saved, draft);
  const l = (key: string) => t(`pages.siteSettings.locales.${key}`);

  const availableError = () => {
    const own = fieldError(t, errors, l('available'), 'availableLocales');
    if (!own) return undefined;
    const named = refused.map((entry) => t('pages.siteSettings.locales.refusedLocale', { locale: name(entry.locale), count: entry.pages })).join(' ');
    return named ? `${own} ${named}` : own;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { input: draft } });
      setErrors([]);
      setRefused([]);
      if (data) onSaved(localeSettingsOf(data.updateSettings));
      showSaved(l('saved'), t('common.close'));
    } catch (error) {
      setErrors(codedErrors(error));
      setRefused(refusedLocales(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="site-locales-heading">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="site-locales-form">
        <Stack>
          <Title order={2} size="h3" id="site-locales-heading">
            {l('title')}
          </Title>
          <Checkbox.Group
            label={l('available')}
            description={l('availableHelp')}
            withAsterisk
            value={draft.availableLocales}
            onChange={(values) => setDraft(applyToggle(draft, draft.availableLocales, values, toggleAvailable))}
            error={availableError()}
            data-testid="available-locales"
          >
            <Stack gap={6} mt={6}>
              {supportedLocales.map((locale) => (
                <Checkbox
                  key={locale}
                  value={locale}
                  label={name(locale)}
                  disabled={locked.includes(locale)}
                  description={locked.includes(locale) ? l('defaultLocked') : undefined}
                  data-testid={`available-${locale}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {removed.length > 0 && (
            <Alert color="orange" variant="light" data-testid="locales-removing">
              <Text size="sm" c="dark.9">
                {t('pages.siteSettings.locales.removing', { locales: removed.map(name).join(', ') })}
              </Text>
            </Alert>
          )}
          <Select
            label={l('default')}
            description={l('defaultHelp')}
            withAsterisk
            allowDeselect={false}
            data={draft.availableLocales.map((locale) => ({ value: locale, label: name(locale) }))}
            value={draft.defaultLocale}
            onChange={(value) => value && setDraft({ ...draft, defaultLocale: value })}
            error={fieldError(t, errors, l('default'), 'defaultLocale')}
            w={320}
            data-testid="default-locale"
          />
          <Checkbox.Group
            label={l('customSlugs')}
            description={l('customSlugsHelp')}
            value={draft.customSlugLocales}
            onChange={(values) => setDraft(applyToggle(draft, draft.customSlugLocales, values, toggleCustomSlug))}
            error={fieldError(t, errors, l('customSlugs'), 'customSlugLocales')}
            data-testid="custom-slug-locales"
          >
            <Stack gap={6} mt={6}>
              {draft.availableLocales.map((locale) => (
                <Checkbox key={locale} value={locale} label={name(locale)} data-testid={`custom-slug-${locale}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <ErrorList errors={formErrors(errors, localeFields)} />
          <Group>
            <Button type="submit" loading={updating.loading} disabled={sameSettings(saved, draft)} color={readable.primary} data-testid="site-locales-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type ContactSettings = SiteSettingsScreenQuery['contactSettings'];

/** Where the contact form's messages are mailed; blank falls back to a settings manager. */
function ContactRecipientForm({ saved }: { saved: ContactSettings }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(saved.recipientEmail ?? '');
  const [current, setCurrent] = useState(saved);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [update, updating] = useMutation(UpdateContactRecipientDocument);
  const l = (key: string) => t(`pages.siteSettings.contact.${key}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { recipientEmail: email.trim() || null } });
      setErrors([]);
      if (data) {
        setCurrent(data.updateContactSettings);
        setEmail(data.updateContactSettings.recipientEmail ?? '');
      }
      showSaved(l('saved'), t('common.close'));
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contact-recipient-heading">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="contact-recipient-form">
        <Stack>
          <Title order={2} size="h3" id="contact-recipient-heading">
            {l('title')}
          </Title>
          <TextInput
            type="email"
            label={l('recipient')}
            description={l('recipientHelp')}
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(t, errors, l('recipient'), 'recipientEmail')}
            w={420}
            data-testid="contact-recipient"
          />
          <Text size="sm" c={readable.muted} data-testid="contact-effective">
            {current.effectiveRecipientEmail ? t('pages.siteSettings.contact.effective', { email: current.effectiveRecipientEmail }) : l('nobody')}
          </Text>
          <ErrorList errors={formErrors(errors, ['recipientEmail'])} />
          <Group>
            <Button type="submit" loading={updating.loading} color={readable.primary} data-testid="contact-recipient-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The site settings (manage-settings): the site's locales and the contact form's recipient. */
export default function SiteSettings() {
  const { t } = useTranslation();
  const screen = useQuery(SiteSettingsScreenDocument, { fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState<LocaleSettings | null>(null);
  const settings = saved ?? (screen.data ? localeSettingsOf(screen.data.settings) : null);
  return (
    <Stack data-testid="site-settings">
      <Title order={1}>{t('pages.siteSettings.title')}</Title>
      <Text c={readable.muted}>{t('pages.siteSettings.intro')}</Text>
      <LoadState loading={!screen.data} error={screen.data ? undefined : screen.error} failedMessage={t('pages.siteSettings.loadFailed')} onRetry={() => void screen.refetch()} />
      {screen.data && settings && (
        <>
          <LocalesForm key={JSON.stringify(settings)} saved={settings} onSaved={setSaved} />
          <ContactRecipientForm saved={screen.data.contactSettings} />
        </>
      )}
    </Stack>
  );
}
