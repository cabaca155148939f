import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  addFile,
  addVideo,
  bytesFileName,
  CodedError,
  createDir,
  createMenuItem,
  createCertificate,
  createPage,
  createSkill,
  createTeamMember,
  createReusableBlock,
  createTag,
  createTranslation,
  deletePage,
  editFile,
  fetchPrivateTags,
  fetchTags,
  isBytesFileName,
  isCodedError,
  mapBlocks,
  mapReusableSlots,
  mapSeoImage,
  publishPage,
  publishReusableBlock,
  referencedIds,
  setPageTags,
  setSiteText,
  storeVersion,
  updateReusableBlock,
  type Ctx,
  type ErrorEntry,
  type FolderRecord,
  type IdMaps,
  type MediaRecord,
  type MenuRecord,
  type PageRecord,
  type ReusableBlockRecord,
  type CertificateRecord,
  type SiteTextRecord,
  type SkillRecord,
  type TeamMemberRecord,
  type TagRecord,
  type TransferFile,
  type TransferMappings,
} from '@tessera/schema';

/** What a step did with one record: made it, or found it here (made by an earlier run; a tag of that name). */
export type StepResult = 'created' | 'existing';

export interface ImportSteps {
  /** The export's directory (for media bytes). */
  dir: string;
  ctx: () => Ctx;
  mappings: TransferMappings;
  /** Unpublished page versions left out because they do not pass validation (see importPage). */
  skippedVersions: number;
}

/** A folder, and each folder above it, unless there already. */
async function importFolder(steps: ImportSteps, record: FolderRecord): Promise<StepResult> {
  const names = record.path.split('/').filter(Boolean);
  let made = false;
  for (let depth = 0; depth < names.length; depth += 1) {
    const parent = `/${names.slice(0, depth).join('/')}`;
    try {
      await createDir(steps.ctx(), { path: parent, folderName: names[depth] });
      made = true;
    } catch (error) {
      if (!(isCodedError(error) && error.errors[0].code === 'ML_03')) throw error;
    }
  }
  return made ? 'created' : 'existing';
}

/** Copies the export's bytes to a temporary file of the storage, checking they are the hash the record names. */
async function stagedBytes(steps: ImportSteps, record: MediaRecord): Promise<{ path: string; size: number }> {
  // Only `files/<sha256>` is ever opened: a name such as `../../x` is refused, never joined.
  if (!record.bytes || !isBytesFileName(record.bytes) || record.bytes !== bytesFileName(record.hash)) throw new CodedError('V_12', 'bytes');
  const source = join(steps.dir, record.bytes);
  const size = await stat(source).then(
    (facts) => (facts.isFile() ? facts.size : -1),
    () => -1,
  );
  if (size < 0) throw new CodedError('V_17', 'bytes');
  const path = await steps.ctx().services.storage.temporaryFile();
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), hashing, createWriteStream(path));
  if (hash.digest('hex') !== record.hash) {
    await rm(path, { force: true });
    throw new CodedError('V_12', 'hash');
  }
  return { path, size };
}

/** A media file through addFile (its type decided from its bytes, its size limited) or addVideo. */
async function importMedia(steps: ImportSteps, record: MediaRecord): Promise<StepResult> {
  if ((await steps.mappings.get('media', record.id)) !== null) return 'existing';
  let id: number;
  if (record.kind === 'video') {
    if (!record.videoUrl) throw new CodedError('V_01', 'videoUrl');
    id = (await addVideo(steps.ctx(), { path: record.directory, url: record.videoUrl, fileName: record.fileName })).id;
  } else {
    const staged = await stagedBytes(steps, record);
    id = (await addFile(steps.ctx(), { path: record.directory, f: { path: staged.path, size: staged.size, fileName: record.fileName } })).file.id;
  }
  if (record.defaultAltText || record.shared || record.focalPoint) {
    await editFile(steps.ctx(), {
      id,
      newPath: record.directory,
      newFileName: record.fileName,
      defaultAltText: record.defaultAltText,
      shared: record.shared,
      focalPoint: record.focalPoint,
    });
  }
  await steps.mappings.set('media', record.id, id);
  return 'created';
}

