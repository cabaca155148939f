import { Picture } from '../media/block-picture';
import { useRender } from '../render/render-context';
import { blockImage, text } from './block-media';
import type { BlockProps } from './block-props';

export function ImageBlock({ block, first }: BlockProps<'image'>) {
  const render = useRender();
  const image = blockImage(render, block, 'image', true);
  if (!image) return null;
  const fullWidth = block.props.fullWidth === true;
  return (
    <figure className={`block image-block${fullWidth ? ' image-block--full' : ''}`}>
      <Picture image={image} eager={first} sizes={fullWidth ? '100vw' : '(min-width: 960px) 960px, 100vw'} />
      {text(block.props.caption) && <figcaption>{text(block.props.caption)}</figcaption>}
    </figure>
  );
}
