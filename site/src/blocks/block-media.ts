import type { Block, BlockFile, BlockImage } from '@tessera/content-model';
import type { RenderContext } from '../render/render-context';

/**
 * The image in a block's slot (SPEC §3 `__images`, keyed by the field's dotted path in props).
 * SPEC §8: a missing block id, group or image is logged as an error; the block renders without it.
 */
export function blockImage(render: Pick<RenderContext, 'log'>, block: Block, slot: string, required: boolean): BlockImage | null {
  const image = block.__images?.[slot];
  if (!block.key) render.log.error(`[site] block of type ${block.type} has no key: its images cannot be addressed`);
  if (!image && required) render.log.error(`[site] block ${block.key} (${block.type}) misses its image "${slot}"`);
  return image && typeof image.fileID === 'number' ? image : null;
}

/** The file in a block's slot (`__files`); logged and null when it is missing. */
export function blockFile(render: Pick<RenderContext, 'log'>, block: Block, slot: string): BlockFile | null {
  const file = block.__files?.[slot];
  if (!block.key) render.log.error(`[site] block of type ${block.type} has no key: its files cannot be addressed`);
  if (!file?.hash || !file.fileName) {
    render.log.error(`[site] block ${block.key} (${block.type}) misses its file "${slot}"`);
    return null;
  }
  return file;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
