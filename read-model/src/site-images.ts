import type { RenditionAspect, RenditionFormat, RenditionWidth } from '@tessera/content-model';

/**
 * The renditions the public site asks for (site/src/media/media-urls.ts builds its URLs from
 * these): `srcset` widths in AVIF and WebP, and the fallback in the image's own format. They are
 * all a visitor may ask for; other widths and formats are for signed-in users.
 */
export const siteImageWidths = [320, 640, 1024, 1600] as const satisfies readonly RenditionWidth[];
export const siteImageFormats = ['avif', 'webp'] as const satisfies readonly RenditionFormat[];
/** The og:image's shape (head-tags.tsx): what a link preview shows. */
export const siteImageAspects = ['1.91:1'] as const satisfies readonly RenditionAspect[];
