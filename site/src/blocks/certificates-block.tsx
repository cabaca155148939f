import { Picture } from '../media/block-picture';
import { asBlockImage } from '../media/media-urls';
import { useRender } from '../render/render-context';
import { text } from './block-media';
import type { BlockProps } from './block-props';

export function CertificatesBlock({ block }: BlockProps<'certificates'>) {
  const { model } = useRender();
  const certificates = model.content.certificates ?? [];
  return (
    <section className="block certificates">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      {text(block.props.intro) && <p>{text(block.props.intro)}</p>}
      <ul className="certificates__list">
        {certificates.map((certificate) => {
          const image = asBlockImage(certificate.image);
          return (
            <li key={certificate.id}>
              {image && <Picture image={image} sizes="160px" />}
              <h3>{certificate.title}</h3>
              {certificate.subtext && <p>{certificate.subtext}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
