import { registerMessages } from '@tessera/admin-kit';
import { focalPointMessages } from './focal-point';

/** The texts admin-media registers itself (the older ones are admin-kit's), one file per feature. */
export const mediaMessages = [focalPointMessages];

for (const messages of mediaMessages) registerMessages(messages);
