import { List, Text, ThemeIcon, VisuallyHidden } from './mantine-lean';
import { useTranslation } from 'react-i18next';

export type PasswordRule = 'length' | 'uppercase' | 'special' | 'match';

/**
 * SPEC §5 password rules, the same tests the server applies: more than 8 and fewer than 255
 * characters (V_10, V_11), an uppercase letter and a special character (V_09), and a matching
 * confirmation (V_03/V_08).
 */
export function checkPasswordRules(password: string, confirm: string): Array<{ rule: PasswordRule; met: boolean }> {
  return [
    { rule: 'length', met: password.length > 8 && password.length < 255 },
    { rule: 'uppercase', met: /\p{Lu}/u.test(password) },
    { rule: 'special', met: /[^\p{L}\p{N}\s]/u.test(password) },
    { rule: 'match', met: password.length > 0 && password === confirm },
  ];
}

/** The password rules, each marked met or not while the user types (before submitting). */
export function PasswordRules({ password, confirm }: { password: string; confirm: string }) {
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
