import type { Block, BlockImage } from '@tessera/content-model';
import { useCallback, useSyncExternalStore } from 'react';

/** The block image and file JSON are the content model's (SPEC §3). */
export type { BlockFile, BlockImage } from '@tessera/content-model';

/** One block of the version being edited, in the shape the server stores (SPEC §3). */
export type EditorBlock = Block;

/** Everything of a version besides its blocks: what the settings and SEO tabs edit. */
export interface VersionFields {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  /** At most one image (SPEC §4: a second is refused). */
  seoImage: BlockImage[] | null;
  typeData: Record<string, unknown>;
}

/** The version the editor opened: its id (the base of the next store) and its content. */
export interface OpenedVersion extends VersionFields {
  versionId: number;
  blocks: EditorBlock[];
}

/** What a store sends (StoreVersionInput). */
export interface StoreInput extends VersionFields {
  versionId: number;
  blocks: EditorBlock[];
}

type Listener = () => void;

/** A fresh block key: short, path-safe and not used in the version. */
export function newBlockKey(taken: (key: string) => boolean): string {
  for (;;) {
    const key = `b${Math.random().toString(36).slice(2, 10)}`;
    if (!taken(key)) return key;
  }
}

/** The block as it arrived, with the parts the server may leave out filled in. */
function normalized(block: Partial<EditorBlock> & { type: string }, taken: (key: string) => boolean): EditorBlock {
  return {
    type: block.type,
    key: block.key || newBlockKey(taken),
    props: block.props ?? {},
    anchorPoint: block.anchorPoint ?? '',
    __images: block.__images ?? {},
    __files: block.__files ?? {},
  };
}

/**
 * The version being edited, kept outside React so that a keystroke in one block re-renders that
 * block only: the block list subscribes to the order of keys, each block to its own entry, the
 * tabs to the version fields, the save bar to the dirty flag. Every change replaces only the
 * object it touches (so snapshots compare by identity) and marks the version dirty; collapsing is
 * view state and does not.
 */
export class EditorStore {
  private versionId: number;
  private order: string[];
  private readonly blocks = new Map<string, EditorBlock>();
  private fields: VersionFields;
  private dirty = false;
  private collapsed: ReadonlySet<string> = new Set();
  /** The block picked in the live preview, with a serial so picking it again scrolls to it again. */
  private selection: { key: string; serial: number } | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(opened: OpenedVersion) {
    this.versionId = opened.versionId;
    this.order = [];
    this.fields = this.load(opened);
  }

  // Reading -------------------------------------------------------------------------------------

  get openedVersionId(): number {
    return this.versionId;
  }

  blockKeys(): readonly string[] {
    return this.order;
  }

  block(key: string): EditorBlock | undefined {
    return this.blocks.get(key);
  }

  versionFields(): VersionFields {
    return this.fields;
  }

  isDirty(): boolean {
    return this.dirty;
  }

  collapsedKeys(): ReadonlySet<string> {
    return this.collapsed;
  }

  /** The blocks in order, as the server takes them. */
  allBlocks(): EditorBlock[] {
    return this.order.map((key) => this.blocks.get(key)!);
  }

  /** The store payload for the opened version. */
  storeInput(): StoreInput {
    return { versionId: this.versionId, ...this.fields, blocks: this.allBlocks() };
  }

  // Changing blocks -----------------------------------------------------------------------------

  /** Inserts a block at `index` (default: the end); answers its key. */
  addBlock(block: Partial<EditorBlock> & { type: string }, index = this.order.length): string {
    const added = normalized({ ...block, key: undefined }, (key) => this.blocks.has(key));
    this.blocks.set(added.key, added);
    this.setOrder([...this.order.slice(0, index), added.key, ...this.order.slice(index)]);
    this.changed(`block:${added.key}`);
    return added.key;
  }

  /** Replaces a block's content (props, slots, anchor, even its type), keeping its key and place. */
  updateBlock(key: string, change: (block: EditorBlock) => EditorBlock): void {
    const current = this.blocks.get(key);
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    this.blocks.set(key, { ...next, key });
    this.changed(`block:${key}`);
  }

  /** Sets one prop of a block (the common case of a field edit). */
  setBlockProp(key: string, name: string, value: unknown): void {
    this.updateBlock(key, (block) => (block.props[name] === value ? block : { ...block, props: { ...block.props, [name]: value } }));
  }

  removeBlock(key: string): void {
    if (!this.blocks.delete(key)) return;
    this.setOrder(this.order.filter((k) => k !== key));
    this.setCollapsed(key, false);
  }

  /** A copy right after the original, with a key of its own and no anchor (anchors are unique). */
  duplicateBlock(key: string): string | undefined {
    const original = this.blocks.get(key);
    if (!original) return undefined;
    const copy = structuredClone(original);
    return this.addBlock({ ...copy, anchorPoint: '' }, this.order.indexOf(key) + 1);
  }

  /** Moves a block to `index` in the order (drag and drop, keyboard, move up/down). */
  moveBlock(key: string, index: number): void {
    const from = this.order.indexOf(key);
    const to = Math.max(0, Math.min(index, this.order.length - 1));
    if (from < 0 || from === to) return;
    const order = this.order.filter((k) => k !== key);
    order.splice(to, 0, key);
    this.setOrder(order);
  }

  // Changing the version's fields ---------------------------------------------------------------

