import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.newPage. */
export const newPageMessages = defineMessages(
  { pages: { newPage: { title: 'New page' } } },
  {
    nl: { pages: { newPage: { title: 'Nieuwe pagina' } } },
    de: { pages: { newPage: { title: 'Neue Seite' } } },
    fr: { pages: { newPage: { title: 'Nouvelle page' } } },
  },
);
