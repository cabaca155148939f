import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.siteSettings. */
export const siteSettingsMessages = defineMessages(
  {
    pages: {
      siteSettings: {
        title: 'Site settings',
        intro: 'The languages the site is offered in and where contact form messages go.',
        loadFailed: 'The site settings could not be loaded.',
        locales: {
          title: 'Languages',
          available: 'Available languages',
          availableHelp: 'Pages, menus and site texts can be made in these languages, and visitors can read them. A language that still has pages cannot be removed: move or delete its pages first.',
          removing: 'You are removing {{locales}}. Its pages, menu and texts are no longer offered to visitors; this is refused while it still has pages.',
          refusedLocale: 'Pages in {{locale}}: {{count}}.',
          default: 'Default language',
          defaultHelp: 'New pages start in this language, and visitors who ask for no language get it. It must be one of the available languages.',
          customSlugs: 'Languages with their own slugs',
          customSlugsHelp: 'Translations in these languages get a URL of their own (for example /over-ons); the others keep the URL of the page they were translated from.',
          saved: 'The languages were saved.',
          defaultLocked: 'The default language cannot be removed: choose another default language and save first.',
        },
        contact: {
          title: 'Contact form',
          recipient: 'Recipient e-mail',
          recipientHelp: 'Messages sent with the contact form are mailed to this address. Leave it empty to send them to the longest-standing administrator who manages settings.',
          effective: 'Messages now go to {{email}}.',
          nobody: 'Nobody receives the messages now: set a recipient.',
          saved: 'The contact form recipient was saved.',
        },
      },
    },
  },
  {
    nl: {
      pages: {
        siteSettings: {
          title: 'Site-instellingen',
          intro: 'De talen waarin de site wordt aangeboden en waar berichten van het contactformulier heen gaan.',
          loadFailed: 'De site-instellingen konden niet worden geladen.',
          locales: {
            title: 'Talen',
            available: 'Beschikbare talen',
            availableHelp:
              'In deze talen kun je pagina’s, menu’s en siteteksten maken, en bezoekers kunnen ze lezen. Een taal die nog pagina’s heeft kan niet weg: verplaats of verwijder eerst die pagina’s.',
            removing: 'Je verwijdert {{locales}}. De pagina’s, het menu en de teksten daarvan worden niet meer aan bezoekers getoond; dit wordt geweigerd zolang er nog pagina’s zijn.',
            refusedLocale: 'Pagina’s in het {{locale}}: {{count}}.',
            default: 'Standaardtaal',
            defaultHelp: 'Nieuwe pagina’s beginnen in deze taal, en bezoekers die geen taal vragen krijgen deze. Het moet een van de beschikbare talen zijn.',
            customSlugs: 'Talen met eigen slugs',
            customSlugsHelp: 'Vertalingen in deze talen krijgen een eigen URL (bijvoorbeeld /over-ons); de andere houden de URL van de pagina waaruit ze vertaald zijn.',
            saved: 'De talen zijn opgeslagen.',
            defaultLocked: 'De standaardtaal kan niet weg: kies eerst een andere standaardtaal en sla die op.',
          },
          contact: {
            title: 'Contactformulier',
            recipient: 'E-mailadres ontvanger',
            recipientHelp: 'Berichten van het contactformulier worden naar dit adres gemaild. Laat het leeg om ze naar de langstzittende beheerder van de instellingen te sturen.',
            effective: 'Berichten gaan nu naar {{email}}.',
            nobody: 'Niemand ontvangt de berichten nu: stel een ontvanger in.',
            saved: 'De ontvanger van het contactformulier is opgeslagen.',
          },
        },
      },
    },
    de: {
      pages: {
        siteSettings: {
          title: 'Website-Einstellungen',
          intro: 'Die Sprachen, in denen die Website angeboten wird, und wohin Nachrichten des Kontaktformulars gehen.',
          loadFailed: 'Die Website-Einstellungen konnten nicht geladen werden.',
          locales: {
            title: 'Sprachen',
            available: 'Verfügbare Sprachen',
            availableHelp:
              'In diesen Sprachen können Seiten, Menüs und Website-Texte erstellt werden, und Besucher können sie lesen. Eine Sprache, die noch Seiten hat, kann nicht entfernt werden: verschieben oder löschen Sie zuerst ihre Seiten.',
            removing: 'Sie entfernen {{locales}}. Seiten, Menü und Texte dieser Sprache werden Besuchern nicht mehr angeboten; solange sie noch Seiten hat, wird dies abgelehnt.',
            refusedLocale: 'Seiten auf {{locale}}: {{count}}.',
            default: 'Standardsprache',
            defaultHelp: 'Neue Seiten beginnen in dieser Sprache, und Besucher ohne Sprachwunsch erhalten sie. Sie muss eine der verfügbaren Sprachen sein.',
            customSlugs: 'Sprachen mit eigenen Slugs',
            customSlugsHelp: 'Übersetzungen in diesen Sprachen erhalten eine eigene URL (zum Beispiel /ueber-uns); die anderen behalten die URL der Seite, aus der sie übersetzt wurden.',
            saved: 'Die Sprachen wurden gespeichert.',
            defaultLocked: 'Die Standardsprache kann nicht entfernt werden: Wählen Sie zuerst eine andere Standardsprache und speichern Sie.',
          },
          contact: {
            title: 'Kontaktformular',
            recipient: 'E-Mail-Adresse des Empfängers',
            recipientHelp: 'Nachrichten aus dem Kontaktformular werden an diese Adresse gesendet. Leer lassen, um sie an den dienstältesten Administrator mit Einstellungsrechten zu senden.',
            effective: 'Nachrichten gehen jetzt an {{email}}.',
            nobody: 'Derzeit erhält niemand die Nachrichten: legen Sie einen Empfänger fest.',
            saved: 'Der Empfänger des Kontaktformulars wurde gespeichert.',
          },
        },
      },
    },
    fr: {
      pages: {
        siteSettings: {
          title: 'Paramètres du site',
          intro: 'Les langues dans lesquelles le site est proposé et la destination des messages du formulaire de contact.',
          loadFailed: 'Les paramètres du site n’ont pas pu être chargés.',
          locales: {
            title: 'Langues',
            available: 'Langues disponibles',
            availableHelp:
              'Pages, menus et textes du site peuvent être rédigés dans ces langues, et les visiteurs peuvent les lire. Une langue qui a encore des pages ne peut pas être retirée : déplacez ou supprimez d’abord ses pages.',
            removing: 'Vous retirez {{locales}}. Ses pages, son menu et ses textes ne sont plus proposés aux visiteurs ; c’est refusé tant qu’elle a encore des pages.',
            refusedLocale: 'Pages en {{locale}} : {{count}}.',
            default: 'Langue par défaut',
            defaultHelp: 'Les nouvelles pages commencent dans cette langue, et les visiteurs qui ne demandent aucune langue la reçoivent. Elle doit faire partie des langues disponibles.',
            customSlugs: 'Langues avec leurs propres slugs',
            customSlugsHelp: 'Les traductions dans ces langues reçoivent leur propre URL (par exemple /a-propos) ; les autres gardent l’URL de la page d’origine.',
            saved: 'Les langues ont été enregistrées.',
            defaultLocked: 'La langue par défaut ne peut pas être retirée : choisissez d’abord une autre langue par défaut et enregistrez.',
          },
          contact: {
            title: 'Formulaire de contact',
            recipient: 'E-mail du destinataire',
            recipientHelp: 'Les messages du formulaire de contact sont envoyés à cette adresse. Laissez vide pour les envoyer à l’administrateur des paramètres le plus ancien.',
            effective: 'Les messages vont maintenant à {{email}}.',
            nobody: 'Personne ne reçoit les messages pour l’instant : indiquez un destinataire.',
            saved: 'Le destinataire du formulaire de contact a été enregistré.',
          },
        },
      },
    },
  },
);
