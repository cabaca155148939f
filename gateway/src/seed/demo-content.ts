/**
 * The demo site of `npm run seed:demo`: a small consultancy, "Northwind Advisory", in the four
 * locales. Texts are short but real, so the site and the admin have something true to show.
 */
export const demoLocales = ['en-gb', 'nl-nl', 'de-de', 'fr-fr'] as const;
export type DemoLocale = (typeof demoLocales)[number];

type Localized<T> = Record<DemoLocale, T>;

export interface DemoPage {
  key: string;
  type: 'content-page' | 'landing-page' | 'article' | 'blank';
  slug: Localized<string>;
  title: Localized<string>;
  seoDescription: Localized<string>;
  /** Builds the blocks of one locale. */
  blocks: (locale: DemoLocale) => Array<{ type: string; props: Record<string, unknown>; anchorPoint?: string }>;
  typeData?: (locale: DemoLocale) => Record<string, unknown>;
}

const t = <T>(en: T, nl: T, de: T, fr: T): Localized<T> => ({ 'en-gb': en, 'nl-nl': nl, 'de-de': de, 'fr-fr': fr });

const contactLink = t('/contact', '/nl-nl/contact', '/de-de/kontakt', '/fr-fr/contact');
const servicesLink = t('/services', '/nl-nl/diensten', '/de-de/leistungen', '/fr-fr/services');

