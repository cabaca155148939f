import { text } from './block-media';
import type { BlockProps } from './block-props';
import { RichTextHtml } from './rich-text-html';

export function RichTextBlock({ block }: BlockProps<'rich-text'>) {
  return (
    <section className="block rich-text-block">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      <RichTextHtml html={block.props.body} />
    </section>
  );
}
