import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { Card, Checkbox, NumberInput } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { auditLogLimits } from '@tessera/content-model';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import { AuditRetentionDocument, UpdateAuditRetentionDocument } from '../generated/graphql';

const { retentionMinDays, retentionMaxDays } = auditLogLimits;

/** How long entries are kept: shown to every reader of the trail, changed by those with manage-settings. */
export function AuditRetentionSection({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(AuditRetentionDocument, { fetchPolicy: 'network-only' });
  const [update, updating] = useMutation(UpdateAuditRetentionDocument);
  const [limited, setLimited] = useState(false);
  const [days, setDays] = useState<number | string>(365);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const stored = query.data?.auditRetention.days;

  useEffect(() => {
    if (stored === undefined) return;
    setLimited(stored !== null);
    if (stored !== null) setDays(stored);
  }, [stored]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const asked = typeof days === 'number' ? days : Number.NaN;
    if (limited && !(Number.isInteger(asked) && asked >= retentionMinDays && asked <= retentionMaxDays)) {
      setErrors([{ code: 'V_12', property: 'days' }]);
      return;
    }
    try {
      await update({ variables: { days: limited ? asked : null } });
      notifications.show({ color: 'green', message: t('auditLog.retention.saved') });
      await query.refetch();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Card component="section" withBorder aria-labelledby="audit-retention-title" data-testid="audit-retention">
      <Stack gap="sm">
        <Title order={2} size="h4" id="audit-retention-title">
          {t('auditLog.retention.title')}
        </Title>
        {query.error && <ErrorList errors={codedErrors(query.error)} />}
        {!query.data && !query.error && <Loader size="sm" aria-label={t('app.loading')} />}
        {query.data && (
          <Text size="sm" data-testid="audit-retention-text">
            {stored === null ? t('auditLog.retention.forever') : t('auditLog.retention.days', { days: stored })}
          </Text>
        )}
        {query.data && canChange && (
          <form onSubmit={(event) => void save(event)} noValidate data-testid="audit-retention-form">
            <Stack gap="sm">
              <ErrorList errors={errors.filter((error) => error.property !== 'days')} />
              <Checkbox label={t('auditLog.retention.limit')} checked={limited} onChange={(event) => setLimited(event.currentTarget.checked)} data-testid="audit-retention-limit" />
              {limited && (
                <NumberInput
                  label={t('auditLog.retention.daysLabel')}
                  description={t('auditLog.retention.daysHint', { min: retentionMinDays, max: retentionMaxDays })}
                  min={retentionMinDays}
                  max={retentionMaxDays}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={days}
                  onChange={setDays}
                  error={fieldError(t, errors, 'days')}
                  maw={240}
                  data-testid="audit-retention-days"
                />
              )}
              <Group>
                <Button type="submit" loading={updating.loading} data-testid="audit-retention-save">
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
