import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.fields. */
export const fieldsMessages = defineMessages(
  { pages: { fields: { title: 'Fields' } } },
  {
    nl: { pages: { fields: { title: 'Velden' } } },
    de: { pages: { fields: { title: 'Felder' } } },
    fr: { pages: { fields: { title: 'Champs' } } },
  },
);
