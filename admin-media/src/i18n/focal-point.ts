import { defineMessages } from '@tessera/admin-kit';

/** Texts under media.focal: the focal point in a file's details. */
export const focalPointMessages = defineMessages(
  {
    media: {
      focal: {
        label: 'Focal point',
        hint: 'Click on the image where its subject is. Pictures cut to another shape keep this point in view.',
        imageLabel: 'Set the focal point of {{name}}: click on the subject',
        across: 'Across (%)',
        down: 'Down (%)',
        none: 'No focal point: the middle of the image is kept in view.',
        at: 'Focal point at {{x}}% across, {{y}}% down',
        clear: 'Clear focal point',
      },
    },
  },
  {
    nl: {
      media: {
        focal: {
          label: 'Focuspunt',
          hint: 'Klik op de afbeelding waar het onderwerp staat. Uitsneden in een andere vorm houden dit punt in beeld.',
          imageLabel: 'Stel het focuspunt van {{name}} in: klik op het onderwerp',
          across: 'Horizontaal (%)',
          down: 'Verticaal (%)',
          none: 'Geen focuspunt: het midden van de afbeelding blijft in beeld.',
          at: 'Focuspunt op {{x}}% horizontaal, {{y}}% verticaal',
          clear: 'Focuspunt wissen',
        },
      },
    },
    de: {
      media: {
        focal: {
          label: 'Fokuspunkt',
          hint: 'Klicken Sie auf die Stelle des Bildes, an der das Motiv ist. Zuschnitte in einer anderen Form behalten diesen Punkt im Bild.',
          imageLabel: 'Fokuspunkt von {{name}} festlegen: auf das Motiv klicken',
          across: 'Waagerecht (%)',
          down: 'Senkrecht (%)',
          none: 'Kein Fokuspunkt: Die Bildmitte bleibt im Bild.',
          at: 'Fokuspunkt bei {{x}} % waagerecht, {{y}} % senkrecht',
          clear: 'Fokuspunkt entfernen',
        },
      },
    },
    fr: {
      media: {
        focal: {
          label: 'Point focal',
          hint: 'Cliquez sur l’image à l’endroit du sujet. Les recadrages dans un autre format gardent ce point visible.',
          imageLabel: 'Définir le point focal de {{name}} : cliquez sur le sujet',
          across: 'Horizontal (%)',
          down: 'Vertical (%)',
          none: 'Aucun point focal : le centre de l’image reste visible.',
          at: 'Point focal à {{x}} % horizontalement, {{y}} % verticalement',
          clear: 'Effacer le point focal',
        },
      },
    },
  },
);
