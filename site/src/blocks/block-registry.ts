import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';
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

/** SPEC §3 block type registry: the component of each block type id of tessera.config.ts. */
export const blockRegistry: Record<string, ComponentType<BlockProps>> = {
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
