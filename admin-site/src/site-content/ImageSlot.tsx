import { MediaSlotField, type BlockImage, type MediaSlotSpec } from '@tessera/admin-kit/fields';

/** A stored image value as the media slot reads it, or nothing when it is not one. */
export function asBlockImage(value: unknown): BlockImage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const image = value as Partial<BlockImage>;
  return typeof image.hash === 'string' && typeof image.fileName === 'string' ? ({ altText: '', cropParams: null, ...image } as BlockImage) : undefined;
}

/**
 * The image of a certificate or team member, chosen (and cropped) through the media library's
 * picker exactly as a block image in the page editor.
 */
export function ImageSlot({ label, value, error, onChange }: { label: string; value: BlockImage | null; error: string | null; onChange(image: BlockImage | null): void }) {
  const field: MediaSlotSpec = { kind: 'image', name: 'image', label };
  return <MediaSlotField field={field} path="image" value={value ?? undefined} error={error} readOnly={false} onSlotChange={(_, __, chosen) => onChange((chosen as BlockImage | null) ?? null)} />;
}
