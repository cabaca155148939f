import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { ErrorList, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { apiTokenLimits } from '@tessera/content-model';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import { dayRange, emptyApiTokenForm, expiryChoices, type ApiTokenFormValues, type ExpiryChoice } from './api-token-form';
import { permissionLabel } from './permission-label';

/** Make a token: its name, the permissions it gets (only those the signed-in person holds) and when it expires. */
export function ApiTokenFormModal(props: {
  opened: boolean;
  /** The permissions on offer, in content-model's order. */
  permissions: string[];
  errors: ErrorEntry[];
  submitting: boolean;
  onSubmit: (values: ApiTokenFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ApiTokenFormValues>(emptyApiTokenForm);
  const [days, setDays] = useState(() => dayRange(new Date()));
  useEffect(() => {
    if (!props.opened) return;
    setValues(emptyApiTokenForm);
    setDays(dayRange(new Date()));
  }, [props.opened]);
  const set = <K extends keyof ApiTokenFormValues>(field: K, value: ApiTokenFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('apiTokens.add')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="api-token-form">
        <Stack>
          <ErrorList errors={props.errors} />
          <TextInput
            label={t('apiTokens.fields.name')}
            description={t('apiTokens.fields.nameHint')}
            value={values.name}
            maxLength={apiTokenLimits.nameMaxLength}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={fieldError(t, props.errors, 'name')}
            withAsterisk
            data-autofocus
            data-testid="api-token-form-name"
          />
          <Checkbox.Group
            label={t('apiTokens.fields.permissions')}
            description={t('apiTokens.fields.permissionsHint')}
            value={values.permissions}
            onChange={(permissions) => set('permissions', permissions)}
            error={fieldError(t, props.errors, 'permissions')}
            withAsterisk
            data-testid="api-token-form-permissions"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {props.permissions.map((name) => (
                <Checkbox key={name} value={name} label={permissionLabel(t, name)} data-testid={`api-token-form-permission-${name}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group align="flex-start" grow>
            <Select
              label={t('apiTokens.fields.expiry')}
              data={expiryChoices.map((choice) => ({ value: choice, label: t(`apiTokens.expiry.${choice}`) }))}
              value={values.expiry}
              onChange={(choice) => choice && set('expiry', choice as ExpiryChoice)}
              allowDeselect={false}
              error={values.expiry === 'date' ? undefined : fieldError(t, props.errors, 'expiresAt')}
              data-testid="api-token-form-expiry"
            />
            {values.expiry === 'date' && (
              <TextInput
                type="date"
                label={t('apiTokens.fields.expiryDate')}
                description={t('apiTokens.fields.expiryDateHint')}
                min={days.min}
                max={days.max}
                value={values.date}
                onChange={(event) => set('date', event.currentTarget.value)}
                error={fieldError(t, props.errors, 'expiresAt')}
                withAsterisk
                data-testid="api-token-form-date"
              />
            )}
          </Group>
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting} data-testid="api-token-form-submit">
              {t('apiTokens.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
