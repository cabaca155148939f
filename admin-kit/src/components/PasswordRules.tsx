import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §5 password rules, checked as the user types (the server checks them again). */
export function passwordChecks(password: string, confirm?: string) {
  return {
    length: password.length > 8 && password.length < 255,
    uppercase: /\p{Lu}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
    ...(confirm === undefined ? {} : { match: password.length > 0 && password === confirm }),
  };
}

export function PasswordRules({ password, confirm }: { password: string; confirm?: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password, confirm);
  return (
    <div data-testid="password-rules">
      <Text size="sm" fw={500}>
        {t('passwordRules.title')}
      </Text>
      <List size="sm" spacing={2}>
        {Object.entries(checks).map(([rule, met]) => (
          <List.Item
            key={rule}
            data-met={met}
            icon={
              <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray'} aria-hidden="true">
                {met ? '✓' : '·'}
              </ThemeIcon>
            }
          >
            {t(`passwordRules.${rule}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