export const demoPages: DemoPage[] = [
  {
    key: 'home',
    type: 'landing-page',
    slug: t('home', 'home', 'home', 'home'),
    title: t('Northwind Advisory', 'Northwind Advisory', 'Northwind Advisory', 'Northwind Advisory'),
    seoDescription: t(
      'Independent advice on cloud, data and security for growing organisations.',
      'Onafhankelijk advies over cloud, data en security voor groeiende organisaties.',
      'Unabhängige Beratung zu Cloud, Daten und Sicherheit für wachsende Organisationen.',
      'Conseil indépendant en cloud, données et sécurité pour les organisations en croissance.',
    ),
    blocks: (l) => [
      {
        type: 'hero',
        props: {
          title: t('Clear advice for complex technology', 'Helder advies voor complexe technologie', 'Klare Beratung für komplexe Technologie', 'Des conseils clairs pour une technologie complexe')[l],
          subtitle: t(
            'We help teams move to the cloud, use their data and stay secure, without the jargon.',
            'Wij helpen teams naar de cloud, met hun data en veilig verder, zonder jargon.',
            'Wir helfen Teams in die Cloud, bei ihren Daten und bei der Sicherheit, ohne Fachjargon.',
            'Nous aidons les équipes à passer au cloud, à exploiter leurs données et à rester sûres, sans jargon.',
          )[l],
          cta: { type: 'internal', href: servicesLink[l], label: t('Our services', 'Onze diensten', 'Unsere Leistungen', 'Nos services')[l] },
          theme: 'dark',
        },
      },
      {
        type: 'rich-text',
        props: {
          heading: t('Twenty years of practice', 'Twintig jaar praktijk', 'Zwanzig Jahre Praxis', 'Vingt ans de pratique')[l],
          body: t(
            '<p>Our consultants have led <strong>more than 300 projects</strong> for public and private clients across Europe.</p>',
            '<p>Onze consultants leidden <strong>meer dan 300 projecten</strong> voor publieke en private klanten in heel Europa.</p>',
            '<p>Unsere Berater haben <strong>mehr als 300 Projekte</strong> für öffentliche und private Kunden in ganz Europa geleitet.</p>',
            '<p>Nos consultants ont mené <strong>plus de 300 projets</strong> pour des clients publics et privés dans toute l’Europe.</p>',
          )[l],
        },
      },
      { type: 'skills', props: { heading: t('What we know', 'Wat we weten', 'Was wir können', 'Nos compétences')[l] } },
      {
        type: 'call-to-action',
        props: {
          title: t('Talk to an advisor', 'Praat met een adviseur', 'Sprechen Sie mit einem Berater', 'Parlez à un conseiller')[l],
          text: t('A first conversation is always free.', 'Een eerste gesprek is altijd gratis.', 'Ein erstes Gespräch ist immer kostenlos.', 'Un premier échange est toujours gratuit.')[l],
          primary: { type: 'internal', href: contactLink[l], label: t('Contact us', 'Neem contact op', 'Kontakt aufnehmen', 'Nous contacter')[l] },
          secondary: { type: 'tel', href: 'tel:+31201234567', label: '+31 20 123 4567' },
        },
      },
    ],
    typeData: () => ({ hideNavigation: false }),
  },
  {
    key: 'about',
    type: 'content-page',
    slug: t('about-us', 'over-ons', 'ueber-uns', 'a-propos'),
    title: t('About us', 'Over ons', 'Über uns', 'À propos'),
    seoDescription: t('Who we are and how we work.', 'Wie we zijn en hoe we werken.', 'Wer wir sind und wie wir arbeiten.', 'Qui nous sommes et comment nous travaillons.'),
    blocks: (l) => [
      {
        type: 'rich-text',
        props: {
          heading: t('Who we are', 'Wie we zijn', 'Wer wir sind', 'Qui nous sommes')[l],
          body: t(
            '<p>Northwind Advisory was founded in 2006 by three engineers who wanted technology advice to be <em>honest and practical</em>.</p><p>Today we are a team of 40 people in Amsterdam, Berlin and Lyon.</p>',
            '<p>Northwind Advisory werd in 2006 opgericht door drie ingenieurs die technologieadvies <em>eerlijk en praktisch</em> wilden maken.</p><p>Vandaag zijn we een team van 40 mensen in Amsterdam, Berlijn en Lyon.</p>',
            '<p>Northwind Advisory wurde 2006 von drei Ingenieuren gegründet, die Technologieberatung <em>ehrlich und praktisch</em> machen wollten.</p><p>Heute sind wir ein Team von 40 Menschen in Amsterdam, Berlin und Lyon.</p>',
            '<p>Northwind Advisory a été fondé en 2006 par trois ingénieurs qui voulaient un conseil technologique <em>honnête et pratique</em>.</p><p>Nous sommes aujourd’hui 40 personnes à Amsterdam, Berlin et Lyon.</p>',
          )[l],
        },
        anchorPoint: 'who-we-are',
      },
      { type: 'team-members', props: { heading: t('Our team', 'Ons team', 'Unser Team', 'Notre équipe')[l], memberIds: [] } },
      { type: 'certificates', props: { heading: t('Certified', 'Gecertificeerd', 'Zertifiziert', 'Certifiés')[l] } },
      {
        type: 'quote',
        props: {
          quote: t(
            'They explained our options so clearly that the decision made itself.',
            'Ze legden onze opties zo helder uit dat de beslissing zichzelf nam.',
            'Sie haben unsere Optionen so klar erklärt, dass die Entscheidung sich von selbst ergab.',
            'Ils ont expliqué nos options si clairement que la décision s’est imposée d’elle-même.',
          )[l],
          author: 'Marit de Vries',
          role: 'CIO, Havenbedrijf',
        },
      },
    ],
  },
  {
    key: 'services',
    type: 'content-page',
    slug: t('services', 'diensten', 'leistungen', 'services'),
    title: t('Services', 'Diensten', 'Leistungen', 'Services'),
    seoDescription: t('Cloud, data and security advice.', 'Advies over cloud, data en security.', 'Beratung zu Cloud, Daten und Sicherheit.', 'Conseil en cloud, données et sécurité.'),
    blocks: (l) => [
      {
        type: 'rich-text',
        props: {
          heading: t('What we do', 'Wat we doen', 'Was wir tun', 'Ce que nous faisons')[l],
          body: t(
            '<ul><li>Cloud migration and architecture</li><li>Data platforms and analytics</li><li>Security audits and ISO 27001</li></ul>',
            '<ul><li>Cloudmigratie en -architectuur</li><li>Dataplatforms en analytics</li><li>Security-audits en ISO 27001</li></ul>',
            '<ul><li>Cloud-Migration und -Architektur</li><li>Datenplattformen und Analytik</li><li>Sicherheitsaudits und ISO 27001</li></ul>',
            '<ul><li>Migration et architecture cloud</li><li>Plateformes de données et analytique</li><li>Audits de sécurité et ISO 27001</li></ul>',
          )[l],
        },
      },
      {
        type: 'faq',
        props: {
          heading: t('Questions', 'Vragen', 'Fragen', 'Questions')[l],
          items: [
            {
              question: t('How long does an audit take?', 'Hoe lang duurt een audit?', 'Wie lange dauert ein Audit?', 'Combien de temps dure un audit ?')[l],
              answer: t('<p>Usually two to four weeks.</p>', '<p>Meestal twee tot vier weken.</p>', '<p>Meist zwei bis vier Wochen.</p>', '<p>En général deux à quatre semaines.</p>')[l],
            },
            {
              question: t('Do you work remotely?', 'Werken jullie op afstand?', 'Arbeiten Sie remote?', 'Travaillez-vous à distance ?')[l],
              answer: t('<p>Yes, and on site when it helps.</p>', '<p>Ja, en op locatie als dat helpt.</p>', '<p>Ja, und vor Ort, wenn es hilft.</p>', '<p>Oui, et sur site quand c’est utile.</p>')[l],
            },
          ],
        },
      },
      { type: 'video', props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: t('How we work', 'Hoe we werken', 'Wie wir arbeiten', 'Notre méthode')[l] } },
    ],
  },
  {
    key: 'contact',
    type: 'content-page',
    slug: t('contact', 'contact', 'kontakt', 'contact'),
    title: t('Contact', 'Contact', 'Kontakt', 'Contact'),
    seoDescription: t('Get in touch.', 'Neem contact op.', 'Nehmen Sie Kontakt auf.', 'Contactez-nous.'),
    blocks: (l) => [
      {
        type: 'contact-form',
        props: {
          heading: t('Write to us', 'Schrijf ons', 'Schreiben Sie uns', 'Écrivez-nous')[l],
          intro: t('We answer within one working day.', 'We antwoorden binnen één werkdag.', 'Wir antworten innerhalb eines Werktages.', 'Nous répondons sous un jour ouvré.')[l],
          recipient: 'hello@northwind.example',
          successMessage: t('Thank you! We will be in touch.', 'Dank je! We nemen contact op.', 'Danke! Wir melden uns.', 'Merci ! Nous revenons vers vous.')[l],
        },
      },
      {
        type: 'rich-text',
        props: {
          heading: t('Visit us', 'Bezoek ons', 'Besuchen Sie uns', 'Rendez-nous visite')[l],
          body: '<p>Keizersgracht 123, 1015 CJ Amsterdam<br><a href="mailto:hello@northwind.example">hello@northwind.example</a></p>',
        },
      },
    ],
  },
  {
    key: 'careers',
    type: 'content-page',
    slug: t('careers', 'werken-bij', 'karriere', 'carrieres'),
    title: t('Careers', 'Werken bij', 'Karriere', 'Carrières'),
    seoDescription: t('Join our team.', 'Kom bij ons team.', 'Werden Sie Teil unseres Teams.', 'Rejoignez notre équipe.'),
    blocks: (l) => [
      {
        type: 'rich-text',
        props: {
          heading: t('Work with us', 'Werk met ons', 'Arbeiten Sie mit uns', 'Travaillez avec nous')[l],
          body: t(
            '<p>We look for curious people who like to explain things. Four days a week is normal here.</p>',
            '<p>We zoeken nieuwsgierige mensen die graag dingen uitleggen. Vier dagen per week is hier normaal.</p>',
            '<p>Wir suchen neugierige Menschen, die gerne erklären. Eine Viertagewoche ist bei uns normal.</p>',
            '<p>Nous cherchons des personnes curieuses qui aiment expliquer. La semaine de quatre jours est la norme ici.</p>',
          )[l],
        },
      },
      {
        type: 'call-to-action',
        props: {
          title: t('Open positions', 'Vacatures', 'Offene Stellen', 'Postes ouverts')[l],
          primary: { type: 'mailto', href: 'mailto:jobs@northwind.example', label: 'jobs@northwind.example' },
        },
      },
    ],
  },
  {
    key: 'not-found',
    type: 'blank',
    slug: t('404', '404', '404', '404'),
    title: t('Page not found', 'Pagina niet gevonden', 'Seite nicht gefunden', 'Page introuvable'),
    seoDescription: t('This page does not exist.', 'Deze pagina bestaat niet.', 'Diese Seite existiert nicht.', 'Cette page n’existe pas.'),
    blocks: (l) => [
      {
        type: 'rich-text',
        props: {
          heading: t('We could not find that page', 'We konden die pagina niet vinden', 'Diese Seite gibt es nicht', 'Page introuvable')[l],
          body: t(
            '<p>Try the <a href="/">home page</a>.</p>',
            '<p>Probeer de <a href="/nl-nl">homepage</a>.</p>',
            '<p>Versuchen Sie die <a href="/de-de">Startseite</a>.</p>',
            '<p>Essayez la <a href="/fr-fr">page d’accueil</a>.</p>',
          )[l],
        },
      },
    ],
  },
];

