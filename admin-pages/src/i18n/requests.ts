import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.requests. */
export const requestsMessages = defineMessages(
  { pages: { requests: { title: 'Publication requests' } } },
  {
    nl: { pages: { requests: { title: 'Publicatieverzoeken' } } },
    de: { pages: { requests: { title: 'Veröffentlichungsanfragen' } } },
    fr: { pages: { requests: { title: 'Demandes de publication' } } },
  },
);
