import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.overview. */
export const overviewMessages = defineMessages(
  { pages: { overview: { title: 'Pages' } } },
  {
    nl: { pages: { overview: { title: 'Pagina’s' } } },
    de: { pages: { overview: { title: 'Seiten' } } },
    fr: { pages: { overview: { title: 'Liste des pages' } } },
  },
);