/** News articles, each in English and Dutch. */
export const demoArticles: Array<{ slug: [string, string]; title: [string, string]; summary: [string, string]; date: string; body: [string, string] }> = [
  {
    slug: ['opening-berlin-office', 'opening-kantoor-berlijn'],
    title: ['We opened an office in Berlin', 'We openden een kantoor in Berlijn'],
    summary: ['Closer to our German clients.', 'Dichter bij onze Duitse klanten.'],
    date: '2026-09-14',
    body: ['<p>Since September six colleagues work from our new office in Kreuzberg.</p>', '<p>Sinds september werken zes collega’s vanuit ons nieuwe kantoor in Kreuzberg.</p>'],
  },
  {
    slug: ['iso-27001-renewed', 'iso-27001-vernieuwd'],
    title: ['ISO 27001 certificate renewed', 'ISO 27001-certificaat vernieuwd'],
    summary: ['Audited again, without findings.', 'Opnieuw geaudit, zonder bevindingen.'],
    date: '2026-06-02',
    body: [
      '<p>Our information security management passed its yearly audit without a single finding.</p>',
      '<p>Ons informatiebeveiligingsbeheer doorstond de jaarlijkse audit zonder één bevinding.</p>',
    ],
  },
  {
    slug: ['cloud-cost-guide', 'gids-cloudkosten'],
    title: ['A practical guide to cloud costs', 'Een praktische gids voor cloudkosten'],
    summary: ['Five habits that cut the bill.', 'Vijf gewoonten die de rekening verlagen.'],
    date: '2026-03-20',
    body: [
      '<p>Tag everything, delete what nobody owns, buy reservations for steady load, watch egress, and review monthly.</p>',
      '<p>Label alles, verwijder wat niemand bezit, reserveer voor constante belasting, let op uitgaand verkeer en kijk maandelijks.</p>',
    ],
  },
];

