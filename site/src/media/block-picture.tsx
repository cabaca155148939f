import type { BlockImage } from '@tessera/content-model';
import { focalPosition, imageUrl, intrinsicSize, srcSet } from './media-urls';

export interface PictureProps {
  image: BlockImage;
  /** Above the fold (the first block): load at once; otherwise lazily. */
  eager?: boolean;
  /** The `sizes` hint: how wide the picture is shown. */
  sizes?: string;
  className?: string;
}

/** A block image as AVIF and WebP renditions in four widths, with the original as fallback, placed by its focal point. */
export function Picture({ image, eager = false, sizes = '100vw', className }: PictureProps) {
  const size = intrinsicSize(image);
  const position = focalPosition(image);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, 1024)}
        alt={image.altText ?? ''}
        width={size?.width}
        height={size?.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={position ? { objectPosition: position } : undefined}
      />
    </picture>
  );
}
