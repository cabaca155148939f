import { registerMessages } from '@tessera/admin-kit';
import { translationsMessages } from '../i18n/translations';

// The page overview loads only its own texts (i18n/overview-screen.ts): the translation workflow's
// parts bring theirs. Registering a text again later changes nothing.
registerMessages(translationsMessages);
