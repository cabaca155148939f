import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import type { DragItem } from '../browser/dnd';
import { moveNotice } from './move-notice';

const t = ((key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
const file = { kind: 'file', file: { id: 1, fileName: 'team.jpg', path: '/Team' } } as DragItem;
const folder = { kind: 'folder', folder: { path: '/Team/Old', parent: '/Team', folderName: 'Old' } } as DragItem;

describe('the notice after the move dialog', () => {
  it('calls a new name in the same folder a rename', () => {
    expect(moveNotice(t, { item: file, folder: '/Team', name: 'staff.jpg' })).toBe('media.moveNotice.renamed {"name":"team.jpg","newName":"staff.jpg"}');
    expect(moveNotice(t, { item: folder, folder: '/Team', name: 'New' })).toBe('media.moveNotice.renamed {"name":"Old","newName":"New"}');
  });

  it('calls another folder a move, naming the folder, and says when the name changed too', () => {
    expect(moveNotice(t, { item: file, folder: '/Archive/2024', name: 'team.jpg' })).toBe('media.move.fileMoved {"name":"team.jpg","folder":"2024"}');
    expect(moveNotice(t, { item: folder, folder: '/', name: 'Old' })).toBe('media.move.folderMoved {"name":"Old","folder":"media.root {}"}');
    expect(moveNotice(t, { item: file, folder: '/Archive', name: 'old-team.jpg' })).toBe('media.moveNotice.movedRenamed {"name":"team.jpg","newName":"old-team.jpg","folder":"Archive"}');
  });
});
