import { Picture } from '../media/block-picture';
import { useRender } from '../render/render-context';
import { BlockLink } from './block-link';
import { blockImage, text } from './block-media';
import type { BlockProps } from './block-props';

export function HeroBlock({ block, first }: BlockProps<'hero'>) {
  const render = useRender();
  const image = blockImage(render, block, 'image', false);
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={`block hero hero--${text(block.props.theme) || 'light'}`}>
      {image && <Picture image={image} eager={first} className="hero__image" />}
      <div className="hero__body">
        <Heading className="hero__title">{text(block.props.title)}</Heading>
        {text(block.props.subtitle) && <p className="hero__subtitle">{text(block.props.subtitle)}</p>}
        <BlockLink value={block.props.cta} className="button button--primary" />
      </div>
    </section>
  );
}
