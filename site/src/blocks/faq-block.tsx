import { text } from './block-media';
import type { BlockProps } from './block-props';
import { RichTextHtml } from './rich-text-html';

/** Questions as <details>: they open and close without any script. */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  const items = Array.isArray(block.props.items) ? block.props.items : [];
  return (
    <section className="block faq">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      {items.map((item, index) => (
        <details key={index}>
          <summary>{text(item.question)}</summary>
          <RichTextHtml html={item.answer} />
        </details>
      ))}
    </section>
  );
}
