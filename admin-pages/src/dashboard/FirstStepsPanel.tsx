import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, List, Paper, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, readable, useAuth } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import '../i18n';
import { FirstStepsDocument } from '../generated/graphql';
import { firstStepsOf, stepsLeft, type FirstStep } from './first-steps';

/** One step: its text (a link to where it is done) and whether it is done, in words. */
function StepRow({ step, label }: { step: FirstStep; label: string }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`first-step-${step.id}`} data-done={step.done}>
      <Group gap="sm" wrap="nowrap">
        <Badge variant="filled" color={step.done ? readable.confirm : readable.muted} data-testid={`first-step-${step.id}-state`}>
          {step.done ? t('pages.firstSteps.done') : t('pages.firstSteps.toDo')}
        </Badge>
        {step.path ? (
          <Anchor component={Link} to={step.path} c={readable.link} fw={500} data-testid={`first-step-${step.id}-link`}>
            {label}
          </Anchor>
        ) : (
          <Text fw={500}>{label}</Text>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * A new installation's next steps for its administrator (issue 24): edit the home page, set the
 * contact recipient, invite editors. Only for manage-settings (the query is not sent otherwise)
 * and only while a step is to do.
 */
export function FirstStepsPanel() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const allowed = hasPermission('manage-settings');
  const query = useQuery(FirstStepsDocument, { skip: !allowed, fetchPolicy: 'network-only' });
  if (!allowed) return null;
  if (query.error) {
    return (
      <Paper withBorder p="md" data-testid="first-steps-failed">
        <Text size="sm" fw={600} c={readable.danger}>
          {t('pages.firstSteps.loadFailed')}
        </Text>
        <ErrorList errors={codedErrors(query.error)} />
      </Paper>
    );
  }
  if (!query.data) return null;
  const steps = firstStepsOf(query.data.firstSteps, hasPermission('manage-users'));
  if (!stepsLeft(steps)) return null;
  const labels: Record<FirstStep['id'], string> = { home: t('pages.firstSteps.home'), contact: t('pages.firstSteps.contact'), editors: t('pages.firstSteps.editors') };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="first-steps-title" data-testid="first-steps">
      <Title order={2} size="h4" mb="xs" id="first-steps-title">
        {t('pages.firstSteps.title')}
      </Title>
      <Text size="sm" c={readable.muted} mb="sm">
        {t('pages.firstSteps.intro')}
      </Text>
      <List listStyleType="none" spacing="xs">
        {steps.map((step) => (
          <StepRow key={step.id} step={step} label={labels[step.id]} />
        ))}
      </List>
    </Paper>
  );
}
