import { Picture } from '../media/block-picture';
import { useRender } from '../render/render-context';
import { BlockLink } from './block-link';
import { blockImage, text } from './block-media';
import type { BlockProps } from './block-props';
import { RichTextHtml } from './rich-text-html';

export function ImageTextBlock({ block, first }: BlockProps<'image-text'>) {
  const render = useRender();
  const image = blockImage(render, block, 'image', true);
  const position = block.props.imagePosition === 'right' ? 'right' : 'left';
  return (
    <section className={`block image-text image-text--${position}`}>
      {image && <Picture image={image} eager={first} sizes="(min-width: 960px) 480px, 100vw" className="image-text__image" />}
      <div className="image-text__body">
        {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
        <RichTextHtml html={block.props.body} />
        <BlockLink value={block.props.link} className="button" />
      </div>
    </section>
  );
}
