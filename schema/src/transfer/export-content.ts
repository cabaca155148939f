import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../auth/authorize';
import type { Ctx } from '../context';
import { MediaDirectory, MediaFile } from '../media/media.entities';
import { MenuItem } from '../menus/menu-item.entity';
import { Page, PageVersion } from '../pages/page.entities';
import { ReusableBlock, type ReusableBlockVersion } from '../reusable-blocks/reusable-block.entities';
import { supportedLocales } from '../settings/locales';
import { Certificate, SiteText, Skill, TeamMember } from '../site-content/site-content.entities';
import { installationId } from '../storage/installation-marker';
import { Tag } from '../tags/tag.entity';
import {
  bytesFileName,
  transferFormat,
  transferFormatVersion,
  type MediaRecord,
  type MenuRecord,
  type PageRecord,
  type PageVersionRecord,
  type TransferFile,
  type TransferManifest,
} from './transfer-format';

/** Where an export goes: records one at a time, in the order given (transfer-format.ts). */
export interface TransferSink {
  record(file: TransferFile, record: unknown): Promise<void>;
}

/** Rows read per statement: memory stays flat whatever the site's size. */
const batchSize = 200;

/**
 * Rows of one entity in id order, a batch at a time (keyset pagination: `id > last`), each batch
 * in a fresh fork of the entity manager so nothing read before stays in its identity map.
 */
async function* keyset<T extends { id: number }>(ctx: Ctx, entity: EntityClass<T>, where: FilterQuery<T>, populate?: string[]): AsyncGenerator<{ em: EntityManager; rows: T[] }> {
  let after = 0;
  for (;;) {
    const em = ctx.em.fork({ clear: true }) as EntityManager;
    const rows = await em.find(entity, { $and: [where, { id: { $gt: after } }] } as FilterQuery<T>, {
      orderBy: { id: 'asc' } as never,
      limit: batchSize,
      populate: populate as never,
    });
    if (rows.length === 0) return;
    yield { em, rows };
    after = rows[rows.length - 1].id;
  }
}

const versionRecord = (version: PageVersion): PageVersionRecord => ({
  number: version.number,
  title: version.title,
  blocks: version.blocks,
  seoTitle: version.seoTitle,
  seoDescription: version.seoDescription,
  seoKeywords: version.seoKeywords,
  seoImage: version.seoImage,
  typeData: version.typeData,
});

async function exportMedia(ctx: Ctx, sink: TransferSink, counts: Record<string, number>): Promise<void> {
  for await (const { rows } of keyset(ctx, MediaDirectory, {})) {
    for (const folder of rows) await sink.record('media-folders', { path: folder.path });
    counts['media-folders'] += rows.length;
  }
  for await (const { rows } of keyset(ctx, MediaFile, {})) {
    for (const file of rows) {
      const record: MediaRecord = {
        id: file.id,
        directory: file.directory,
        fileName: file.fileName,
        kind: file.kind,
        hash: file.hash,
        size: file.size === null ? null : Number(file.size),
        defaultAltText: file.defaultAltText,
        shared: file.shared,
        focalPoint: file.focalPoint,
        videoUrl: file.video?.url ?? null,
        bytes: file.kind === 'video' ? null : bytesFileName(file.hash),
      };
      await sink.record('media', record);
    }
    counts.media += rows.length;
  }
}

const reusableContent = (version: ReusableBlockVersion) => ({ props: version.props, images: version.images, files: version.files });

async function exportReusableBlocks(ctx: Ctx, sink: TransferSink, publishedOnly: boolean, counts: Record<string, number>): Promise<void> {
  const where = publishedOnly ? { publishedVersion: { $ne: null } } : {};
  for await (const { rows } of keyset(ctx, ReusableBlock, where, ['latestVersion', 'publishedVersion'])) {
    for (const block of rows) {
      const latest = publishedOnly ? block.publishedVersion! : block.latestVersion!;
      const published = block.publishedVersion;
      await sink.record('reusable-blocks', {
        id: block.id,
        name: block.name,
        type: block.type,
        latest: reusableContent(latest),
        published: published && published.id !== latest.id ? reusableContent(published) : null,
        latestIsPublished: published?.id === latest.id,
      });
    }
    counts['reusable-blocks'] += rows.length;
  }
}

