import { defineMessages } from '@tessera/admin-kit';

/** Texts under fieldControls.altPrompt: the image slot asking for alternative text after a pick (./MediaSlotField.tsx). */
export const altTextPromptMessages = defineMessages(
  {
    fieldControls: {
      altPrompt: {
        ask: 'This image has no alternative text yet: describe it for people who cannot see it.',
      },
    },
  },
  {
    nl: { fieldControls: { altPrompt: { ask: 'Deze afbeelding heeft nog geen alternatieve tekst: beschrijf haar voor wie haar niet kan zien.' } } },
    de: { fieldControls: { altPrompt: { ask: 'Dieses Bild hat noch keinen Alternativtext: beschreiben Sie es für Menschen, die es nicht sehen können.' } } },
    fr: { fieldControls: { altPrompt: { ask: 'Cette image n’a pas encore de texte alternatif : décrivez-la pour les personnes qui ne la voient pas.' } } },
  },
);
