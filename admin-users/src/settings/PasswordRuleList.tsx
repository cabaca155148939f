import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkPasswordRules } from '../password-rules';

/** The password rules, each marked met or not while the user types. */
export function PasswordRuleList({ password, confirm }: { password: string; confirm: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="password-rules">
      <Text size="sm" fw={500} id="password-rules-title">
        {t('passwordRules.title')}
      </Text>
      <List size="sm" spacing={4} center aria-labelledby="password-rules-title" aria-live="polite">
        {checkPasswordRules(password, confirm).map(({ rule, met }) => (
          <List.Item
            key={rule}
            data-testid={`password-rule-${rule}`}
            data-met={met}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? 'green' : 'gray'} aria-hidden="true">
                {met ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            {t(`passwordRules.${rule}`)}
            <VisuallyHidden>{met ? t('settings.ruleMet') : t('settings.ruleNotMet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
