import { createHash } from 'node:crypto';
import { z } from 'zod';
import { videoOf } from '@tessera/content-model';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { addToFolder, resolveDirectory } from '../media-library';
import { checkName } from '../media-path';
import type { VideoLink } from '../media.entities';
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
      return addToFolder(
        tx,
        { directory, fileName, kind: 'video', contentType: `video/x-${video.provider}`, hash: createHash('sha256').update(`${video.provider}:${video.id}`).digest('hex'), video },
        { action: 'media.video-added', details: { provider: video.provider, videoId: video.id } },
        'fileName',
      );
    });
    return presentFile(file);
  },
});
