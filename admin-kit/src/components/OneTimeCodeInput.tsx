import { forwardRef, type ChangeEvent } from 'react';
import { TextInput } from './mantine-lean';

export interface OneTimeCodeInputProps {
  label: string;
  description?: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** `numeric` (a keypad on phones) for a code from the app, `text` for a recovery code. */
  inputMode?: 'numeric' | 'text';
  'data-testid'?: string;
}

/**
 * The field of a one-time code: what the browser and password managers fill from an SMS or an
 * authenticator (autocomplete one-time-code), a keypad on phones for the app's six digits, no
 * spelling help. It takes any text, so a recovery code (xxxxx-xxxxx) goes in the same field.
 */
export const OneTimeCodeInput = forwardRef<HTMLInputElement, OneTimeCodeInputProps>(function OneTimeCodeInput({ onChange, inputMode = 'numeric', ...props }, ref) {
  return (
    <TextInput
      ref={ref}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode={inputMode}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={64}
      required
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
    />
  );
});
