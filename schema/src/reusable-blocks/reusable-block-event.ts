import { fileUsesOf } from '../blocks/validate-blocks';
import type { ReusableBlock } from './reusable-block.entities';

/** The payload of `reusable-block.changed`: which block, and the media files its published version shows (they may stop being public). */
export function reusableBlockEvent(block: ReusableBlock, action: 'published' | 'deleted') {
  const version = block.publishedVersion;
  const shown = version ? fileUsesOf([{ type: block.type, key: '', anchorPoint: '', props: version.props, __images: version.images, __files: version.files }], null) : new Map();
  return { action, reusableBlockId: block.id, name: block.name, fileIds: [...shown.keys()] as number[] };
}
