import { defineMessages } from '@tessera/admin-kit';

/** Texts under media.pickerCrop: the picker's choice to crop an image before using it. */
export const pickerCropMessages = defineMessages(
  { media: { pickerCrop: { crop: 'Crop first' } } },
  {
    nl: { media: { pickerCrop: { crop: 'Eerst bijsnijden' } } },
    de: { media: { pickerCrop: { crop: 'Erst zuschneiden' } } },
    fr: { media: { pickerCrop: { crop: 'Recadrer d’abord' } } },
  },
);
