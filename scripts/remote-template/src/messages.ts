import { defineMessages, registerMessages } from '@tessera/admin-kit';

/**
 * This remote's texts in the admin's four languages, under its own key so they never meet another
 * remote's. Registered when a screen of this remote loads (the shell does not carry them).
 */
const en = {
  __FEDERATION_NAME__: {
    title: '__TITLE__',
    intro: 'The latest sign-ins and user changes.',
    blockTypes: 'Block types of this site:',
    refresh: 'Refresh',
    refreshed: 'Activity refreshed',
    empty: 'Nothing has happened yet.',
    when: 'When',
    who: 'Who',
    what: 'What',
    system: 'System',
    signInFirst: 'Sign in through the admin first.',
  },
};

registerMessages(
  defineMessages(en, {
    nl: {
      __FEDERATION_NAME__: {
        title: '__TITLE__',
        intro: 'De laatste aanmeldingen en wijzigingen aan gebruikers.',
        blockTypes: 'Bloktypen van deze site:',
        refresh: 'Vernieuwen',
        refreshed: 'Activiteit vernieuwd',
        empty: 'Er is nog niets gebeurd.',
        when: 'Wanneer',
        who: 'Wie',
        what: 'Wat',
        system: 'Systeem',
        signInFirst: 'Meld je eerst aan via de beheeromgeving.',
      },
    },
    de: {
      __FEDERATION_NAME__: {
        title: '__TITLE__',
        intro: 'Die letzten Anmeldungen und Änderungen an Benutzern.',
        blockTypes: 'Blocktypen dieser Website:',
        refresh: 'Aktualisieren',
        refreshed: 'Aktivität aktualisiert',
        empty: 'Es ist noch nichts geschehen.',
        when: 'Wann',
        who: 'Wer',
        what: 'Was',
        system: 'System',
        signInFirst: 'Melden Sie sich zuerst über die Verwaltungsoberfläche an.',
      },
    },
    fr: {
      __FEDERATION_NAME__: {
        title: '__TITLE__',
        intro: 'Les dernières connexions et modifications d’utilisateurs.',
        blockTypes: 'Types de blocs de ce site :',
        refresh: 'Actualiser',
        refreshed: 'Activité actualisée',
        empty: 'Rien ne s’est encore passé.',
        when: 'Quand',
        who: 'Qui',
        what: 'Quoi',
        system: 'Système',
        signInFirst: 'Connectez-vous d’abord via l’administration.',
      },
    },
  }),
);
