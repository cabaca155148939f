import { useRender } from '../render/render-context';
import { text } from './block-media';
import type { BlockProps } from './block-props';

/**
 * A link to the video, not an embedded player: YouTube and Vimeo players set cookies of their
 * own, which the site must not do before consent (and the Content-Security-Policy allows no
 * foreign frames).
 */
export function VideoBlock({ block }: BlockProps<'video'>) {
  const { texts } = useRender();
  const url = text(block.props.url);
  if (!/^https:\/\//.test(url)) return null;
  const title = text(block.props.title);
  return (
    <section className="block video-block">
      {title && <h2>{title}</h2>}
      <a className="video-block__link" href={url} rel="noopener noreferrer" target="_blank">
        {texts.watchVideo}
        {title ? `: ${title}` : ''}
      </a>
    </section>
  );
}
