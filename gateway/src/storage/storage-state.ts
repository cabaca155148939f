import { isStorageMissing } from '@tessera/schema';

/**
 * What /readyz reports of a storage whose ping failed: "missing" when the store answers that the
 * bucket (or folder) is not there, "unreachable" when it does not answer.
 */
export function storageState(pingError: unknown): 'missing' | 'unreachable' {
  return isStorageMissing(pingError) ? 'missing' : 'unreachable';
}
