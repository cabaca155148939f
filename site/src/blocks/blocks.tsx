import { previewBlockKeyAttribute, type Block } from '@tessera/content-model';
import type { ComponentType } from 'react';
import { useRender } from '../render/render-context';
import type { BlockProps, SiteBlock, SiteBlockType } from './block-props';
import { blockRegistry } from './block-registry';

/**
 * The component of a stored block's type. The one place stored JSON meets the typed props: the
 * server stored the block only after checking its props against the same config's fields.
 */
function componentOf(type: string): ComponentType<BlockProps> | undefined {
  return Object.hasOwn(blockRegistry, type) ? (blockRegistry[type as SiteBlockType] as ComponentType<BlockProps>) : undefined;
}

/** The block rendered first (the first of a registered type): a hero there renders the page's h1. */
export function firstShownBlock(blocks: Block[]): Block | undefined {
  return blocks.find((block) => componentOf(block?.type) !== undefined);
}

/** The page's blocks in order; SPEC §4: a block whose type is not registered is skipped with a warning. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  const { log, model } = useRender();
  let rendered = 0;
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentOf(block?.type);
        if (!Component) {
          log.warn(`[site] block type "${block?.type}" is not registered: block ${block?.key ?? index} skipped`);
          return null;
        }
        const first = rendered++ === 0;
        return (
          // A preview names each block's key, so a click in the editor's frame selects that block.
          <div key={block.key || index} id={block.anchorPoint || undefined} className="block-frame" {...(model.preview ? { [previewBlockKeyAttribute]: block.key } : {})}>
            <Component block={block as SiteBlock} first={first} />
          </div>
        );
      })}
    </>
  );
}
