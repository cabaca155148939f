import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../role-label';
import { SetTwoFactorPolicyDocument, TwoFactorPolicyDocument } from '../generated/graphql';

/** The roles whose users must sign in with two factors (manage-users), chosen from the roles there are. */
export function TwoFactorPolicyModal({ opened, roles, onClose }: { opened: boolean; roles: Array<{ id: number; name: string }>; onClose: () => void }) {
  const { t } = useTranslation();
  const policy = useQuery(TwoFactorPolicyDocument, { skip: !opened, fetchPolicy: 'network-only' });
  const [setPolicy, saving] = useMutation(SetTwoFactorPolicyDocument);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const value = chosen ?? policy.data?.twoFactorPolicy.roles ?? [];

  const close = () => {
    setChosen(null);
    setErrors([]);
    onClose();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      await setPolicy({ variables: { roles: value } });
      close();
      notifications.show({ color: 'green', message: t('twoFactor.users.policySaved') });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const loadErrors = policy.error ? codedErrors(policy.error) : [];
  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.users.policyTitle')} centered>
      <form onSubmit={(event) => void save(event)} noValidate data-testid="two-factor-policy">
        <Stack>
          <Text>{t('twoFactor.users.policyIntro')}</Text>
          <ErrorList errors={[...loadErrors, ...errors]} />
          {policy.loading ? (
            <Loader size="sm" aria-label={t('app.loading')} />
          ) : (
            <Checkbox.Group label={t('twoFactor.users.policyRoles')} value={value} onChange={setChosen}>
              <Stack gap="xs" mt="xs">
                {roles.map((role) => (
                  <Checkbox key={role.id} value={role.name} label={roleLabel(t, role.name)} data-testid={`two-factor-policy-${role.name}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving.loading} disabled={policy.loading || !!policy.error} data-testid="two-factor-policy-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
