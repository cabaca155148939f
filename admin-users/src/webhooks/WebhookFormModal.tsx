import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Checkbox, Switch } from '@tessera/admin-kit/mantine-more';
import { ErrorList, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import type { WebhookFieldsFragment as Webhook } from '../generated/graphql';

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
  active: boolean;
  /** Only when creating; empty has the server make one. */
  secret: string;
}

function valuesOf(webhook: Webhook | null): WebhookFormValues {
  return { url: webhook?.url ?? '', description: webhook?.description ?? '', eventTypes: webhook?.eventTypes ?? [], active: webhook?.active ?? true, secret: '' };
}

/** Register or edit an endpoint: URL, description, the event types it takes, active; a secret of one's own on creation. */
export function WebhookFormModal(props: {
  opened: boolean;
  /** The endpoint being edited; null to register one. */
  webhook: Webhook | null;
  eventTypes: string[];
  errors: ErrorEntry[];
  submitting: boolean;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<WebhookFormValues>(() => valuesOf(props.webhook));
  useEffect(() => {
    if (props.opened) setValues(valuesOf(props.webhook));
  }, [props.opened, props.webhook]);
  const set = <K extends keyof WebhookFormValues>(field: K, value: WebhookFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.webhook ? t('webhooks.edit') : t('webhooks.add')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="webhook-form">
        <Stack>
          <ErrorList errors={props.errors} />
          <TextInput
            label={t('webhooks.fields.url')}
            description={t('webhooks.fields.urlHint')}
            type="url"
            value={values.url}
            onChange={(event) => set('url', event.currentTarget.value)}
            error={fieldError(t, props.errors, 'webhookUrl')}
            withAsterisk
            data-autofocus
            data-testid="webhook-form-url"
          />
          <TextInput
            label={t('webhooks.fields.description')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={fieldError(t, props.errors, 'description')}
            data-testid="webhook-form-description"
          />
          <Checkbox.Group
            label={t('webhooks.fields.eventTypes')}
            value={values.eventTypes}
            onChange={(types) => set('eventTypes', types)}
            error={fieldError(t, props.errors, 'eventTypes')}
            withAsterisk
            data-testid="webhook-form-event-types"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {props.eventTypes.map((type) => (
                <Checkbox key={type} value={type} label={type} data-testid={`webhook-form-event-${type}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {!props.webhook && (
            <TextInput
              label={t('webhooks.fields.secret')}
              description={t('webhooks.fields.secretHint')}
              value={values.secret}
              autoComplete="off"
              onChange={(event) => set('secret', event.currentTarget.value)}
              error={fieldError(t, props.errors, 'secret')}
              data-testid="webhook-form-secret"
            />
          )}
          <Switch label={t('webhooks.fields.active')} checked={values.active} onChange={(event) => set('active', event.currentTarget.checked)} data-testid="webhook-form-active" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting} data-testid="webhook-form-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
