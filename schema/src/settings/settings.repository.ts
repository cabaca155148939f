import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from './setting.entity';
import { supportedLocales } from './locales';

export interface SiteSettings {
  availableLocales: string[];
  defaultLocale: string;
  /** Locales whose translations get a slug of their own; others start from the source's slug. */
  customSlugLocales: string[];
}

export const defaultSettings: SiteSettings = {
  availableLocales: [...supportedLocales],
  defaultLocale: 'en-gb',
  customSlugLocales: ['nl-nl', 'de-de', 'fr-fr'],
};

export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<SiteSettings> {
    const rows = await this.em.find(Setting, { key: { $in: Object.keys(defaultSettings) } });
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    return { ...defaultSettings, ...stored } as SiteSettings;
  }

  async write(settings: SiteSettings): Promise<void> {
    for (const [key, value] of Object.entries(settings)) {
      await this.em.upsert(Setting, { key, value });
    }
  }

  /** A setting kept apart from the site settings above: `read()` (public) never returns it. */
  async readPrivate(key: string): Promise<unknown> {
    return (await this.em.findOne(Setting, { key }))?.value ?? null;
  }

  /** Stores a private setting; null removes it. */
  async writePrivate(key: string, value: unknown): Promise<void> {
    if (value === null) await this.em.nativeDelete(Setting, { key });
    else await this.em.upsert(Setting, { key, value });
  }
}
