import type { Block } from '@tessera/schema';
import { useRender } from '../render/render-context';
import { blockRegistry } from './block-registry';

/** The page's blocks in order; SPEC §4: a block whose type is not registered is skipped with a warning. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  const { log } = useRender();
  let rendered = 0;
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockRegistry[block?.type];
        if (!Component) {
          log.warn(`[site] block type "${block?.type}" is not registered: block ${block?.key ?? index} skipped`);
          return null;
        }
        const first = rendered++ === 0;
        return (
          <div key={block.key || index} id={block.anchorPoint || undefined} className="block-frame">
            <Component block={block} first={first} />
          </div>
        );
      })}
    </>
  );
}
