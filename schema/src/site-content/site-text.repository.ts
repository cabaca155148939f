import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteText } from './site-content.entities';

export class SiteTextRepository {
  constructor(private readonly em: EntityManager) {}

  find(key: string, locale: string): Promise<SiteText | null> {
    return this.em.findOne(SiteText, { key, locale });
  }

  /** Creates or replaces the text; concurrent first saves of one key and locale both land. */
  save(key: string, locale: string, value: Record<string, unknown>): Promise<SiteText> {
    return this.em.upsert(SiteText, { key, locale, value, updatedAt: new Date() }, { onConflictFields: ['key', 'locale'], onConflictAction: 'merge', onConflictMergeFields: ['value', 'updatedAt'] });
  }
}