async function importTag(steps: ImportSteps, record: TagRecord): Promise<StepResult> {
  if ((await steps.mappings.get('tag', record.id)) !== null) return 'existing';
  try {
    const tag = await createTag(steps.ctx(), { name: record.name, isPrivate: record.isPrivate });
    await steps.mappings.set('tag', record.id, tag.id);
    return 'created';
  } catch (error) {
    if (!(isCodedError(error) && error.errors[0].code === 'V_06')) throw error;
    // Tags are known by their name: one of that name here (whatever its case) is the same tag.
    const named = await (record.isPrivate ? fetchPrivateTags : fetchTags)(steps.ctx(), {});
    const same = named.find((tag) => tag.name.toLowerCase() === record.name.toLowerCase());
    if (!same) throw error;
    await steps.mappings.set('tag', record.id, same.id);
    return 'existing';
  }
}

/** The source's media and reusable block ids the parts name, mapped to this installation's. */
async function idMapsFor(steps: ImportSteps, parts: Parameters<typeof referencedIds>[0]): Promise<IdMaps> {
  const ids = referencedIds(parts);
  return { media: await steps.mappings.many('media', ids.media), reusable: await steps.mappings.many('reusable-block', ids.reusable) };
}

/** A reusable block with its published content published and its latest content on top. */
async function importReusableBlock(steps: ImportSteps, record: ReusableBlockRecord): Promise<StepResult> {
  if ((await steps.mappings.get('reusable-block', record.id)) !== null) return 'existing';
  const contents = record.published ? [record.published, record.latest] : [record.latest];
  const maps = await idMapsFor(steps, { images: { ...record.latest.images, ...record.published?.images }, files: { ...record.latest.files, ...record.published?.files } });
  const errors: ErrorEntry[] = [];
  const mapped = contents.map((content) => ({
    props: content.props,
    __images: mapReusableSlots(content.images, maps, errors, 'images'),
    __files: mapReusableSlots(content.files, maps, errors, 'files'),
  }));
  if (errors.length > 0) throw new CodedError(errors);
  let block = await createReusableBlock(steps.ctx(), { name: record.name, type: record.type, ...mapped[0] });
  if (record.published || record.latestIsPublished) block = await publishReusableBlock(steps.ctx(), { id: block.id, versionID: block.versionID });
  if (record.published) block = await updateReusableBlock(steps.ctx(), { id: block.id, versionID: block.versionID, name: record.name, ...mapped[1] });
  await steps.mappings.set('reusable-block', record.id, block.id);
  return 'created';
}

/** The page's versions with every media and reusable block id mapped; refused whole when one is not. */
async function mappedVersions(steps: ImportSteps, record: PageRecord) {
  const maps = await idMapsFor(steps, { blocks: record.versions.flatMap((version) => version.blocks), seoImage: record.versions.flatMap((version) => version.seoImage ?? []) });
  const errors: ErrorEntry[] = [];
  const versions = record.versions.map((version, index) => {
    const at: ErrorEntry[] = [];
    const mapped = { ...version, blocks: mapBlocks(version.blocks, maps, at), seoImage: mapSeoImage(version.seoImage, maps, at) };
    errors.push(...at.map((entry) => ({ ...entry, property: `versions.${index}.${entry.property}` })));
    return mapped;
  });
  if (errors.length > 0) throw new CodedError(errors);
  return versions;
}

/**
 * A page in its locale (a translation of the group's first imported page), its versions stored
 * one on top of the other as an editor would (each validated against the block schemas), the
 * published one published, its tags set. A version refused takes the page away again, so a bad
 * record leaves nothing behind.
 */
async function importPage(steps: ImportSteps, record: PageRecord): Promise<StepResult> {
  if ((await steps.mappings.get('page', record.id)) !== null) return 'existing';
  const versions = await mappedVersions(steps, record);
  const group = await steps.mappings.get('translation-group', record.translationGroup);
  const first = versions[0];
  const created = group
    ? await createTranslation(steps.ctx(), { pageID: group, newLocale: record.locale, title: first.title, slug: record.slug })
    : await createPage(steps.ctx(), { title: first.title, slug: record.slug, type: record.type, locale: record.locale });
  try {
    let latest = created.pageVersionID;
    for (const version of versions) {
      const { number: _number, ...content } = version;
      try {
        latest = (await storeVersion(steps.ctx(), { versionId: latest, ...content })).pageVersionID;
      } catch (error) {
        // A draft that today's rules refuse (a new page's unfilled placeholders, which the page
        // made here starts from anyway) is left out and counted. The published version must pass.
        if (version.number === record.publishedVersion || !isCodedError(error)) throw error;
        steps.skippedVersions += 1;
        continue;
      }
      if (version.number === record.publishedVersion) await publishPage(steps.ctx(), { id: created.pageID });
    }
    const tags = await steps.mappings.many('tag', record.tags);
    if (tags.size > 0) await setPageTags(steps.ctx(), { pageId: created.pageID, tagIds: [...tags.values()] });
  } catch (error) {
    // The refusal is what the report names; a failed clean-up must not hide it.
    await deletePage(steps.ctx(), { id: created.pageID }).catch((cleanup: unknown) => steps.ctx().services.log.warn({ err: cleanup, page: created.pageID }, 'import: could not remove a refused page'));
    throw error;
  }
  await steps.mappings.set('page', record.id, created.pageID);
  if (!group) await steps.mappings.set('translation-group', record.translationGroup, created.pageID);
  return 'created';
}

