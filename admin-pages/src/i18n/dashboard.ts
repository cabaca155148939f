import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.dashboard. */
export const dashboardMessages = defineMessages(
  {
    pages: {
      dashboard: {
        title: 'Welcome, {{name}}',
        intro: 'Your unpublished work, the publication requests and the last edited pages.',
        unpublished: 'Your pages with unpublished changes',
        unpublishedEmpty: 'None of your pages has unpublished changes.',
        myRequests: 'Your open publication requests',
        myRequestsEmpty: 'You have no open publication requests.',
        toReview: 'Waiting for your review',
        toReviewEmpty: 'No requests are waiting for review.',
        recent: 'Recently edited pages',
        recentEmpty: 'No pages have been edited yet.',
        changedOn: 'Changed {{date}} · {{language}}',
        requestedOn: 'Requested {{date}} · {{language}}',
        loadFailed: 'This list could not be loaded.',
        retry: 'Try again',
      },
    },
  },
  {
    nl: {
      pages: {
        dashboard: {
          title: 'Welkom, {{name}}',
          intro: 'Je niet-gepubliceerde werk, de publicatieverzoeken en de laatst bewerkte pagina’s.',
          unpublished: 'Je pagina’s met niet-gepubliceerde wijzigingen',
          unpublishedEmpty: 'Geen van je pagina’s heeft niet-gepubliceerde wijzigingen.',
          myRequests: 'Je open publicatieverzoeken',
          myRequestsEmpty: 'Je hebt geen open publicatieverzoeken.',
          toReview: 'Wachten op je beoordeling',
          toReviewEmpty: 'Er wachten geen verzoeken op beoordeling.',
          recent: 'Laatst bewerkte pagina’s',
          recentEmpty: 'Er zijn nog geen pagina’s bewerkt.',
          changedOn: 'Gewijzigd {{date}} · {{language}}',
          requestedOn: 'Aangevraagd {{date}} · {{language}}',
          loadFailed: 'Deze lijst kon niet worden geladen.',
          retry: 'Opnieuw proberen',
        },
      },
    },
    de: {
      pages: {
        dashboard: {
          title: 'Willkommen, {{name}}',
          intro: 'Ihre unveröffentlichte Arbeit, die Veröffentlichungsanfragen und die zuletzt bearbeiteten Seiten.',
          unpublished: 'Ihre Seiten mit unveröffentlichten Änderungen',
          unpublishedEmpty: 'Keine Ihrer Seiten hat unveröffentlichte Änderungen.',
          myRequests: 'Ihre offenen Veröffentlichungsanfragen',
          myRequestsEmpty: 'Sie haben keine offenen Veröffentlichungsanfragen.',
          toReview: 'Warten auf Ihre Prüfung',
          toReviewEmpty: 'Keine Anfragen warten auf eine Prüfung.',
          recent: 'Zuletzt bearbeitete Seiten',
          recentEmpty: 'Es wurden noch keine Seiten bearbeitet.',
          changedOn: 'Geändert {{date}} · {{language}}',
          requestedOn: 'Angefragt {{date}} · {{language}}',
          loadFailed: 'Diese Liste konnte nicht geladen werden.',
          retry: 'Erneut versuchen',
        },
      },
    },
    fr: {
      pages: {
        dashboard: {
          title: 'Bienvenue, {{name}}',
          intro: 'Votre travail non publié, les demandes de publication et les dernières pages modifiées.',
          unpublished: 'Vos pages avec des modifications non publiées',
          unpublishedEmpty: 'Aucune de vos pages n’a de modifications non publiées.',
          myRequests: 'Vos demandes de publication ouvertes',
          myRequestsEmpty: 'Vous n’avez aucune demande de publication ouverte.',
          toReview: 'En attente de votre vérification',
          toReviewEmpty: 'Aucune demande n’attend de vérification.',
          recent: 'Pages modifiées récemment',
          recentEmpty: 'Aucune page n’a encore été modifiée.',
          changedOn: 'Modifiée {{date}} · {{language}}',
          requestedOn: 'Demandée {{date}} · {{language}}',
          loadFailed: 'Cette liste n’a pas pu être chargée.',
          retry: 'Réessayer',
        },
      },
    },
  },
);
