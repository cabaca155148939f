import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.drafts: the page editor's unsaved changes kept over an inactivity sign-out. */
export const draftsMessages = defineMessages(
  {
    pages: {
      drafts: {
        title: 'Unsaved changes',
        question: 'Restore the unsaved changes of {{time}}?',
        newerVersion: 'The page has been saved since; restoring puts these changes on top of the latest version.',
        restore: 'Restore',
        discard: 'Discard',
        restored: 'The unsaved changes are back. Save to keep them.',
      },
    },
  },
  {
    nl: {
      pages: {
        drafts: {
          title: 'Niet-opgeslagen wijzigingen',
          question: 'De niet-opgeslagen wijzigingen van {{time}} terugzetten?',
          newerVersion: 'De pagina is sindsdien opgeslagen; terugzetten legt deze wijzigingen over de nieuwste versie.',
          restore: 'Terugzetten',
          discard: 'Weggooien',
          restored: 'De niet-opgeslagen wijzigingen zijn terug. Sla op om ze te bewaren.',
        },
      },
    },
    de: {
      pages: {
        drafts: {
          title: 'Nicht gespeicherte Änderungen',
          question: 'Die nicht gespeicherten Änderungen vom {{time}} wiederherstellen?',
          newerVersion: 'Die Seite wurde seitdem gespeichert; beim Wiederherstellen kommen diese Änderungen über die neueste Version.',
          restore: 'Wiederherstellen',
          discard: 'Verwerfen',
          restored: 'Die nicht gespeicherten Änderungen sind zurück. Speichern Sie, um sie zu behalten.',
        },
      },
    },
    fr: {
      pages: {
        drafts: {
          title: 'Modifications non enregistrées',
          question: 'Restaurer les modifications non enregistrées du {{time}} ?',
          newerVersion: 'La page a été enregistrée depuis ; la restauration place ces modifications sur la dernière version.',
          restore: 'Restaurer',
          discard: 'Abandonner',
          restored: 'Les modifications non enregistrées sont de retour. Enregistrez pour les conserver.',
        },
      },
    },
  },
);