async function importMenuItem(steps: ImportSteps, record: MenuRecord): Promise<StepResult> {
  if ((await steps.mappings.get('menu-item', record.id)) !== null) return 'existing';
  const parentId = record.parentId === null ? null : await steps.mappings.get('menu-item', record.parentId);
  if (record.parentId !== null && parentId === null) throw new CodedError('V_12', 'parentId');
  const pageId = record.pageId === null ? null : await steps.mappings.get('page', record.pageId);
  if (record.pageId !== null && pageId === null) throw new CodedError('V_12', 'pageId');
  // Items come in their order among their siblings: each goes at the end.
  const item = await createMenuItem(steps.ctx(), { locale: record.locale, parentId, label: record.label, pageId, url: pageId === null ? record.url : null });
  await steps.mappings.set('menu-item', record.id, item.id);
  return 'created';
}

async function importSiteText(steps: ImportSteps, record: SiteTextRecord): Promise<StepResult> {
  const address = `${record.key}/${record.locale}`;
  if ((await steps.mappings.get('site-text', address)) !== null) return 'existing';
  await setSiteText(steps.ctx(), { key: record.key, locale: record.locale, value: record.value });
  await steps.mappings.set('site-text', address, 0);
  return 'created';
}

async function importSkill(steps: ImportSteps, record: SkillRecord): Promise<StepResult> {
  if ((await steps.mappings.get('skill', record.id)) !== null) return 'existing';
  const skill = await createSkill(steps.ctx(), { name: record.name, active: record.active, position: record.position });
  await steps.mappings.set('skill', record.id, skill.id);
  return 'created';
}

/** A certificate's or team member's picture, its file id mapped (V_12 on `image.fileID` when the file was not imported). */
async function mappedImage(steps: ImportSteps, image: Record<string, unknown> | null): Promise<unknown> {
  if (image === null) return null;
  const errors: ErrorEntry[] = [];
  const { image: mapped } = mapReusableSlots({ image }, await idMapsFor(steps, { images: { image } }), errors, '');
  if (errors.length > 0) throw new CodedError('V_12', 'image.fileID');
  return mapped;
}

async function importCertificate(steps: ImportSteps, record: CertificateRecord): Promise<StepResult> {
  if ((await steps.mappings.get('certificate', record.id)) !== null) return 'existing';
  const { id: _id, image, ...fields } = record;
  const certificate = await createCertificate(steps.ctx(), { ...fields, image: await mappedImage(steps, image) });
  await steps.mappings.set('certificate', record.id, certificate.id);
  return 'created';
}

async function importTeamMember(steps: ImportSteps, record: TeamMemberRecord): Promise<StepResult> {
  if ((await steps.mappings.get('team-member', record.id)) !== null) return 'existing';
  const { id: _id, image, skills, ...fields } = record;
  const mappedSkills = await steps.mappings.many('skill', skills);
  if (mappedSkills.size !== new Set(skills).size) throw new CodedError('V_12', 'skills');
  const member = await createTeamMember(steps.ctx(), { ...fields, skills: skills.map((skill) => mappedSkills.get(skill)), image: await mappedImage(steps, image) });
  await steps.mappings.set('team-member', record.id, member.id);
  return 'created';
}

export const importStep: Record<TransferFile, (steps: ImportSteps, record: never) => Promise<StepResult>> = {
  'media-folders': importFolder,
  media: importMedia,
  tags: importTag,
  'reusable-blocks': importReusableBlock,
  pages: importPage,
  menus: importMenuItem,
  'site-texts': importSiteText,
  skills: importSkill,
  certificates: importCertificate,
  'team-members': importTeamMember,
};
