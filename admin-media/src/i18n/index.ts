import { registerMessages } from '@tessera/admin-kit';
import { focalPointMessages } from './focal-point';
import { moveNoticeMessages } from './move-notice';
import { pickerCropMessages } from './picker-crop';

/**
 * admin-media's own texts, one file per area, imported by each exposed module (the older texts
 * of the library are still in admin-kit's catalogue).
 */
export const mediaMessages = [focalPointMessages, pickerCropMessages, moveNoticeMessages];

for (const messages of mediaMessages) registerMessages(messages);
