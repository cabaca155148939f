import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.editor. */
export const editorMessages = defineMessages(
  { pages: { editor: { title: 'Edit page' } } },
  {
    nl: { pages: { editor: { title: 'Pagina bewerken' } } },
    de: { pages: { editor: { title: 'Seite bearbeiten' } } },
    fr: { pages: { editor: { title: 'Modifier la page' } } },
  },
);
