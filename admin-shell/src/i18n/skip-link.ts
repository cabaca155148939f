import { defineMessages, registerMessages } from '@tessera/admin-kit';

/** Texts under shell.skipLink: the first stop of the keyboard, past header and navigation. */
export const skipLinkMessages = defineMessages(
  { shell: { skipLink: 'Skip to content' } },
  {
    nl: { shell: { skipLink: 'Naar de inhoud' } },
    de: { shell: { skipLink: 'Zum Inhalt springen' } },
    fr: { shell: { skipLink: 'Aller au contenu' } },
  },
);

registerMessages(skipLinkMessages);
