import type { ComponentType } from 'react';
import type { BlockProps, SiteBlockType } from './block-props';
import { CallToActionBlock } from './call-to-action-block';
import { CertificatesBlock } from './certificates-block';
import { ContactFormBlock } from './contact-form-block';
import { FaqBlock } from './faq-block';
import { FileDownloadBlock } from './file-download-block';
import { GalleryBlock } from './gallery-block';
import { HeroBlock } from './hero-block';
import { ImageBlock } from './image-block';
import { ImageTextBlock } from './image-text-block';
import { QuoteBlock } from './quote-block';
import { RichTextBlock } from './rich-text-block';
import { SkillsBlock } from './skills-block';
import { TeamMembersBlock } from './team-members-block';
import { VideoBlock } from './video-block';

/**
 * SPEC §3 block type registry: the component of each block type id of tessera.config.ts, each
 * taking the props its block type's fields declare (a block type without a component, or a
 * component for a type the config lacks, does not compile).
 */
export const blockRegistry: { [Id in SiteBlockType]: ComponentType<BlockProps<Id>> } = {
  hero: HeroBlock,
  'rich-text': RichTextBlock,
  image: ImageBlock,
  'image-text': ImageTextBlock,
  video: VideoBlock,
  gallery: GalleryBlock,
  quote: QuoteBlock,
  'call-to-action': CallToActionBlock,
  'file-download': FileDownloadBlock,
  faq: FaqBlock,
  'team-members': TeamMembersBlock,
  skills: SkillsBlock,
  certificates: CertificatesBlock,
  'contact-form': ContactFormBlock,
};

/** Site content a block type shows, so the loader reads only what the page needs. */
export const blockNeeds: Record<string, Array<'teamMembers' | 'skills' | 'certificates' | 'contactPhone'>> = {
  'team-members': ['teamMembers'],
  skills: ['skills'],
  certificates: ['certificates'],
  'contact-form': ['contactPhone'],
};
