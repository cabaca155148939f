import { Picture } from '../media/block-picture';
import { useRender } from '../render/render-context';
import { blockImage, text } from './block-media';
import type { BlockProps } from './block-props';

export function QuoteBlock({ block, first }: BlockProps<'quote'>) {
  const render = useRender();
  const image = blockImage(render, block, 'image', false);
  const author = text(block.props.author);
  const role = text(block.props.role);
  return (
    <figure className="block quote-block">
      {image && <Picture image={image} eager={first} sizes="96px" className="quote-block__portrait" />}
      <blockquote>
        <p>{text(block.props.quote)}</p>
      </blockquote>
      {author && (
        <figcaption>
          {author}
          {role && <span className="quote-block__role">, {role}</span>}
        </figcaption>
      )}
    </figure>
  );
}
