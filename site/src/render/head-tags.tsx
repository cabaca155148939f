import { draftPreviewPolicy } from '@tessera/content-model';
import { imageUrl } from '../media/media-urls';
import type { PageModel } from './page-model';

export interface HeadProps {
  model: PageModel;
  siteName: string;
  /** Absolute origin for canonical, og:url, og:image and hreflang (the installation's public URL). */
  publicUrl: string;
  csrfToken: string;
  stylesheet: string;
  /** `/_site/islands/{version}`: island files under their build's version. */
  islandBase: string;
  islands: string[];
}

/** SPEC §2 page title: the SEO title if present, otherwise the page title, then " | " and the site name. */
export function pageTitle(model: Pick<PageModel, 'seoTitle' | 'title'>, siteName: string): string {
  return `${model.seoTitle || model.title} | ${siteName}`;
}

/** The head of every page: title, SEO and Open Graph meta, canonical, hreflang, CSRF meta, assets. */
export function HeadTags({ model, siteName, publicUrl, csrfToken, stylesheet, islandBase, islands }: HeadProps) {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const xDefault = model.alternates.find((alternate) => alternate.locale === model.defaultLocale);
  return (
    <head>
      <meta charSet="utf-8" />
      {model.livePreview && <meta httpEquiv="Content-Security-Policy" content={draftPreviewPolicy} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{pageTitle(model, siteName)}</title>
      {model.seoDescription && <meta name="description" content={model.seoDescription} />}
      {model.seoKeywords.length > 0 && <meta name="keywords" content={model.seoKeywords.join(', ')} />}
      {(model.preview || model.status !== 200) && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={model.seoTitle || model.title} />
      {model.seoDescription && <meta property="og:description" content={model.seoDescription} />}
      {model.seoImage && <meta property="og:image" content={absolute(imageUrl(model.seoImage, 1600, undefined, '1.91:1'))} />}
      <meta property="og:type" content="website" />
      <meta property="og:url" content={absolute(model.path)} />
      {model.status === 200 && !model.preview && <link rel="canonical" href={absolute(model.path)} />}
      {model.status === 200 && model.alternates.map((alternate) => <link key={alternate.locale} rel="alternate" hrefLang={alternate.locale} href={absolute(alternate.path)} />)}
      {model.status === 200 && xDefault && <link rel="alternate" hrefLang="x-default" href={absolute(xDefault.path)} />}
      <meta name="csrf-token" content={csrfToken} />
      {/* No favicon request ending in a 404 until the site has an icon of its own. */}
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href={stylesheet} />
      {islands.map((island) => (
        <script key={island} type="module" src={`${islandBase}/${island}.js`} />
      ))}
    </head>
  );
}
