import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.livePreview: the editor's live preview of unsaved changes. */
export const livePreviewMessages = defineMessages(
  {
    pages: {
      livePreview: {
        title: 'Live preview',
        width: 'Preview width',
        desktop: 'Desktop',
        tablet: 'Tablet',
        phone: 'Phone',
        updating: 'Updating the preview…',
        hint: 'Click a block in the preview to edit it.',
        failed: 'The preview cannot show these changes:',
      },
    },
  },
  {
    nl: {
      pages: {
        livePreview: {
          title: 'Live voorbeeld',
          width: 'Breedte van het voorbeeld',
          desktop: 'Computer',
          tablet: 'Tablet',
          phone: 'Telefoon',
          updating: 'Het voorbeeld wordt bijgewerkt…',
          hint: 'Klik op een blok in het voorbeeld om het te bewerken.',
          failed: 'Het voorbeeld kan deze wijzigingen niet tonen:',
        },
      },
    },
    de: {
      pages: {
        livePreview: {
          title: 'Live-Vorschau',
          width: 'Breite der Vorschau',
          desktop: 'Computer',
          tablet: 'Tablet',
          phone: 'Smartphone',
          updating: 'Die Vorschau wird aktualisiert…',
          hint: 'Klicken Sie auf einen Block in der Vorschau, um ihn zu bearbeiten.',
          failed: 'Die Vorschau kann diese Änderungen nicht zeigen:',
        },
      },
    },
    fr: {
      pages: {
        livePreview: {
          title: 'Aperçu en direct',
          width: 'Largeur de l’aperçu',
          desktop: 'Ordinateur',
          tablet: 'Tablette',
          phone: 'Téléphone',
          updating: 'Mise à jour de l’aperçu…',
          hint: 'Cliquez sur un bloc dans l’aperçu pour le modifier.',
          failed: 'L’aperçu ne peut pas afficher ces modifications :',
        },
      },
    },
  },
);
