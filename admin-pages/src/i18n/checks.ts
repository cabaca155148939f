import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.checks: the editor's content checks before publishing (../editor/checks). */
export const checksMessages = defineMessages(
  {
    pages: {
      checks: {
        open: 'Checks',
        count_one: '{{count}} warning',
        count_other: '{{count}} warnings',
        title: 'Content checks',
        intro: 'These warnings do not stop publishing; they point at what visitors and search engines may miss.',
        none: 'No warnings: the page looks fine.',
        show: 'Show',
        showLabel: 'Show: {{message}}',
        block: 'Block {{position}}: {{label}}',
        page: 'Page',
        codes: {
          'image-alt-missing': 'The image “{{fileName}}” has no alternative text.',
          'heading-skipped': 'A level {{level}} heading follows level {{previous}}: a heading level is skipped.',
          'link-text-vague': 'The link text “{{text}}” does not say where the link leads.',
          'link-text-empty': 'A link has no text.',
          'seo-description-missing': 'The page has no SEO description.',
          'title-too-long': 'The title has {{length}} characters; search engines show about {{max}}.',
          'title-duplicate_one': 'Another page in this language has the same title.',
          'title-duplicate_other': '{{count}} other pages in this language have the same title.',
        },
      },
    },
  },
  {
    nl: {
      pages: {
        checks: {
          open: 'Controles',
          count_one: '{{count}} waarschuwing',
          count_other: '{{count}} waarschuwingen',
          title: 'Inhoudscontroles',
          intro: 'Deze waarschuwingen houden publiceren niet tegen; ze wijzen op wat bezoekers en zoekmachines kunnen missen.',
          none: 'Geen waarschuwingen: de pagina ziet er goed uit.',
          show: 'Toon',
          showLabel: 'Toon: {{message}}',
          block: 'Blok {{position}}: {{label}}',
          page: 'Pagina',
          codes: {
            'image-alt-missing': 'De afbeelding “{{fileName}}” heeft geen alternatieve tekst.',
            'heading-skipped': 'Een kop van niveau {{level}} volgt op niveau {{previous}}: er wordt een kopniveau overgeslagen.',
            'link-text-vague': 'De linktekst “{{text}}” zegt niet waar de link heen gaat.',
            'link-text-empty': 'Een link heeft geen tekst.',
            'seo-description-missing': 'De pagina heeft geen SEO-omschrijving.',
            'title-too-long': 'De titel heeft {{length}} tekens; zoekmachines tonen er ongeveer {{max}}.',
            'title-duplicate_one': 'Een andere pagina in deze taal heeft dezelfde titel.',
            'title-duplicate_other': '{{count}} andere pagina’s in deze taal hebben dezelfde titel.',
          },
        },
      },
    },
    de: {
      pages: {
        checks: {
          open: 'Prüfungen',
          count_one: '{{count}} Warnung',
          count_other: '{{count}} Warnungen',
          title: 'Inhaltsprüfungen',
          intro: 'Diese Warnungen verhindern das Veröffentlichen nicht; sie zeigen, was Besuchern und Suchmaschinen entgehen kann.',
          none: 'Keine Warnungen: die Seite sieht gut aus.',
          show: 'Zeigen',
          showLabel: 'Zeigen: {{message}}',
          block: 'Block {{position}}: {{label}}',
          page: 'Seite',
          codes: {
            'image-alt-missing': 'Das Bild „{{fileName}}“ hat keinen Alternativtext.',
            'heading-skipped': 'Eine Überschrift der Ebene {{level}} folgt auf Ebene {{previous}}: eine Ebene wird übersprungen.',
            'link-text-vague': 'Der Linktext „{{text}}“ sagt nicht, wohin der Link führt.',
            'link-text-empty': 'Ein Link hat keinen Text.',
            'seo-description-missing': 'Die Seite hat keine SEO-Beschreibung.',
            'title-too-long': 'Der Titel hat {{length}} Zeichen; Suchmaschinen zeigen etwa {{max}}.',
            'title-duplicate_one': 'Eine andere Seite in dieser Sprache hat denselben Titel.',
            'title-duplicate_other': '{{count}} andere Seiten in dieser Sprache haben denselben Titel.',
          },
        },
      },
    },
    fr: {
      pages: {
        checks: {
          open: 'Vérifications',
          count_one: '{{count}} avertissement',
          count_other: '{{count}} avertissements',
          title: 'Vérifications du contenu',
          intro: 'Ces avertissements n’empêchent pas de publier ; ils signalent ce que les visiteurs et les moteurs de recherche peuvent manquer.',
          none: 'Aucun avertissement : la page semble correcte.',
          show: 'Afficher',
          showLabel: 'Afficher : {{message}}',
          block: 'Bloc {{position}} : {{label}}',
          page: 'Page',
          codes: {
            'image-alt-missing': 'L’image « {{fileName}} » n’a pas de texte alternatif.',
            'heading-skipped': 'Un titre de niveau {{level}} suit le niveau {{previous}} : un niveau de titre est sauté.',
            'link-text-vague': 'Le texte du lien « {{text}} » ne dit pas où mène le lien.',
            'link-text-empty': 'Un lien n’a pas de texte.',
            'seo-description-missing': 'La page n’a pas de description SEO.',
            'title-too-long': 'Le titre compte {{length}} caractères ; les moteurs de recherche en affichent environ {{max}}.',
            'title-duplicate_one': 'Une autre page dans cette langue a le même titre.',
            'title-duplicate_other': '{{count}} autres pages dans cette langue ont le même titre.',
          },
        },
      },
    },
  },
);
