import sharp from 'sharp';
import { CodedError } from '../errors/coded-error';
import { mediaLimits } from './media-library';

export interface ImageInfo {
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
  /** Past SPEC §9's recommendations: accepted, and said in the answer. */
  warnings: string[];
}

/** Reads an image's header with sharp; an image sharp cannot read is refused (ML_05 on `f`). */
export async function imageInfo(path: string, size: number): Promise<ImageInfo> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(path, { failOn: 'error' }).metadata();
  } catch {
    throw new CodedError('ML_05', 'f');
  }
  if (!metadata.width || !metadata.height) throw new CodedError('ML_05', 'f');
  const turned = (metadata.orientation ?? 1) >= 5;
  // An animated image reports the height of all its frames together; one frame is what shows.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const width = turned ? frameHeight : metadata.width;
  const height = turned ? metadata.width : frameHeight;
  const warnings: string[] = [];
  if (Math.max(width, height) > mediaLimits.recommendedSide) warnings.push('image-dimensions-above-recommended');
  if (size > mediaLimits.recommendedImageBytes) warnings.push('image-size-above-recommended');
  return { width, height, warnings };
}
