import { z } from 'zod';
import { CodedError } from '../errors/coded-error';
import { domainEventTypes } from '@tessera/read-model';
import { optionalString } from '../validation/parse-input';
import { maxWebhookUrlLength, parseWebhookUrl, resolveWebhookTarget, type WebhookTargetRules } from './webhook-target';

/** An endpoint's URL: http(s), no credentials, at most 2,048 characters (V_13, V_14); where it leads is checked apart. */
export const webhookUrlInput = () =>
  z
    .string({ required_error: 'V_01', invalid_type_error: 'V_12' })
    .trim()
    .min(1, 'V_01')
    .max(maxWebhookUrlLength, 'V_14')
    .refine((text) => parseWebhookUrl(text) !== undefined, 'V_13');

/** At least one known event type, each once. */
export const eventTypesInput = () =>
  z
    .array(z.enum(domainEventTypes, { errorMap: () => ({ message: 'V_12' }) }), { required_error: 'V_01', invalid_type_error: 'V_12' })
    .min(1, 'V_01')
    .transform((types) => [...new Set(types)]);

/** A secret of one's own: 16 to 200 printable characters without spaces; absent makes one. */
export const webhookSecretInput = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .regex(/^[\x21-\x7e]*$/, 'V_12')
    .max(200, 'V_14')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || value.length >= 16, 'V_12');

export const webhookDescriptionInput = () => optionalString(200);

/**
 * Refuses a URL whose host resolves to an address webhooks may not reach (WH_01) or to nothing
 * (WH_02), on `url`. The delivery checks again: this is for the administrator to hear it now.
 */
export async function checkWebhookTarget(urlText: string, rules: WebhookTargetRules): Promise<void> {
  const target = await resolveWebhookTarget(parseWebhookUrl(urlText)!, rules);
  if (!target.ok) throw new CodedError(target.reason === 'refused' ? 'WH_01' : 'WH_02', 'url');
}
