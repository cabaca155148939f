import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';

/**
 * The server's errors as the webhook form names its fields: `url` is the endpoint URL here (the
 * shared `properties.url` names a video link), and a refused event type belongs to the list.
 */
export function webhookErrors(error: unknown): ErrorEntry[] {
  return codedErrors(error).map((entry) => {
    if (entry.property === 'url') return { ...entry, property: 'webhookUrl' };
    if (entry.property?.startsWith('eventTypes.')) return { ...entry, property: 'eventTypes' };
    return entry;
  });
}