  setVersionFields(change: Partial<VersionFields>): void {
    const next = { ...this.fields, ...change };
    if ((Object.keys(change) as Array<keyof VersionFields>).every((name) => next[name] === this.fields[name])) return;
    this.fields = next;
    this.changed('fields');
  }

  // View state ----------------------------------------------------------------------------------

  setCollapsed(key: string, collapsed: boolean): void {
    if (this.collapsed.has(key) === collapsed) return;
    const next = new Set(this.collapsed);
    if (collapsed) next.add(key);
    else next.delete(key);
    this.collapsed = next;
    this.emit('collapsed');
  }

  /** Selects a block (a click in the live preview): it opens, and its card scrolls into view. */
  selectBlock(key: string): void {
    if (!this.blocks.has(key)) return;
    this.setCollapsed(key, false);
    this.selection = { key, serial: (this.selection?.serial ?? 0) + 1 };
    this.emit('selection');
  }

  selected(): { key: string; serial: number } | null {
    return this.selection;
  }

  setAllCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed ? new Set(this.order) : new Set();
    this.emit('collapsed');
  }

  // Storing -------------------------------------------------------------------------------------

  /**
   * After a successful store: the new version is the base of the next store, and the editor is
   * clean unless something changed while the store was under way (`sent` is what was sent).
   */
  markStored(newVersionId: number, sent: StoreInput): void {
    this.versionId = newVersionId;
    const unchanged = sent.blocks.length === this.order.length && sent.blocks.every((block, i) => this.blocks.get(this.order[i]) === block) && this.sameFields(sent);
    this.setDirty(!unchanged);
  }

  /**
   * Loads a version (another version opened, or the newer version after a conflict). With
   * `keepChanges`, the editor's content stays and is laid on top of the loaded version: only the
   * base version changes, and the editor stays dirty so the next store writes it.
   */
  reload(opened: OpenedVersion, options: { keepChanges?: boolean } = {}): void {
    this.versionId = opened.versionId;
    if (options.keepChanges) {
      this.setDirty(true);
      return;
    }
    this.replaceContent(opened, false);
  }

  /**
   * Restores an older version from the history: its content replaces the editor's, as unsaved
   * changes on top of the opened version (which stays the base), so the next store makes it a
   * new version instead of rewinding the page.
   */
  restore(content: Omit<OpenedVersion, 'versionId'>): void {
    this.replaceContent({ ...content, versionId: this.versionId }, true);
  }

  // Subscribing ---------------------------------------------------------------------------------

  /**
   * Listens to one channel: 'order', 'fields', 'dirty', 'collapsed', 'selection', `block:{key}`,
   * or 'content' (any change of what a store would send: the live preview).
   */
  subscribe(channel: string, listener: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  private load(opened: OpenedVersion): VersionFields {
    const { versionId: _versionId, blocks, ...fields } = opened;
    this.order = [];
    for (const block of blocks) {
      const entry = normalized(block, (key) => this.blocks.has(key));
      this.blocks.set(entry.key, entry);
      this.order.push(entry.key);
    }
    return { ...fields, seoKeywords: fields.seoKeywords ?? [], typeData: fields.typeData ?? {} };
  }

  /** Everything the editor shows becomes `opened`'s content; every subscriber reads again. */
  private replaceContent(opened: OpenedVersion, dirty: boolean): void {
    this.blocks.clear();
    this.fields = this.load(opened);
    this.collapsed = new Set();
    this.dirty = dirty;
    for (const key of this.listeners.keys()) this.emit(key);
  }

  private sameFields(sent: VersionFields): boolean {
    return (Object.keys(this.fields) as Array<keyof VersionFields>).every((name) => this.fields[name] === sent[name]);
  }

  private setOrder(order: string[]): void {
    this.order = order;
    this.changed('order');
  }

  private changed(channel: string): void {
    this.emit(channel);
    this.emit('content');
    this.setDirty(true);
  }

  private setDirty(dirty: boolean): void {
    if (this.dirty === dirty) return;
    this.dirty = dirty;
    this.emit('dirty');
  }

  private emit(channel: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener();
  }
}

function useChannel<T>(store: EditorStore, channel: string, read: () => T): T {
  const subscribe = useCallback((listener: Listener) => store.subscribe(channel, listener), [store, channel]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The block keys in order (the list re-renders on add, remove and move only). */
export function useBlockKeys(store: EditorStore): readonly string[] {
  return useChannel(store, 'order', () => store.blockKeys());
}

/** One block (re-renders when that block changes only). */
export function useBlock(store: EditorStore, key: string): EditorBlock | undefined {
  return useChannel(store, `block:${key}`, () => store.block(key));
}

export function useVersionFields(store: EditorStore): VersionFields {
  return useChannel(store, 'fields', () => store.versionFields());
}

export function useDirty(store: EditorStore): boolean {
  return useChannel(store, 'dirty', () => store.isDirty());
}

export function useCollapsed(store: EditorStore, key: string): boolean {
  return useChannel(store, 'collapsed', () => store.collapsedKeys().has(key));
}

/** The serial of this block's latest selection in the live preview, or 0 when it is not the selected block. */
export function useSelectedSerial(store: EditorStore, key: string): number {
  return useChannel(store, 'selection', () => (store.selected()?.key === key ? store.selected()!.serial : 0));
}
