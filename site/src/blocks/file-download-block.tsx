import { blockFileUrl } from '../media/media-urls';
import { useRender } from '../render/render-context';
import { blockFile, text } from './block-media';
import type { BlockProps } from './block-props';

export function FileDownloadBlock({ block }: BlockProps<'file-download'>) {
  const render = useRender();
  const file = blockFile(render, block, 'file');
  const pageID = render.model.pageID;
  if (!file || pageID === null) return null;
  return (
    <section className="block file-download">
      <h2>{text(block.props.title)}</h2>
      {text(block.props.description) && <p>{text(block.props.description)}</p>}
      <a className="button" href={blockFileUrl(pageID, block.key, file)} download={file.fileName}>
        {render.texts.download} ({file.fileName})
      </a>
    </section>
  );
}
