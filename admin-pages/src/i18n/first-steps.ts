import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.firstSteps: the dashboard's panel of a new installation's next steps. */
export const firstStepsMessages = defineMessages(
  {
    pages: {
      firstSteps: {
        title: 'Your first steps',
        intro: 'Tessera made a home page for you. These steps make the site your own.',
        home: 'Edit the home page',
        contact: 'Set who receives the contact form’s messages',
        editors: 'Invite editors',
        done: 'Done',
        toDo: 'To do',
        loadFailed: 'The first steps could not be loaded.',
      },
    },
  },
  {
    nl: {
      pages: {
        firstSteps: {
          title: 'Je eerste stappen',
          intro: 'Tessera heeft een startpagina voor je gemaakt. Met deze stappen maak je de site tot de jouwe.',
          home: 'Bewerk de startpagina',
          contact: 'Stel in wie de berichten van het contactformulier ontvangt',
          editors: 'Nodig redacteuren uit',
          done: 'Klaar',
          toDo: 'Te doen',
          loadFailed: 'De eerste stappen konden niet worden geladen.',
        },
      },
    },
    de: {
      pages: {
        firstSteps: {
          title: 'Ihre ersten Schritte',
          intro: 'Tessera hat eine Startseite für Sie angelegt. Mit diesen Schritten machen Sie die Website zu Ihrer eigenen.',
          home: 'Startseite bearbeiten',
          contact: 'Festlegen, wer die Nachrichten des Kontaktformulars erhält',
          editors: 'Redakteure einladen',
          done: 'Erledigt',
          toDo: 'Offen',
          loadFailed: 'Die ersten Schritte konnten nicht geladen werden.',
        },
      },
    },
    fr: {
      pages: {
        firstSteps: {
          title: 'Vos premiers pas',
          intro: 'Tessera a créé une page d’accueil pour vous. Ces étapes font du site le vôtre.',
          home: 'Modifier la page d’accueil',
          contact: 'Choisir qui reçoit les messages du formulaire de contact',
          editors: 'Inviter des rédacteurs',
          done: 'Fait',
          toDo: 'À faire',
          loadFailed: 'Les premiers pas n’ont pas pu être chargés.',
        },
      },
    },
  },
);
