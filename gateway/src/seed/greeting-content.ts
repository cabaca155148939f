/*
 * What a fresh installation shows before anyone wrote anything (issue 24): a home page that says
 * what Tessera is and where to sign in, and statements to be edited, in the four languages of the
 * admin (the default locale's language is used; English when the site's is none of them).
 */

type Language = 'en' | 'nl' | 'de' | 'fr';
type Texts = Record<Language, string>;

export interface GreetingTexts {
  title: string;
  heroSubtitle: string;
  heading: string;
  body: string;
  privacy: { title: string; body: string };
  cookie: { title: string; body: string };
}

const title: Texts = {
  en: 'Welcome to Tessera',
  nl: 'Welkom bij Tessera',
  de: 'Willkommen bei Tessera',
  fr: 'Bienvenue sur Tessera',
};

const heroSubtitle: Texts = {
  en: 'This site runs on Tessera, a content management system for sites made of pages: blocks, media, menus and translations, edited in the browser.',
  nl: 'Deze site draait op Tessera, een contentmanagementsysteem voor sites van pagina’s: blokken, media, menu’s en vertalingen, bewerkt in de browser.',
  de: 'Diese Website läuft mit Tessera, einem Content-Management-System für Websites aus Seiten: Blöcke, Medien, Menüs und Übersetzungen, im Browser bearbeitet.',
  fr: 'Ce site fonctionne avec Tessera, un système de gestion de contenu pour les sites faits de pages : blocs, médias, menus et traductions, modifiés dans le navigateur.',
};

const heading: Texts = {
  en: 'Getting started',
  nl: 'Aan de slag',
  de: 'Erste Schritte',
  fr: 'Pour commencer',
};

const body: Texts = {
  en: '<p>This page was made when Tessera started for the first time. Sign in to the <a href="/cmsadmin">administration at /cmsadmin</a> to replace it with your own home page, add pages and invite editors.</p>',
  nl: '<p>Deze pagina is gemaakt toen Tessera voor het eerst startte. Log in op het <a href="/cmsadmin">beheer op /cmsadmin</a> om haar te vervangen door je eigen homepage, pagina’s toe te voegen en redacteuren uit te nodigen.</p>',
  de: '<p>Diese Seite entstand beim ersten Start von Tessera. Melden Sie sich in der <a href="/cmsadmin">Verwaltung unter /cmsadmin</a> an, um sie durch Ihre eigene Startseite zu ersetzen, Seiten hinzuzufügen und Redakteure einzuladen.</p>',
  fr: '<p>Cette page a été créée au premier démarrage de Tessera. Connectez-vous à l’<a href="/cmsadmin">administration sur /cmsadmin</a> pour la remplacer par votre propre page d’accueil, ajouter des pages et inviter des rédacteurs.</p>',
};

const privacyTitle: Texts = { en: 'Privacy statement', nl: 'Privacyverklaring', de: 'Datenschutzerklärung', fr: 'Déclaration de confidentialité' };
const cookieTitle: Texts = { en: 'Cookie statement', nl: 'Cookieverklaring', de: 'Cookie-Erklärung', fr: 'Déclaration relative aux cookies' };

/** The mark that says a text is a placeholder, first in each statement. */
const toBeEdited: Texts = {
  en: 'To be edited: this is a default text that Tessera wrote at its first start. Replace it with your own statement under Site content → Texts.',
  nl: 'Nog te bewerken: dit is een standaardtekst die Tessera bij de eerste start schreef. Vervang hem door je eigen verklaring onder Site-inhoud → Teksten.',
  de: 'Noch zu bearbeiten: Dies ist ein Standardtext, den Tessera beim ersten Start geschrieben hat. Ersetzen Sie ihn unter Website-Inhalte → Texte durch Ihre eigene Erklärung.',
  fr: 'À modifier : ceci est un texte par défaut écrit par Tessera à son premier démarrage. Remplacez-le par votre propre déclaration sous Contenu du site → Textes.',
};

const privacyBody: Texts = {
  en: '<p>We use the data you send us through this site only to answer you, and keep it no longer than needed.</p>',
  nl: '<p>We gebruiken de gegevens die je ons via deze site stuurt alleen om je te antwoorden, en bewaren ze niet langer dan nodig.</p>',
  de: '<p>Wir verwenden die Daten, die Sie uns über diese Website senden, nur, um Ihnen zu antworten, und speichern sie nicht länger als nötig.</p>',
  fr: '<p>Nous utilisons les données que vous nous envoyez par ce site uniquement pour vous répondre, et ne les gardons pas plus longtemps que nécessaire.</p>',
};

const cookieBody: Texts = {
  en: '<p>This site sets functional cookies only: one to remember your cookie choice, and a session cookie when you sign in.</p>',
  nl: '<p>Deze site plaatst alleen functionele cookies: één om je cookiekeuze te onthouden, en een sessiecookie als je inlogt.</p>',
  de: '<p>Diese Website setzt nur funktionale Cookies: eines, das Ihre Cookie-Wahl speichert, und ein Sitzungs-Cookie, wenn Sie sich anmelden.</p>',
  fr: '<p>Ce site ne dépose que des cookies fonctionnels : un pour retenir votre choix de cookies, et un cookie de session quand vous vous connectez.</p>',
};

function languageOf(locale: string): Language {
  const language = locale.split('-')[0];
  return (['en', 'nl', 'de', 'fr'] as const).find((known) => known === language) ?? 'en';
}

/** The greeting's texts in the language of a locale. */
export function greetingTexts(locale: string): GreetingTexts {
  const l = languageOf(locale);
  const mark = `<p><strong>${toBeEdited[l]}</strong></p>`;
  return {
    title: title[l],
    heroSubtitle: heroSubtitle[l],
    heading: heading[l],
    body: body[l],
    privacy: { title: privacyTitle[l], body: mark + privacyBody[l] },
    cookie: { title: cookieTitle[l], body: mark + cookieBody[l] },
  };
}
