import { useState, type FormEvent } from 'react';
import type { ErrorEntry } from '@tessera/admin-kit/src/errors/error-message';

/**
 * A signed-out form's submission: one call that answers its coded errors (none when it worked),
 * busy while under way, the errors on screen, and `done` once it worked.
 */
export function useSubmit(call: () => Promise<ErrorEntry[]>, onDone?: () => void) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    const failed = await call();
    setBusy(false);
    if (failed.length > 0) return setErrors(failed);
    setDone(true);
    onDone?.();
  };
  return { busy, done, errors, submit };
}
