import { createHash } from 'node:crypto';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { videoOf } from '../../blocks/links';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { lockFolder, mediaChanged, nameTaken, resolveDirectory } from '../media-library';
import { checkName } from '../media-path';
import { MediaFile, type VideoLink } from '../media.entities';
import { folderPath } from '../media.inputs';
import { presentFile } from '../media.view';

function linkOf(url: string): VideoLink | null {
  const video = videoOf(url);
  if (!video) return null;
  return video.provider === 'youtube'
    ? { ...video, url, embedUrl: `https://www.youtube-nocookie.com/embed/${video.id}`, thumbnailUrl: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` }
    : { ...video, url, embedUrl: `https://player.vimeo.com/video/${video.id}`, thumbnailUrl: null };
}

/**
 * Adds a hosted video by its link (YouTube or Vimeo, every usual URL form). Anything else is V_13
 * on `url`, which the admin shows as "video link is not valid".
 */
export const addVideo = defineOperation({
  name: 'addVideo',
  access: 'manage-media',
  input: z.object({
    path: folderPath('path').default('/'),
    url: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(2048, 'V_14'),
    fileName: z.string({ invalid_type_error: 'V_12' }).trim().max(255, 'V_14').optional(),
  }),
  async run(ctx, input) {
    const video = linkOf(input.url);
    if (!video) throw new CodedError('V_13', 'url');
    const fileName = checkName(input.fileName || `${video.provider}-${video.id}`, 'fileName');
    const file = await inTransaction(ctx, async (tx) => {
      const directory = await resolveDirectory(tx.em, input.path, 'path');
      await lockFolder(tx, directory);
      if (await nameTaken(tx.em, directory, fileName)) throw new CodedError('ML_03', 'fileName');
      const created = tx.em.create(MediaFile, {
        directory,
        fileName,
        kind: 'video',
        contentType: `video/x-${video.provider}`,
        hash: createHash('sha256').update(`${video.provider}:${video.id}`).digest('hex'),
        video,
        createdBy: actingUserId(tx.viewer),
      });
      tx.em.persist(created);
      await tx.em.flush();
      recordAudit(tx, { action: 'media.video-added', subject: { type: 'media-file', id: created.id }, details: { path: directory, fileName, provider: video.provider, videoId: video.id } });
      mediaChanged(tx, { action: 'file-added', fileIds: [created.id], paths: [directory] });
      return created;
    });
    return presentFile(file);
  },
});
