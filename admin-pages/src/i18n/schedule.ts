import { defineMessages } from '@tessera/admin-kit';

/** Texts under pages.schedule: scheduled publishing in the page's settings and in the overview. */
export const scheduleMessages = defineMessages(
  {
    pages: {
      schedule: {
        title: 'Schedule',
        intro: 'Publish and take the page off the site at a set time. What goes live is the version that is the latest when you save the schedule.',
        publishAt: 'Publish at',
        unpublishAt: 'Take off the site at',
        version: 'Version {{number}} goes live then.',
        none: 'Nothing is scheduled.',
        save: 'Save schedule',
        clear: 'Clear schedule',
        saved: 'The schedule is saved.',
        failed: 'The schedule could not be saved.',
        needsPublisher: 'Only someone who may publish pages can change the schedule.',
        filter: 'Scheduled',
        badge: { publish: 'Scheduled: live {{time}}', unpublish: 'Scheduled: off {{time}}' },
      },
    },
  },
  {
    nl: {
      pages: {
        schedule: {
          title: 'Planning',
          intro: 'Publiceer de pagina op een gekozen tijdstip en haal haar dan weer van de site. Wat live gaat, is de versie die de nieuwste is wanneer je de planning opslaat.',
          publishAt: 'Publiceren op',
          unpublishAt: 'Van de site halen op',
          version: 'Versie {{number}} gaat dan live.',
          none: 'Er is niets gepland.',
          save: 'Planning opslaan',
          clear: 'Planning wissen',
          saved: 'De planning is opgeslagen.',
          failed: 'De planning kon niet worden opgeslagen.',
          needsPublisher: 'Alleen wie pagina’s mag publiceren, kan de planning wijzigen.',
          filter: 'Gepland',
          badge: { publish: 'Gepland: live {{time}}', unpublish: 'Gepland: offline {{time}}' },
        },
      },
    },
    de: {
      pages: {
        schedule: {
          title: 'Zeitplan',
          intro: 'Die Seite zu einem festen Zeitpunkt veröffentlichen und wieder von der Website nehmen. Live geht die Version, die beim Speichern des Zeitplans die neueste ist.',
          publishAt: 'Veröffentlichen am',
          unpublishAt: 'Von der Website nehmen am',
          version: 'Dann geht Version {{number}} live.',
          none: 'Nichts ist geplant.',
          save: 'Zeitplan speichern',
          clear: 'Zeitplan löschen',
          saved: 'Der Zeitplan ist gespeichert.',
          failed: 'Der Zeitplan konnte nicht gespeichert werden.',
          needsPublisher: 'Nur wer Seiten veröffentlichen darf, kann den Zeitplan ändern.',
          filter: 'Geplant',
          badge: { publish: 'Geplant: live {{time}}', unpublish: 'Geplant: offline {{time}}' },
        },
      },
    },
    fr: {
      pages: {
        schedule: {
          title: 'Planification',
          intro: 'Publier la page à une heure choisie et la retirer du site. La version mise en ligne est la plus récente au moment où vous enregistrez la planification.',
          publishAt: 'Publier le',
          unpublishAt: 'Retirer du site le',
          version: 'La version {{number}} sera alors mise en ligne.',
          none: 'Rien n’est planifié.',
          save: 'Enregistrer la planification',
          clear: 'Effacer la planification',
          saved: 'La planification est enregistrée.',
          failed: 'La planification n’a pas pu être enregistrée.',
          needsPublisher: 'Seule une personne autorisée à publier peut modifier la planification.',
          filter: 'Planifiées',
          badge: { publish: 'Planifiée : en ligne {{time}}', unpublish: 'Planifiée : retrait {{time}}' },
        },
      },
    },
  },
);