async function exportPages(ctx: Ctx, sink: TransferSink, publishedOnly: boolean, counts: Record<string, number>): Promise<void> {
  const where = publishedOnly ? { publishedVersion: { $ne: null } } : {};
  for await (const { em, rows } of keyset(ctx, Page, where, ['publishedVersion'])) {
    const pageIds = rows.map((page) => page.id);
    const versions = publishedOnly ? rows.map((page) => page.publishedVersion!) : await em.find(PageVersion, { page: { $in: pageIds } }, { orderBy: [{ page: 'asc' }, { number: 'asc' }] });
    // Only this batch's pages of each tag: a tag on 100,000 pages must not load them all.
    const tagRows = await em.find(Tag, { pages: { $in: pageIds } }, { populate: ['pages'], populateWhere: { pages: { $in: pageIds } } as never, orderBy: { id: 'asc' } });
    for (const page of rows) {
      const own = versions.filter((version) => version.page.id === page.id);
      const record: PageRecord = {
        id: page.id,
        locale: page.locale,
        slug: page.slug,
        type: page.type,
        translationGroup: page.translationGroup,
        publishedVersion: page.publishedVersion?.number ?? null,
        tags: tagRows.filter((tag) => tag.pages.getItems().some((tagged) => tagged.id === page.id)).map((tag) => tag.id),
        versions: own.map(versionRecord),
      };
      await sink.record('pages', record);
    }
    counts.pages += rows.length;
    counts['page-versions'] += versions.length;
  }
}

/** A locale's menu tree, parents before children (menus are small: one locale's tree at a time). */
async function exportMenus(ctx: Ctx, sink: TransferSink, counts: Record<string, number>): Promise<void> {
  for (const locale of supportedLocales) {
    const items = await ctx.em.fork({ clear: true }).find(MenuItem, { locale }, { orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    const children = new Map<number | null, MenuItem[]>();
    for (const item of items) children.set(item.parent?.id ?? null, [...(children.get(item.parent?.id ?? null) ?? []), item]);
    const walk = async (parent: number | null): Promise<void> => {
      for (const item of children.get(parent) ?? []) {
        const record: MenuRecord = { id: item.id, locale, parentId: parent, position: item.position, label: item.label, pageId: item.page?.id ?? null, url: item.url };
        await sink.record('menus', record);
        counts.menus += 1;
        await walk(item.id);
      }
    };
    await walk(null);
  }
}

async function exportSiteContent(ctx: Ctx, sink: TransferSink, counts: Record<string, number>): Promise<void> {
  for await (const { rows } of keyset(ctx, SiteText, {})) {
    for (const text of rows) await sink.record('site-texts', { key: text.key, locale: text.locale, value: text.value });
    counts['site-texts'] += rows.length;
  }
  for await (const { rows } of keyset(ctx, Skill, {})) {
    for (const skill of rows) await sink.record('skills', { id: skill.id, active: skill.active, position: skill.position, name: skill.name });
    counts.skills += rows.length;
  }
  for await (const { rows } of keyset(ctx, Certificate, {})) {
    for (const item of rows) await sink.record('certificates', { id: item.id, active: item.active, position: item.position, title: item.title, subtext: item.subtext, image: item.image });
    counts.certificates += rows.length;
  }
  for await (const { rows } of keyset(ctx, TeamMember, {})) {
    for (const member of rows) {
      const { id, active, position, name, description, specialties, linkedinUrl, quote, skills, image } = member;
      await sink.record('team-members', { id, active, position, name, function: member.function, description, specialties, linkedinUrl, quote, skills, image });
    }
    counts['team-members'] += rows.length;
  }
}

/**
 * Writes the installation's content to `sink` (transfer-format.ts): media folders and files
 * (their bytes are the sink's to copy, by hash), tags, reusable blocks, pages in every locale with
 * all their versions (or, `publishedOnly`, only the published pages and blocks and only their
 * published version), menus and site content (texts, skills, certificates, team). Reads in keyset batches, so memory stays flat.
 * An administrator's work (manage-settings).
 */
export async function exportContent(ctx: Ctx, options: { publishedOnly: boolean }, sink: TransferSink): Promise<TransferManifest> {
  authorize(ctx, 'manage-settings');
  const counts: Record<string, number> = {
    'media-folders': 0,
    media: 0,
    tags: 0,
    'reusable-blocks': 0,
    pages: 0,
    'page-versions': 0,
    menus: 0,
    'site-texts': 0,
    skills: 0,
    certificates: 0,
    'team-members': 0,
  };
  const sourceInstallation = await installationId(ctx.em.fork() as EntityManager);
  await exportMedia(ctx, sink, counts);
  for await (const { rows } of keyset(ctx, Tag, {})) {
    for (const tag of rows) await sink.record('tags', { id: tag.id, name: tag.name, isPrivate: tag.isPrivate });
    counts.tags += rows.length;
  }
  await exportReusableBlocks(ctx, sink, options.publishedOnly, counts);
  await exportPages(ctx, sink, options.publishedOnly, counts);
  await exportMenus(ctx, sink, counts);
  await exportSiteContent(ctx, sink, counts);
  return { format: transferFormat, version: transferFormatVersion, sourceInstallation, createdAt: new Date().toISOString(), publishedOnly: options.publishedOnly, counts };
}
