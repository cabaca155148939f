import { z } from 'zod';
import { isValidLink } from '@tessera/content-model';
import { optionalString, requiredString } from '../validation/parse-input';

/** Internal links are pages (pageId), so a url is one of the other link types of SPEC §5. */
export function isMenuUrl(value: string): boolean {
  return (['external', 'mailto', 'tel', 'anchor'] as const).some((type) => isValidLink(type, value));
}

export const menuLabel = () => requiredString(255);

export const menuUrl = () => optionalString(2048).refine((url) => url === null || isMenuUrl(url), 'V_13');

/** An index among the siblings; past the end means the end. */
export const menuPosition = () => z.number({ required_error: 'V_01', invalid_type_error: 'V_12' }).int('V_12').min(0, 'V_12');
