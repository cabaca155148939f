import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { sendUpload } from './send-upload';
import { uploadProblems, type AcceptKind } from './upload-check';
import { uploadQueueReducer, type UploadItem } from './upload-queue';

let serial = 0;

export interface Uploads {
  items: UploadItem[];
  /** Checks each file and sends those that pass, one request per file, all at once. */
  start(files: File[], path: string): void;
  cancel(key: string): void;
  clearFinished(): void;
  /** A kept file was renamed or moved: its line follows. */
  fileChanged(file: MediaFile): void;
}

/** The upload queue of a screen; `onUploaded` hears of each file the library kept. */
export function useUploads(accept: AcceptKind, onUploaded: (file: MediaFile) => void): Uploads {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const start = useCallback(
    (files: File[], path: string) => {
      const queued = files.map((file) => {
        const problems = uploadProblems(file, accept);
        const item: UploadItem = {
          key: `upload-${++serial}`,
          fileName: file.name,
          size: file.size,
          path,
          progress: 0,
          status: problems.length > 0 ? 'refused' : 'uploading',
          errors: problems,
          warnings: [],
          file: null,
        };
        return { item, file };
      });
      dispatch({ type: 'added', items: queued.map(({ item }) => item) });
      for (const { item, file } of queued) {
        if (item.status !== 'uploading') continue;
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        void sendUpload(file, file.name, path, {
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'progressed', key: item.key, progress }),
        }).then((outcome) => {
          controllers.current.delete(item.key);
          if (outcome.status === 'done') {
            dispatch({ type: 'finished', key: item.key, file: outcome.file, warnings: outcome.warnings });
            uploaded.current(outcome.file);
          } else if (outcome.status === 'failed') {
            dispatch({ type: 'failed', key: item.key, errors: outcome.errors });
          } else {
            dispatch({ type: 'cancelled', key: item.key });
          }
        });
      }
    },
    [accept],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const clearFinished = useCallback(() => dispatch({ type: 'clearedFinished' }), []);
  const fileChanged = useCallback((file: MediaFile) => dispatch({ type: 'fileChanged', file }), []);
  return { items, start, cancel, clearFinished, fileChanged };
}
