import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.newPage (also the title, slug and language fields of the duplicate and translate dialogs). */
export const newPageMessages = defineMessages(
  {
    pages: {
      newPage: {
        title: 'New page',
        intro: 'The page starts as a concept with the blocks of its type; you fill it in the editor.',
        fields: { title: 'Title', slug: 'Slug', slugHint: 'The address of the page on the site.', type: 'Page type', locale: 'Language' },
        slug: {
          checking: 'Checking whether the slug is free…',
          available: 'Free: {{slug}}',
          checkFailed: 'The slug could not be checked now; it is checked again when you save.',
        },
        submit: 'Create page',
        created: 'The page “{{title}}” was created.',
        failed: 'The page could not be created.',
        loadFailed: 'The languages and page types could not be loaded.',
      },
    },
  },
  {
    nl: {
      pages: {
        newPage: {
          title: 'Nieuwe pagina',
          intro: 'De pagina begint als concept met de blokken van haar type; je vult haar in de editor.',
          fields: { title: 'Titel', slug: 'Paginapad', slugHint: 'Het adres van de pagina op de site.', type: 'Paginatype', locale: 'Taal' },
          slug: {
            checking: 'Controleren of het pad vrij is…',
            available: 'Vrij: {{slug}}',
            checkFailed: 'Het pad kon nu niet worden gecontroleerd; bij het opslaan gebeurt dat opnieuw.',
          },
          submit: 'Pagina maken',
          created: 'De pagina „{{title}}” is gemaakt.',
          failed: 'De pagina kon niet worden gemaakt.',
          loadFailed: 'De talen en paginatypes konden niet worden geladen.',
        },
      },
    },
    de: {
      pages: {
        newPage: {
          title: 'Neue Seite',
          intro: 'Die Seite beginnt als Entwurf mit den Blöcken ihres Typs; ausgefüllt wird sie im Editor.',
          fields: { title: 'Titel', slug: 'Seitenpfad', slugHint: 'Die Adresse der Seite auf der Website.', type: 'Seitentyp', locale: 'Sprache' },
          slug: {
            checking: 'Es wird geprüft, ob der Pfad frei ist…',
            available: 'Frei: {{slug}}',
            checkFailed: 'Der Pfad konnte gerade nicht geprüft werden; beim Speichern wird er erneut geprüft.',
          },
          submit: 'Seite anlegen',
          created: 'Die Seite „{{title}}“ wurde angelegt.',
          failed: 'Die Seite konnte nicht angelegt werden.',
          loadFailed: 'Die Sprachen und Seitentypen konnten nicht geladen werden.',
        },
      },
    },
    fr: {
      pages: {
        newPage: {
          title: 'Nouvelle page',
          intro: 'La page commence en brouillon avec les blocs de son type ; vous la complétez dans l’éditeur.',
          fields: { title: 'Titre', slug: 'Chemin', slugHint: 'L’adresse de la page sur le site.', type: 'Type de page', locale: 'Langue' },
          slug: {
            checking: 'Vérification de la disponibilité du chemin…',
            available: 'Libre : {{slug}}',
            checkFailed: 'Le chemin n’a pas pu être vérifié ; il le sera de nouveau à l’enregistrement.',
          },
          submit: 'Créer la page',
          created: 'La page « {{title}} » a été créée.',
          failed: 'La page n’a pas pu être créée.',
          loadFailed: 'Les langues et les types de page n’ont pas pu être chargés.',
        },
      },
    },
  },
);
