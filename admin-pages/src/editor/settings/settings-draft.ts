import { useSyncExternalStore } from 'react';

/*
 * The page settings that are not part of a version (SPEC §4 EditingPageSettings): the slug
 * (savePage) and the tags (setPageTags). They are edited with the version and saved with it by
 * the save bar, so they count towards "unsaved changes" like any other edit.
 */

export interface DraftTag {
  id: number;
  name: string;
  isPrivate: boolean;
}

/** What the page has on the server. */
export interface SavedSettings {
  slug: string;
  tags: readonly DraftTag[];
}

/** What the settings tab shows: the slug and tags being edited, and whether links follow a new slug. */
export interface SettingsState {
  slug: string;
  shouldUpdateLinks: boolean;
  tags: readonly DraftTag[];
}

const tagIdsOf = (tags: readonly DraftTag[]) =>
  tags
    .map((tag) => tag.id)
    .sort((a, b) => a - b)
    .join(',');

/** The slug and tags being edited, next to what is saved; React reads it with useSettingsDraft. */
export class PageSettingsDraft {
  private saved: SavedSettings;
  private state: SettingsState;
  private readonly listeners = new Set<() => void>();

  constructor(saved: SavedSettings) {
    this.saved = saved;
    this.state = { slug: saved.slug, shouldUpdateLinks: false, tags: saved.tags };
  }

  current(): SettingsState {
    return this.state;
  }

  slugChanged(): boolean {
    return this.state.slug.trim() !== this.saved.slug;
  }

  tagsChanged(): boolean {
    return tagIdsOf(this.state.tags) !== tagIdsOf(this.saved.tags);
  }

  isDirty(): boolean {
    return this.slugChanged() || this.tagsChanged();
  }

  setSlug(slug: string): void {
    this.change({ slug });
  }

  setShouldUpdateLinks(shouldUpdateLinks: boolean): void {
    this.change({ shouldUpdateLinks });
  }

  /** Adds a tag once (a tag already on the page is not added twice). */
  addTag(tag: DraftTag): void {
    if (this.state.tags.some((current) => current.id === tag.id)) return;
    this.change({ tags: [...this.state.tags, tag] });
  }

  removeTag(id: number): void {
    this.change({ tags: this.state.tags.filter((tag) => tag.id !== id) });
  }

  /**
   * After a save of `sent`: what the server saved is the new base, and the draft shows it (the
   * slug as stored, with its type's prefix). Edits made while the save was under way stay and
   * keep the draft dirty, like the version's store does.
   */
  markSaved(saved: SavedSettings, sent: SettingsState): void {
    this.saved = saved;
    const slug = this.state.slug === sent.slug ? saved.slug : this.state.slug;
    const tags = this.state.tags === sent.tags ? saved.tags : this.state.tags;
    this.change({ slug, tags, shouldUpdateLinks: this.state.shouldUpdateLinks && slug.trim() !== saved.slug });
  }

  /** Drops the edits and shows what the server has (discarding, or another editor's changes). */
  reset(saved: SavedSettings): void {
    this.saved = saved;
    this.state = { slug: saved.slug, shouldUpdateLinks: false, tags: saved.tags };
    this.emit();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private change(patch: Partial<SettingsState>): void {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The settings being edited (re-renders on each change of the draft). */
export function useSettingsDraft(draft: PageSettingsDraft): SettingsState {
  return useSyncExternalStore(
    (listener) => draft.subscribe(listener),
    () => draft.current(),
    () => draft.current(),
  );
}
