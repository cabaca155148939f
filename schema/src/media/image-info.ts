import type sharp from 'sharp';
import { CodedError } from '../errors/coded-error';
import type { ImageLine } from '../context';
import { openImage } from './image-work';
import { mediaLimits } from './media-library';

export interface ImageInfo {
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
  /** Past SPEC §9's recommendations: accepted, and said in the answer. */
  warnings: string[];
}

/**
 * Reads an image's header with sharp, in the line of image work: an image sharp cannot read is
 * refused (ML_05 on `f`), one of more pixels than the library serves too (ML_06).
 */
export async function imageInfo(work: ImageLine, path: string, size: number): Promise<ImageInfo> {
  let metadata: sharp.Metadata;
  try {
    // Unlimited here, so that an image over the limit is told apart from one sharp cannot read.
    metadata = await work.run(() => openImage(path, { limitInputPixels: false }).metadata());
  } catch (error) {
    if (error instanceof CodedError) throw error;
    throw new CodedError('ML_05', 'f');
  }
  if (!metadata.width || !metadata.height) throw new CodedError('ML_05', 'f');
  const turned = (metadata.orientation ?? 1) >= 5;
  // An animated image reports the height of all its frames together; one frame is what shows.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  // An animated rendition opens every frame.
  if (metadata.width * frameHeight * (metadata.pages ?? 1) > mediaLimits.maxImagePixels) throw new CodedError('ML_06', 'f');
  const width = turned ? frameHeight : metadata.width;
  const height = turned ? metadata.width : frameHeight;
  const warnings: string[] = [];
  if (Math.max(width, height) > mediaLimits.recommendedSide) warnings.push('image-dimensions-above-recommended');
  if (size > mediaLimits.recommendedImageBytes) warnings.push('image-size-above-recommended');
  return { width, height, warnings };
}
