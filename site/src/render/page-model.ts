import type { Block, BlockImage } from '@tessera/content-model';
import type { TeamMembersQuery, SkillsQuery, CertificatesQuery, PublishedPagesQuery } from '../generated/graphql';

export interface MenuEntry {
  id: number;
  label: string;
  path: string | null;
  children?: MenuEntry[];
}

export interface Alternate {
  locale: string;
  path: string;
}

export interface FooterText {
  text: string;
  links: Array<{ label: string; href: string }>;
}

export interface CookieConsentText {
  title: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  settingsLabel: string;
}

/** Site content some blocks and parts show; loaded only when the page has them. */
export interface PageContent {
  teamMembers?: TeamMembersQuery['teamMembers'];
  skills?: SkillsQuery['skills'];
  certificates?: CertificatesQuery['certificates'];
  relatedArticles?: PublishedPagesQuery['publishedPages'];
  /** From site text `contact`, for the contact form's failure message. */
  contactPhone?: string | null;
}

/** Everything one rendering of a page needs; built by the loaders, rendered without further reads. */
export interface PageModel {
  status: 200 | 404;
  locale: string;
  defaultLocale: string;
  /** This page's public path (canonical, og:url). */
  path: string;
  pageID: number | null;
  /** The cache key naming the page's translations (read-model `cacheKeys.translations`), when it is a page. */
  translationsKey?: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  seoImage: BlockImage | null;
  blocks: Block[];
  /** The reusable blocks the page refers to (shown or not): their cache keys are the page's too. */
  reusableBlockIds?: number[];
  pageType: { id: string; header: readonly string[]; footer: readonly string[]; props: Record<string, unknown> };
  /** Published translations, this page's own locale included. */
  alternates: Alternate[];
  menu: MenuEntry[];
  footer: FooterText | null;
  cookieConsent: CookieConsentText | null;
  content: PageContent;
  /** A draft shown to an editor: never indexed; each block's root names its key (`data-block-key`). */
  preview?: boolean;
  /** An unsaved draft for the editor's live preview: the document carries its own Content-Security-Policy. */
  livePreview?: boolean;
  /** Extra body for built-in pages (statements, search): rich text already sanitized on store. */
  statementHtml?: string;
  builtIn?: 'search' | 'statement' | 'not-found';
}
