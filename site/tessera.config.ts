import { defineConfig, type Field, type Label, type LocalizedText } from '@tessera/content-model';

/**
 * The block types and page types of this site: a consultancy-style default set. The gateway
 * reads this at start; the admin renders editing forms from each block type's fields, and the
 * site renders each block with the component registered under its id. Its literal types are kept
 * (`defineConfig`'s const type parameter), so each block component's props are derived from its
 * block type's fields (`PropsOf`, site/src/blocks/block-props.ts).
 */

/** A text in the admin's four languages: the editors of this site see its types and fields in theirs. */
const t = (en: string, nl: string, de: string, fr: string): LocalizedText => ({ 'en-gb': en, 'nl-nl': nl, 'de-de': de, 'fr-fr': fr });

const headingField = { name: 'heading', label: t('Heading', 'Kop', 'Überschrift', 'Intertitre'), kind: 'text', maxLength: 120 } as const satisfies Field;
const linkField = <const Name extends string, Required extends boolean = false>(name: Name, label: Label, required?: Required) =>
  ({ name, label, kind: 'link', required: (required ?? false) as Required }) as const satisfies Field;

export default defineConfig({
  siteName: 'Tessera',
  blockTypes: [
    {
      id: 'hero',
      label: t('Hero', 'Openingsblok', 'Aufmacher', 'Bannière'),
      description: t(
        'A large opening with a title, a line of text, an image and a button.',
        'Een grote opening met een titel, een regel tekst, een afbeelding en een knop.',
        'Ein großer Einstieg mit Titel, einer Textzeile, einem Bild und einer Schaltfläche.',
        'Une grande ouverture avec un titre, une ligne de texte, une image et un bouton.',
      ),
      fields: [
        { name: 'title', label: t('Title', 'Titel', 'Titel', 'Titre'), kind: 'text', required: true, maxLength: 120 },
        { name: 'subtitle', label: t('Subtitle', 'Ondertitel', 'Untertitel', 'Sous-titre'), kind: 'text', maxLength: 300, multiline: true },
        { name: 'image', label: t('Background image', 'Achtergrondafbeelding', 'Hintergrundbild', 'Image de fond'), kind: 'image' },
        linkField('cta', t('Button link', 'Knoplink', 'Schaltflächen-Link', 'Lien du bouton')),
        {
          name: 'theme',
          label: t('Theme', 'Thema', 'Thema', 'Thème'),
          kind: 'select',
          options: [
            { value: 'light', label: t('Light', 'Licht', 'Hell', 'Clair') },
            { value: 'dark', label: t('Dark', 'Donker', 'Dunkel', 'Sombre') },
          ],
        },
      ],
      defaultProps: { theme: 'light' },
    },
    {
      id: 'rich-text',
      label: t('Rich text', 'Opgemaakte tekst', 'Formatierter Text', 'Texte enrichi'),
      fields: [headingField, { name: 'body', label: t('Text', 'Tekst', 'Text', 'Texte'), kind: 'richText', required: true, maxLength: 20000 }],
    },
    {
      id: 'image',
      label: t('Image', 'Afbeelding', 'Bild', 'Image'),
      fields: [
        { name: 'image', label: t('Image', 'Afbeelding', 'Bild', 'Image'), kind: 'image', required: true },
        { name: 'caption', label: t('Caption', 'Bijschrift', 'Bildunterschrift', 'Légende'), kind: 'text', maxLength: 300 },
        { name: 'fullWidth', label: t('Full width', 'Volledige breedte', 'Volle Breite', 'Pleine largeur'), kind: 'boolean' },
      ],
    },
    {
      id: 'image-text',
      label: t('Image and text', 'Afbeelding en tekst', 'Bild und Text', 'Image et texte'),
      fields: [
        headingField,
        { name: 'body', label: t('Text', 'Tekst', 'Text', 'Texte'), kind: 'richText', required: true, maxLength: 10000 },
        { name: 'image', label: t('Image', 'Afbeelding', 'Bild', 'Image'), kind: 'image', required: true },
        {
          name: 'imagePosition',
          label: t('Image position', 'Positie van de afbeelding', 'Bildposition', 'Position de l’image'),
          kind: 'select',
          options: [
            { value: 'left', label: t('Left', 'Links', 'Links', 'Gauche') },
            { value: 'right', label: t('Right', 'Rechts', 'Rechts', 'Droite') },
          ],
        },
        linkField('link', t('Link', 'Link', 'Link', 'Lien')),
      ],
      defaultProps: { imagePosition: 'left' },
    },
    {
      id: 'video',
      label: t('Video', 'Video', 'Video', 'Vidéo'),
      fields: [
        {
          name: 'url',
          label: t('YouTube or Vimeo link', 'YouTube- of Vimeo-link', 'YouTube- oder Vimeo-Link', 'Lien YouTube ou Vimeo'),
          kind: 'text',
          format: 'video',
          required: true,
          maxLength: 500,
        },
        { name: 'title', label: t('Title', 'Titel', 'Titel', 'Titre'), kind: 'text', maxLength: 200 },
        { name: 'autoplay', label: t('Autoplay (muted)', 'Automatisch afspelen (zonder geluid)', 'Automatisch abspielen (stumm)', 'Lecture automatique (sans son)'), kind: 'boolean' },
      ],
    },
    {
      id: 'gallery',
      label: t('Gallery', 'Galerij', 'Galerie', 'Galerie'),
      fields: [
        headingField,
        {
          name: 'items',
          label: t('Images', 'Afbeeldingen', 'Bilder', 'Images'),
          kind: 'list',
          minItems: 1,
          maxItems: 48,
          fields: [
            { name: 'image', label: t('Image', 'Afbeelding', 'Bild', 'Image'), kind: 'image', required: true },
            { name: 'caption', label: t('Caption', 'Bijschrift', 'Bildunterschrift', 'Légende'), kind: 'text', maxLength: 200 },
          ],
        },
        { name: 'columns', label: t('Columns', 'Kolommen', 'Spalten', 'Colonnes'), kind: 'number', min: 1, max: 6, integer: true },
      ],
      defaultProps: { columns: 3, items: [] },
    },
    {
      id: 'quote',
      label: t('Quote', 'Citaat', 'Zitat', 'Citation'),
      fields: [
        { name: 'quote', label: t('Quote', 'Citaat', 'Zitat', 'Citation'), kind: 'text', required: true, multiline: true, maxLength: 1000 },
        { name: 'author', label: t('Author', 'Auteur', 'Autor', 'Auteur'), kind: 'text', maxLength: 120 },
        { name: 'role', label: t('Author role', 'Functie van de auteur', 'Funktion des Autors', 'Fonction de l’auteur'), kind: 'text', maxLength: 120 },
        { name: 'image', label: t('Portrait', 'Portret', 'Porträt', 'Portrait'), kind: 'image' },
      ],
    },
    {
      id: 'call-to-action',
      label: t('Call to action', 'Oproep tot actie', 'Handlungsaufforderung', 'Appel à l’action'),
      fields: [
        { name: 'title', label: t('Title', 'Titel', 'Titel', 'Titre'), kind: 'text', required: true, maxLength: 120 },
        { name: 'text', label: t('Text', 'Tekst', 'Text', 'Texte'), kind: 'text', multiline: true, maxLength: 500 },
        linkField('primary', t('Primary button', 'Hoofdknop', 'Hauptschaltfläche', 'Bouton principal'), true),
        linkField('secondary', t('Secondary button', 'Tweede knop', 'Zweite Schaltfläche', 'Bouton secondaire')),
      ],
    },
    {
      id: 'file-download',
      label: t('File download', 'Bestand downloaden', 'Datei-Download', 'Téléchargement de fichier'),
      fields: [
        { name: 'title', label: t('Title', 'Titel', 'Titel', 'Titre'), kind: 'text', required: true, maxLength: 200 },
        { name: 'description', label: t('Description', 'Beschrijving', 'Beschreibung', 'Description'), kind: 'text', multiline: true, maxLength: 500 },
        { name: 'file', label: t('File', 'Bestand', 'Datei', 'Fichier'), kind: 'file', required: true },
      ],
    },
    {
      id: 'faq',
      label: t('Frequently asked questions', 'Veelgestelde vragen', 'Häufige Fragen', 'Questions fréquentes'),
      fields: [
        headingField,
        {
          name: 'items',
          label: t('Questions', 'Vragen', 'Fragen', 'Questions'),
          kind: 'list',
          minItems: 1,
          maxItems: 50,
          fields: [
            { name: 'question', label: t('Question', 'Vraag', 'Frage', 'Question'), kind: 'text', required: true, maxLength: 300 },
            { name: 'answer', label: t('Answer', 'Antwoord', 'Antwort', 'Réponse'), kind: 'richText', required: true, maxLength: 5000 },
          ],
        },
      ],
      defaultProps: { items: [] },
    },
    {
      id: 'team-members',
      label: t('Team members', 'Teamleden', 'Teammitglieder', 'Membres de l’équipe'),
      description: t(
        'Shows the team from the site content (all active members, or a chosen few).',
        'Toont het team uit de site-inhoud (alle actieve leden, of een paar gekozen).',
        'Zeigt das Team aus den Website-Inhalten (alle aktiven Mitglieder oder einige ausgewählte).',
        'Affiche l’équipe du contenu du site (tous les membres actifs, ou quelques-uns choisis).',
      ),
      fields: [
        headingField,
        { name: 'intro', label: t('Introduction', 'Inleiding', 'Einleitung', 'Introduction'), kind: 'text', multiline: true, maxLength: 600 },
        {
          name: 'memberIds',
          label: t('Members (empty: all active)', 'Leden (leeg: alle actieve)', 'Mitglieder (leer: alle aktiven)', 'Membres (vide : tous les actifs)'),
          kind: 'list',
          fields: [{ name: 'id', label: t('Member id', 'Lid-id', 'Mitglieds-ID', 'Identifiant du membre'), kind: 'number', integer: true, required: true }],
        },
      ],
      defaultProps: { memberIds: [] },
    },
    {
      id: 'skills',
      label: t('Skills', 'Vaardigheden', 'Kompetenzen', 'Compétences'),
      description: t(
        'Shows the active skills from the site content.',
        'Toont de actieve vaardigheden uit de site-inhoud.',
        'Zeigt die aktiven Kompetenzen aus den Website-Inhalten.',
        'Affiche les compétences actives du contenu du site.',
      ),
      fields: [headingField, { name: 'intro', label: t('Introduction', 'Inleiding', 'Einleitung', 'Introduction'), kind: 'text', multiline: true, maxLength: 600 }],
    },
    {
      id: 'certificates',
      label: t('Certificates', 'Certificaten', 'Zertifikate', 'Certificats'),
      description: t(
        'Shows the active certificates from the site content.',
        'Toont de actieve certificaten uit de site-inhoud.',
        'Zeigt die aktiven Zertifikate aus den Website-Inhalten.',
        'Affiche les certificats actifs du contenu du site.',
      ),
      fields: [headingField, { name: 'intro', label: t('Introduction', 'Inleiding', 'Einleitung', 'Introduction'), kind: 'text', multiline: true, maxLength: 600 }],
    },
    {
      id: 'contact-form',
      label: t('Contact form', 'Contactformulier', 'Kontaktformular', 'Formulaire de contact'),
      description: t(
        'First name, last name, e-mail, phone, message and privacy acceptance (SPEC §5).',
        'Voornaam, achternaam, e-mail, telefoon, bericht en akkoord met de privacyverklaring.',
        'Vorname, Nachname, E-Mail, Telefon, Nachricht und Zustimmung zum Datenschutz.',
        'Prénom, nom, e-mail, téléphone, message et acceptation de la confidentialité.',
      ),
      fields: [
        headingField,
        { name: 'intro', label: t('Introduction', 'Inleiding', 'Einleitung', 'Introduction'), kind: 'text', multiline: true, maxLength: 600 },
        { name: 'recipient', label: t('Send to (e-mail)', 'Versturen naar (e-mail)', 'Senden an (E-Mail)', 'Envoyer à (e-mail)'), kind: 'text', format: 'email', maxLength: 254 },
        { name: 'successMessage', label: t('Thank-you message', 'Bedankbericht', 'Dankesnachricht', 'Message de remerciement'), kind: 'text', maxLength: 300 },
      ],
    },
  ],
  pageTypes: [
    {
      id: 'blank',
      label: t('Blank page', 'Lege pagina', 'Leere Seite', 'Page vierge'),
      slugPrefix: '',
      initialBlocks: [],
      defaultProps: {},
      header: [],
      footer: [],
      inNavigation: false,
    },
    {
      id: 'content-page',
      label: t('Content page', 'Inhoudspagina', 'Inhaltsseite', 'Page de contenu'),
      slugPrefix: '',
      initialBlocks: [{ type: 'rich-text', props: { body: '<p></p>' } }],
      defaultProps: {},
      header: ['navigation', 'breadcrumbs'],
      footer: ['footer', 'cookie-consent'],
      inNavigation: true,
    },
    {
      id: 'article',
      label: t('News and blog article', 'Nieuws- en blogartikel', 'News- und Blogartikel', 'Article d’actualité ou de blog'),
      slugPrefix: 'news',
      initialBlocks: [
        { type: 'image', props: { fullWidth: true } },
        { type: 'rich-text', props: { body: '<p></p>' } },
      ],
      defaultProps: { author: '', summary: '' },
      fields: [
        { name: 'author', label: t('Author', 'Auteur', 'Autor', 'Auteur'), kind: 'text', maxLength: 120 },
        {
          name: 'publishDate',
          label: t('Publication date (YYYY-MM-DD)', 'Publicatiedatum (JJJJ-MM-DD)', 'Veröffentlichungsdatum (JJJJ-MM-TT)', 'Date de publication (AAAA-MM-JJ)'),
          kind: 'text',
          maxLength: 10,
        },
        { name: 'summary', label: t('Summary', 'Samenvatting', 'Zusammenfassung', 'Résumé'), kind: 'text', multiline: true, maxLength: 400 },
      ],
      header: ['navigation', 'breadcrumbs'],
      footer: ['related-articles', 'footer', 'cookie-consent'],
      inNavigation: true,
    },
    {
      id: 'landing-page',
      label: t('Landing page', 'Landingspagina', 'Landingpage', 'Page d’atterrissage'),
      slugPrefix: '',
      initialBlocks: [
        { type: 'hero', props: { title: '' } },
        { type: 'call-to-action', props: { title: '' } },
      ],
      defaultProps: { hideNavigation: false },
      fields: [{ name: 'hideNavigation', label: t('Hide navigation', 'Navigatie verbergen', 'Navigation ausblenden', 'Masquer la navigation'), kind: 'boolean' }],
      header: ['navigation'],
      footer: ['footer', 'cookie-consent'],
      inNavigation: true,
    },
  ],
});
