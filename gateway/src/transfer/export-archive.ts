import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline as pipelineStreams } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { CodedError, type TransferExports } from '@tessera/schema';
import { exportsDir } from './transfer-job-runner';

/** The names in an export directory, its NDJSON files and manifest first, then the media bytes. */
async function entriesOf(dir: string): Promise<string[]> {
  const top = (await readdir(dir)).filter((name) => name !== 'files').sort();
  const files = existsSync(join(dir, 'files')) ? (await readdir(join(dir, 'files'))).sort().map((name) => `files/${name}`) : [];
  return [...top, ...files];
}

/**
 * Finished exports (exports/<job id>/ of the data directory) as .tar.gz, packed file by file as
 * the client reads (tar-stream, then gzip), so a large export never sits in memory. The archive
 * holds one folder, `export-<id>/`, which `tessera import --from` reads once unpacked.
 */
export function exportArchives(dataDir: string): TransferExports {
  return {
    async archive(jobId) {
      const dir = join(exportsDir(dataDir), String(jobId));
      if (!existsSync(join(dir, 'manifest.json'))) throw new CodedError('V_12', 'id');
      const names = await entriesOf(dir);
      const pack = tarPack();
      const gzip = pipelineStreams(pack, createGzip(), () => undefined);
      const fill = async () => {
        for (const name of names) {
          const path = join(dir, name);
          const { size } = await stat(path);
          await pipeline(createReadStream(path), pack.entry({ name: `export-${jobId}/${name}`, size }));
        }
        pack.finalize();
      };
      fill().catch((error: unknown) => pack.destroy(error as Error));
      return gzip;
    },
  };
}
