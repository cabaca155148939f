import type { ErrorEntry } from '@tessera/admin-kit';
import { profileImageLimits } from '@tessera/content-model';

/** SPEC §5 and §9: JPEG or PNG, at most 2 MB and 1024×1024 pixels (content-model's, the server's limits). */
export { profileImageLimits };

const property = 'profileImage';

async function imageSizeOf(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The checks the server makes on a profile image, made before sending it so the user hears at
 * once: format (UM_06), size (UM_05), a decode (UM_07), dimensions (UM_08). The server checks
 * again by content; this only spares a useless upload.
 */
export async function profileImageErrors(file: File): Promise<ErrorEntry[]> {
  const errors: ErrorEntry[] = [];
  if (!(profileImageLimits.types as readonly string[]).includes(file.type)) errors.push({ code: 'UM_06', property });
  if (file.size > profileImageLimits.maxBytes) errors.push({ code: 'UM_05', property });
  if (errors.length > 0) return errors;
  let size: { width: number; height: number };
  try {
    size = await imageSizeOf(file);
  } catch {
    return [{ code: 'UM_07', property }];
  }
  if (!size.width || !size.height) return [{ code: 'UM_07', property }];
  if (size.width > profileImageLimits.maxSide || size.height > profileImageLimits.maxSide) return [{ code: 'UM_08', property }];
  return [];
}
