import type { Tag } from './tag.entity';

export interface TagView {
  id: number;
  name: string;
  isPrivate: boolean;
}

export function presentTag(tag: Tag): TagView {
  return { id: tag.id, name: tag.name, isPrivate: tag.isPrivate };
}
