import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, fieldError, formErrors, localeLabel, useLanguage, type ErrorEntry } from '@tessera/admin-kit';
import { redirectLimits, supportedLocales } from '@tessera/content-model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateRedirectDocument, UpdateRedirectDocument } from '../generated/graphql';
import type { RedirectRow } from './RedirectsScreen';

const anyLocale = 'any';

/** Adds a manual redirect, or edits one; the server's rules decide, each refusal shown at its field. */
export function RedirectModal(props: { redirect: RedirectRow | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { redirect } = props;
  const [fromPath, setFromPath] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState('301');
  const [locale, setLocale] = useState(anyLocale);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(CreateRedirectDocument);
  const [update, updating] = useMutation(UpdateRedirectDocument);

  useEffect(() => {
    const existing = redirect && redirect !== 'new' ? redirect : null;
    setFromPath(existing?.fromPath ?? '');
    setTo(existing?.to ?? '');
    setStatus(String(existing?.status ?? 301));
    setLocale(existing?.locale ?? anyLocale);
    setErrors([]);
  }, [redirect]);

  const save = async () => {
    const variables = { fromPath, to, status: Number(status), locale: locale === anyLocale ? null : locale };
    try {
      if (redirect === 'new') await create({ variables });
      else if (redirect) await update({ variables: { ...variables, id: redirect.id } });
      notifications.show({ color: 'green', message: t('pages.redirects.saved') });
      props.onSaved();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={redirect !== null} onClose={props.onClose} title={redirect === 'new' ? t('pages.redirects.addTitle') : t('pages.redirects.editTitle')} centered data-testid="redirect-modal">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('pages.redirects.fields.from')}
            description={t('pages.redirects.fields.fromHint')}
            value={fromPath}
            onChange={(event) => setFromPath(event.currentTarget.value)}
            maxLength={redirectLimits.fromMaxLength}
            required
            data-autofocus
            error={fieldError(t, errors, t('pages.redirects.fields.from'), 'fromPath')}
            data-testid="redirect-from"
          />
          <TextInput
            label={t('pages.redirects.fields.to')}
            description={t('pages.redirects.fields.toHint')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            maxLength={redirectLimits.toMaxLength}
            required
            error={fieldError(t, errors, t('pages.redirects.fields.to'), 'to')}
            data-testid="redirect-to"
          />
          <Select
            label={t('pages.redirects.fields.status')}
            data={[
              { value: '301', label: t('pages.redirects.fields.permanent') },
              { value: '302', label: t('pages.redirects.fields.temporary') },
            ]}
            value={status}
            onChange={(value) => setStatus(value ?? '301')}
            allowDeselect={false}
            data-testid="redirect-status"
          />
          <Select
            label={t('pages.redirects.fields.locale')}
            data={[{ value: anyLocale, label: t('pages.redirects.anyLocale') }, ...supportedLocales.map((code) => ({ value: code, label: localeLabel(code, language) }))]}
            value={locale}
            onChange={(value) => setLocale(value ?? anyLocale)}
            allowDeselect={false}
            error={fieldError(t, errors, t('pages.redirects.fields.locale'), 'locale')}
            data-testid="redirect-locale"
          />
          <ActionErrors message={t('pages.redirects.saveFailed')} errors={formErrors(errors, ['fromPath', 'to', 'locale'])} testId="redirect-errors" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading || updating.loading} data-testid="redirect-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
