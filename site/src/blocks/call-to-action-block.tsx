import { BlockLink } from './block-link';
import { text } from './block-media';
import type { BlockProps } from './block-props';

export function CallToActionBlock({ block }: BlockProps<'call-to-action'>) {
  return (
    <section className="block call-to-action">
      <h2>{text(block.props.title)}</h2>
      {text(block.props.text) && <p>{text(block.props.text)}</p>}
      <div className="call-to-action__buttons">
        <BlockLink value={block.props.primary} className="button button--primary" />
        <BlockLink value={block.props.secondary} className="button" />
      </div>
    </section>
  );
}