type DemoBlock = { type: string; props: Record<string, unknown>; __images?: Record<string, unknown>; __files?: Record<string, unknown> };
type LongReadMedia = { office: unknown; team: unknown; cloud: unknown; brochure: unknown };

/**
 * The long read: one article of 20 blocks of every common kind (text, pictures, a gallery, quotes,
 * questions, a video, a download, calls to action). The site's benchmark renders it, and it shows
 * what a real article page looks like.
 */
export const demoLongRead = {
  slug: ['moving-to-the-cloud-long-read', 'verhuizen-naar-de-cloud'] as [string, string],
  title: ['Moving a company to the cloud: the long read', 'Een bedrijf naar de cloud verhuizen: het lange verhaal'] as [string, string],
  summary: ['Eighteen months, three hundred servers, one story.', 'Achttien maanden, driehonderd servers, één verhaal.'] as [string, string],
  date: '2026-10-05',
  blocks(i: 0 | 1, media: LongReadMedia): DemoBlock[] {
    const en = i === 0;
    const text = (heading: string, body: string): DemoBlock => ({ type: 'rich-text', props: { heading, body } });
    const chapter = (n: number) =>
      text(
        en ? `Chapter ${n}` : `Hoofdstuk ${n}`,
        en
          ? `<p>In month ${n * 2} the team moved another group of services. Each move followed the same plan: <strong>measure</strong>, copy the data, switch the traffic, and keep the old machine for a week.</p><ul><li>What went well</li><li>What we would change</li></ul>`
          : `<p>In maand ${n * 2} verhuisde het team weer een groep diensten. Elke verhuizing volgde hetzelfde plan: <strong>meten</strong>, de gegevens kopiëren, het verkeer omzetten en de oude machine een week bewaren.</p><ul><li>Wat goed ging</li><li>Wat we anders zouden doen</li></ul>`,
      );
    return [
      { type: 'image', props: { fullWidth: true, caption: en ? 'Where it started' : 'Waar het begon' }, __images: { image: media.office } },
      text(
        en ? 'Why we moved' : 'Waarom we verhuisden',
        en
          ? '<p>Our own data centre was full, old and expensive. This is the story of how we left it.</p>'
          : '<p>Ons eigen datacenter was vol, oud en duur. Dit is het verhaal van hoe we het verlieten.</p>',
      ),
      chapter(1),
      {
        type: 'quote',
        props: { quote: en ? 'Move the boring things first.' : 'Verhuis eerst de saaie dingen.', author: 'Sanne Jansen', role: en ? 'Lead architect' : 'Hoofdarchitect' },
        __images: { image: media.team },
      },
      chapter(2),
      {
        type: 'image-text',
        props: { heading: en ? 'The team' : 'Het team', body: en ? '<p>Six people, two countries, one backlog.</p>' : '<p>Zes mensen, twee landen, één backlog.</p>', imagePosition: 'left' },
        __images: { image: media.team },
      },
      chapter(3),
      {
        type: 'gallery',
        props: { heading: en ? 'Moving day' : 'Verhuisdag', columns: 3, items: [{ caption: en ? 'Before' : 'Voor' }, { caption: en ? 'During' : 'Tijdens' }, { caption: en ? 'After' : 'Na' }] },
        __images: { 'items.0.image': media.office, 'items.1.image': media.cloud, 'items.2.image': media.team },
      },
      chapter(4),
      { type: 'video', props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: en ? 'The switch-over night' : 'De nacht van de overstap' } },
      chapter(5),
      {
        type: 'image-text',
        props: {
          heading: en ? 'What it costs now' : 'Wat het nu kost',
          body: en ? '<p>Thirty per cent less, once the reservations were bought.</p>' : '<p>Dertig procent minder, zodra de reserveringen waren gekocht.</p>',
          imagePosition: 'right',
        },
        __images: { image: media.cloud },
      },
      chapter(6),
      { type: 'quote', props: { quote: en ? 'Nobody noticed the last move. That was the goal.' : 'Niemand merkte de laatste verhuizing. Dat was het doel.', author: 'Ahmed El Amrani' } },
      {
        type: 'faq',
        props: {
          heading: en ? 'Questions we were asked' : 'Vragen die we kregen',
          items: [
            { question: en ? 'Was there downtime?' : 'Was er uitval?', answer: en ? '<p>Eleven minutes, once.</p>' : '<p>Elf minuten, één keer.</p>' },
            { question: en ? 'Would you do it again?' : 'Zou je het opnieuw doen?', answer: en ? '<p>Yes, faster.</p>' : '<p>Ja, sneller.</p>' },
          ],
        },
      },
      chapter(7),
      {
        type: 'file-download',
        props: { title: en ? 'The migration checklist' : 'De verhuischecklist', description: en ? 'Our plan, step by step (PDF).' : 'Ons plan, stap voor stap (PDF).' },
        __files: { file: media.brochure },
      },
      chapter(8),
      text(en ? 'What we learned' : 'Wat we leerden', en ? '<p>Plan in small steps, measure everything, and keep a way back.</p>' : '<p>Plan in kleine stappen, meet alles en houd een weg terug.</p>'),
      {
        type: 'call-to-action',
        props: {
          title: en ? 'Planning a move of your own?' : 'Zelf een verhuizing plannen?',
          text: en ? 'We have done it before.' : 'We hebben het eerder gedaan.',
          primary: { type: 'mailto', href: 'mailto:hello@northwind.example', label: en ? 'Write to us' : 'Schrijf ons' },
        },
      },
    ];
  },
};
