import { fileUsesOf } from '../blocks/validate-blocks';
import type { ReusableBlock } from './reusable-block.entity';

/** The payload of `reusable-block.changed`: which block, and the media files its published copy shows (they may stop being public). */
export function reusableBlockEvent(block: ReusableBlock, action: 'published' | 'deleted') {
  const shown = block.publishedProps === null ? new Map() : fileUsesOf([{ type: block.type, key: '', anchorPoint: '', props: block.publishedProps, __images: block.publishedImages ?? {}, __files: block.publishedFiles ?? {} }], null);
  return { action, reusableBlockId: block.id, name: block.name, fileIds: [...shown.keys()] as number[] };
}
