import type { Block } from '@tessera/schema';

export interface BlockProps {
  block: Block;
  /** The first block of the page: its images load at once, the rest lazily. */
  first: boolean;
}
