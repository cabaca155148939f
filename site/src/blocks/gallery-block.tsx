import { Picture } from '../media/block-picture';
import { useRender } from '../render/render-context';
import { blockImage, text } from './block-media';
import type { BlockProps } from './block-props';

export function GalleryBlock({ block, first }: BlockProps<'gallery'>) {
  const render = useRender();
  const items = Array.isArray(block.props.items) ? block.props.items : [];
  const columns = Math.min(6, Math.max(1, Number(block.props.columns) || 3));
  return (
    <section className="block gallery">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      <ul className={`gallery__grid gallery__grid--${columns}`}>
        {items.map((item, index) => {
          const image = blockImage(render, block, `items.${index}.image`, true);
          if (!image) return null;
          return (
            <li key={index}>
              <figure>
                <Picture image={image} eager={first && index < columns} sizes={`(min-width: 960px) ${Math.round(960 / columns)}px, 50vw`} />
                {text(item.caption) && <figcaption>{text(item.caption)}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
