import { Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';

/** A field's help text from the config and, with a limit, how many characters are used of it. */
export function FieldDescription({ help, length, maxLength }: { help?: string; length?: number; maxLength?: number }) {
  const { t } = useTranslation();
  if (!help && maxLength === undefined) return null;
  const over = maxLength !== undefined && (length ?? 0) > maxLength;
  return (
    <>
      {help}
      {help && maxLength !== undefined && ' · '}
      {maxLength !== undefined && (
        <Text component="span" inherit c={over ? 'red.8' : undefined} data-testid="field-counter">
          {t('fieldControls.counter', { length: length ?? 0, max: maxLength })}
        </Text>
      )}
    </>
  );
}
