import { describe, expect, it } from '@jest/globals';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { uploadQueueReducer, type UploadItem } from './upload-queue';

const item = (key: string, status: UploadItem['status'] = 'uploading'): UploadItem => ({
  key,
  fileName: `${key}.jpg`,
  size: 10,
  path: '/',
  progress: 0,
  status,
  errors: status === 'refused' ? [{ code: 'ML_05', property: 'f' }] : [],
  warnings: [],
  file: null,
});
const stored = { id: 1, fileName: 'a.jpg' } as MediaFile;

describe('the upload queue', () => {
  it('follows each upload on its own: progress, end, failure, cancel', () => {
    let queue = uploadQueueReducer([], { type: 'added', items: [item('a'), item('b'), item('c'), item('d', 'refused')] });
    queue = uploadQueueReducer(queue, { type: 'progressed', key: 'a', progress: 0.4 });
    queue = uploadQueueReducer(queue, { type: 'progressed', key: 'b', progress: 0.9 });
    expect(queue.map((entry) => entry.progress)).toEqual([0.4, 0.9, 0, 0]);

    queue = uploadQueueReducer(queue, { type: 'finished', key: 'a', file: stored, warnings: ['image-size-above-recommended'] });
    queue = uploadQueueReducer(queue, { type: 'failed', key: 'b', errors: [{ code: 'ML_03', property: 'f' }] });
    queue = uploadQueueReducer(queue, { type: 'cancelled', key: 'c' });
    expect(queue.map((entry) => [entry.key, entry.status, entry.progress])).toEqual([
      ['a', 'done', 1],
      ['b', 'failed', 0.9],
      ['c', 'cancelled', 0],
      ['d', 'refused', 0],
    ]);
    expect(queue[0]).toMatchObject({ file: stored, warnings: ['image-size-above-recommended'] });
    expect(queue[1].errors).toEqual([{ code: 'ML_03', property: 'f' }]);
  });

  it('never moves progress back, nor changes an upload that has ended', () => {
    let queue = uploadQueueReducer([], { type: 'added', items: [item('a')] });
    queue = uploadQueueReducer(queue, { type: 'progressed', key: 'a', progress: 0.7 });
    queue = uploadQueueReducer(queue, { type: 'progressed', key: 'a', progress: 0.5 });
    expect(queue[0].progress).toBe(0.7);
    queue = uploadQueueReducer(queue, { type: 'cancelled', key: 'a' });
    queue = uploadQueueReducer(queue, { type: 'progressed', key: 'a', progress: 1 });
    queue = uploadQueueReducer(queue, { type: 'finished', key: 'a', file: stored, warnings: [] });
    expect(queue[0]).toMatchObject({ status: 'cancelled', progress: 0.7, file: null });
  });

  it('clears what has ended and keeps what is still being sent', () => {
    const queue = [item('a', 'done'), item('b'), item('c', 'failed'), item('d', 'cancelled'), item('e', 'refused')];
    expect(uploadQueueReducer(queue, { type: 'clearedFinished' }).map((entry) => entry.key)).toEqual(['b']);
  });

  it('shows a kept file under its new name and folder after a rename or move', () => {
    let queue = uploadQueueReducer([], { type: 'added', items: [item('a'), item('b')] });
    queue = uploadQueueReducer(queue, { type: 'finished', key: 'a', file: stored, warnings: [] });
    queue = uploadQueueReducer(queue, { type: 'fileChanged', file: { ...stored, fileName: 'renamed.jpg', path: '/Team' } as MediaFile });
    expect(queue.map((entry) => [entry.fileName, entry.path, entry.file?.fileName ?? null])).toEqual([
      ['renamed.jpg', '/Team', 'renamed.jpg'],
      ['b.jpg', '/', null],
    ]);
  });
});
