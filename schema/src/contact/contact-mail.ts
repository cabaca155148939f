import type { MailMessage } from '../mail/mailer';

export interface ContactMailContent {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
  createdAt: Date;
}

const texts = {
  en: {
    subject: 'Contact form',
    intro: 'A visitor sent the contact form of the site.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    locale: 'Page language',
    sent: 'Sent',
    message: 'Message',
    reply: 'Reply to this mail to answer the visitor.',
  },
  nl: {
    subject: 'Contactformulier',
    intro: 'Een bezoeker heeft het contactformulier van de site verstuurd.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    locale: 'Taal van de pagina',
    sent: 'Verstuurd',
    message: 'Bericht',
    reply: 'Beantwoord deze mail om de bezoeker te antwoorden.',
  },
  de: {
    subject: 'Kontaktformular',
    intro: 'Ein Besucher hat das Kontaktformular der Website gesendet.',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    locale: 'Sprache der Seite',
    sent: 'Gesendet',
    message: 'Nachricht',
    reply: 'Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
  },
  fr: {
    subject: 'Formulaire de contact',
    intro: 'Un visiteur a envoyé le formulaire de contact du site.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    locale: 'Langue de la page',
    sent: 'Envoyé',
    message: 'Message',
    reply: 'Répondez à ce message pour répondre au visiteur.',
  },
} as const;

type Language = keyof typeof texts;

/** The interface language of a locale (`nl-nl` → `nl`, SPEC §1), English when Tessera has no texts for it. */
function languageOf(locale: string): Language {
  const language = locale.split('-')[0].toLowerCase();
  return language in texts ? (language as Language) : 'en';
}

/** Bidirectional overrides and isolates, which can make text read otherwise than it is. */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;

/** A value fit for a header or a one-line field: no line breaks or control characters, no bidi tricks. */
export function oneLine(value: string, max = 200): string {
  return [
    ...value
      .replace(bidiControls, '')
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .trim(),
  ]
    .slice(0, max)
    .join('');
}

/** Every line of the visitor's message quoted, so nothing in it can pass for a line of the mail itself. */
function quoted(message: string): string {
  return message
    .replace(bidiControls, '')
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `> ${line.replace(/\p{Cc}/gu, ' ')}`.trimEnd())
    .join('\n');
}

/**
 * The mail to the site's contact recipient: plain text only (nothing a visitor typed is ever
 * rendered as HTML), in the site's default language, answering to the visitor through Reply-To
 * while the sender stays the site's own address.
 */
export function contactFormMail(to: string, content: ContactMailContent, siteLocale: string): MailMessage {
  const t = texts[languageOf(siteLocale)];
  const name = oneLine(`${content.firstName} ${content.lastName}`);
  return {
    to,
    replyTo: oneLine(content.email, 254),
    subject: oneLine(`${t.subject}: ${name}`),
    text: [
      t.intro,
      '',
      `${t.name}: ${name}`,
      `${t.email}: ${oneLine(content.email, 254)}`,
      `${t.phone}: ${oneLine(content.phone, 30)}`,
      `${t.locale}: ${oneLine(content.locale, 5)}`,
      `${t.sent}: ${content.createdAt.toISOString()}`,
      '',
      `${t.message}:`,
      quoted(content.message),
      '',
      t.reply,
      '',
    ].join('\n'),
  };
}
