import { Button, Group, SimpleGrid, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import { fieldOfProperty, type AuditFilterForm } from './audit-log-filters';

/** The audit log's filters: applied together when the form is sent, cleared at once. */
export function AuditLogFilters(props: { value: AuditFilterForm; errors: ErrorEntry[]; onChange: (value: AuditFilterForm) => void; onApply: () => void; onClear: () => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof AuditFilterForm>(field: K, value: AuditFilterForm[K]) => props.onChange({ ...props.value, [field]: value });
  const errorOf = (field: keyof AuditFilterForm) =>
    fieldError(
      t,
      props.errors,
      ...Object.entries(fieldOfProperty)
        .filter(([, name]) => name === field)
        .map(([property]) => property),
    );
  const general = props.errors.filter((error) => !error.property || !(error.property in fieldOfProperty));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply();
  };
  const text = (field: Exclude<keyof AuditFilterForm, 'exact'>, testId: string, extra: { type?: string; description?: string } = {}) => (
    <TextInput label={t(`auditLog.filters.${field}`)} value={props.value[field]} onChange={(event) => set(field, event.currentTarget.value)} error={errorOf(field)} data-testid={testId} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('auditLog.filters.label')} data-testid="audit-log-filters">
      <Stack gap="sm">
        <ErrorList errors={general} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {text('person', 'audit-filter-person', { type: 'email' })}
          <Stack gap={4}>
            {text('action', 'audit-filter-action', { description: t('auditLog.filters.actionHint') })}
            <Checkbox label={t('auditLog.filters.exact')} checked={props.value.exact} onChange={(event) => set('exact', event.currentTarget.checked)} data-testid="audit-filter-exact" />
          </Stack>
          {text('subjectType', 'audit-filter-subject-type', { description: t('auditLog.filters.subjectTypeHint') })}
          {text('subjectId', 'audit-filter-subject-id')}
          {text('from', 'audit-filter-from', { type: 'date' })}
          {text('to', 'audit-filter-to', { type: 'date' })}
          {text('tokenId', 'audit-filter-token', { description: t('auditLog.filters.tokenIdHint') })}
        </SimpleGrid>
        <Group>
          <Button type="submit" data-testid="audit-filter-apply">
            {t('auditLog.filters.apply')}
          </Button>
          <Button variant="default" onClick={props.onClear} data-testid="audit-filter-clear">
            {t('auditLog.filters.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
