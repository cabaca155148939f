import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';

/**
 * A dialog that sends a code from the app and gets ten recovery codes back, shown this once
 * (turning the factor on, renewing the codes): the code typed, the refusal's errors, the codes
 * once they are in, and a close that forgets all three.
 */
export function useCodeForRecoveryCodes(send: (code: string) => Promise<string[]>, { onSent, onClose }: { onSent: () => void; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setCode('');
    setErrors([]);
    setRecoveryCodes(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      setRecoveryCodes(await send(code));
      onSent();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };
  return { code, setCode, errors, recoveryCodes, close, submit };
}
