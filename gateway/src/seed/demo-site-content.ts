import type { DemoLocale } from './demo-content';

type Localized<T> = Record<DemoLocale, T>;
const t = <T>(en: T, nl: T, de: T, fr: T): Localized<T> => ({ 'en-gb': en, 'nl-nl': nl, 'de-de': de, 'fr-fr': fr });

export const demoSkills = ['Cloud architecture', 'AWS', 'Azure', 'Kubernetes', 'Data engineering', 'Power BI', 'ISO 27001', 'Penetration testing'];

export const demoCertificates = [
  { title: 'ISO/IEC 27001:2022', subtext: 'Information security management, certified since 2014' },
  { title: 'AWS Advanced Tier Partner', subtext: 'Migration and data analytics competencies' },
  { title: 'Microsoft Solutions Partner', subtext: 'Data & AI (Azure)' },
  { title: 'B Corp', subtext: 'Verified social and environmental performance' },
];

export const demoTeam = [
  { name: 'Sanne Jansen', function: 'Managing partner', specialties: ['Strategy', 'Governance'], skills: ['Cloud architecture', 'ISO 27001'], quote: 'Good advice fits on one page.' },
  {
    name: 'Lukas Becker',
    function: 'Lead cloud architect',
    specialties: ['Landing zones', 'Cost control'],
    skills: ['AWS', 'Azure', 'Kubernetes'],
    quote: 'The cheapest server is the one you switched off.',
  },
  { name: 'Amélie Laurent', function: 'Data engineer', specialties: ['Pipelines', 'Dashboards'], skills: ['Data engineering', 'Power BI'], quote: 'Data is only useful when someone reads it.' },
  { name: 'Joris van Dam', function: 'Security consultant', specialties: ['Audits', 'Red teaming'], skills: ['ISO 27001', 'Penetration testing'], quote: 'Assume breach, then make it boring.' },
  { name: 'Emma Schulz', function: 'Project manager', specialties: ['Agile delivery'], skills: ['Cloud architecture'], quote: 'Small steps, every week.' },
];

export const demoSiteTexts = {
  /** The phone number the contact form offers when sending fails. */
  contact: () => ({ phone: '+31 20 123 4567' }),
  footer: (l: DemoLocale) => ({
    text: t(
      '<p>Northwind Advisory B.V. · Keizersgracht 123, Amsterdam · KvK 12345678</p>',
      '<p>Northwind Advisory B.V. · Keizersgracht 123, Amsterdam · KvK 12345678</p>',
      '<p>Northwind Advisory B.V. · Keizersgracht 123, Amsterdam · Handelsregister 12345678</p>',
      '<p>Northwind Advisory B.V. · Keizersgracht 123, Amsterdam · RCS 12345678</p>',
    )[l],
    links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind-advisory' }],
  }),
  'cookie-consent': (l: DemoLocale) => ({
    title: t('Cookies', 'Cookies', 'Cookies', 'Cookies')[l],
    message: t(
      '<p>We use functional cookies, and analytics cookies only with your consent.</p>',
      '<p>We gebruiken functionele cookies, en analytische cookies alleen met je toestemming.</p>',
      '<p>Wir verwenden funktionale Cookies und Analyse-Cookies nur mit Ihrer Zustimmung.</p>',
      '<p>Nous utilisons des cookies fonctionnels, et des cookies analytiques seulement avec votre accord.</p>',
    )[l],
    acceptLabel: t('Accept', 'Accepteren', 'Akzeptieren', 'Accepter')[l],
    rejectLabel: t('Reject', 'Weigeren', 'Ablehnen', 'Refuser')[l],
    settingsLabel: t('Settings', 'Instellingen', 'Einstellungen', 'Paramètres')[l],
  }),
  'privacy-statement': (l: DemoLocale) => ({
    title: t('Privacy statement', 'Privacyverklaring', 'Datenschutzerklärung', 'Déclaration de confidentialité')[l],
    body: t(
      '<p>We process the data you send us only to answer you, and keep it for at most one year.</p>',
      '<p>We verwerken de gegevens die je ons stuurt alleen om je te antwoorden, en bewaren ze maximaal één jaar.</p>',
      '<p>Wir verarbeiten Ihre Daten nur, um Ihnen zu antworten, und speichern sie höchstens ein Jahr.</p>',
      '<p>Nous traitons vos données uniquement pour vous répondre et les conservons au plus un an.</p>',
    )[l],
  }),
  'cookie-statement': (l: DemoLocale) => ({
    title: t('Cookie statement', 'Cookieverklaring', 'Cookie-Erklärung', 'Déclaration relative aux cookies')[l],
    body: t(
      '<p>The session cookie keeps you signed in; analytics cookies are set only after consent.</p>',
      '<p>Het sessiecookie houdt je ingelogd; analytische cookies plaatsen we pas na toestemming.</p>',
      '<p>Das Sitzungs-Cookie hält Sie angemeldet; Analyse-Cookies setzen wir erst nach Zustimmung.</p>',
      '<p>Le cookie de session vous garde connecté ; les cookies analytiques ne sont posés qu’après accord.</p>',
    )[l],
  }),
  training: (l: DemoLocale) => ({
    title: t('Training', 'Trainingen', 'Schulungen', 'Formations')[l],
    intro: t('<p>Hands-on courses for your team.</p>', '<p>Praktische cursussen voor je team.</p>', '<p>Praxisnahe Kurse für Ihr Team.</p>', '<p>Des formations pratiques pour votre équipe.</p>')[l],
    items: [
      { title: 'Cloud cost control', text: t('<p>One day, in-house.</p>', '<p>Eén dag, in company.</p>', '<p>Ein Tag, inhouse.</p>', '<p>Une journée, en interne.</p>')[l] },
      { title: 'Security awareness', text: t('<p>Half a day, online.</p>', '<p>Halve dag, online.</p>', '<p>Ein halber Tag, online.</p>', '<p>Une demi-journée, en ligne.</p>')[l] },
    ],
  }),
};
