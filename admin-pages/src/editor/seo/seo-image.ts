import type { ErrorEntry } from '@tessera/admin-kit';
import type { BlockImage } from '../state/editor-store';

/*
 * SPEC §5 and §9: the SEO image is null, empty, or exactly one image. The form offers one slot
 * (choosing again replaces the image, so a second is never added) and refuses to send more than
 * one, as the server does.
 */

export const seoImageLimit = 1;

/** The SEO images after the slot changed: the chosen image alone, or none once it is removed. */
export function seoImagesAfter(chosen: BlockImage | null): BlockImage[] {
  return chosen ? [chosen] : [];
}

/** The client check before a store: more than one SEO image is refused (V_12 on seoImage). */
export function seoImageProblem(images: readonly BlockImage[] | null): ErrorEntry | null {
  return images && images.length > seoImageLimit ? { code: 'V_12', property: 'seoImage' } : null;
}
