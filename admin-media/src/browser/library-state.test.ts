import { describe, expect, it } from '@jest/globals';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { initialLibraryState, libraryReducer, type LibraryAction, type LibraryState } from './library-state';

const file = (id: number, path: string, fileName = `file-${id}.jpg`) => ({ id, path, fileName }) as MediaFile;
const folder = (path: string): MediaFolder => {
  const cut = path.lastIndexOf('/');
  return { path, folderName: path.slice(cut + 1), parent: cut <= 0 ? '/' : path.slice(0, cut) };
};
const run = (state: LibraryState, ...actions: LibraryAction[]) => actions.reduce(libraryReducer, state);

const loadedPhotos = run(initialLibraryState('/photos'), { type: 'loaded', path: '/photos', folders: [folder('/photos/team')], files: [file(1, '/photos')] });

describe('the library state (SPEC §4 media library)', () => {
  it('clears content, search term and results when the directory changes', () => {
    const searched = run(loadedPhotos, { type: 'searchChanged', term: 'team' }, { type: 'searched', path: '/photos', term: 'team', files: [file(1, '/photos')] });
    expect(searched.results).toHaveLength(1);
    expect(run(searched, { type: 'navigated', path: '/archive' })).toEqual(initialLibraryState('/archive'));
  });

  it('takes the folder as the server spells it, and drops answers for a folder no longer shown', () => {
    const asked = initialLibraryState('/PHOTOS');
    expect(run(asked, { type: 'loaded', path: '/photos', folders: [], files: [] })).toMatchObject({ path: '/photos', status: 'ready' });
    expect(run(asked, { type: 'loaded', path: '/archive', folders: [], files: [file(9, '/archive')] })).toBe(asked);
    expect(run(asked, { type: 'loadFailed', path: '/archive', errors: [{ code: 'G_01' }] })).toBe(asked);
    expect(run(asked, { type: 'loadFailed', path: '/PHOTOS', errors: [{ code: 'V_12', property: 'path' }] })).toMatchObject({
      status: 'failed',
      errors: [{ code: 'V_12', property: 'path' }],
    });
  });

  it('appends an upload when it went to the folder shown, and only then', () => {
    const appended = run(loadedPhotos, { type: 'fileAdded', file: file(2, '/Photos') });
    expect(appended.files.map((f) => f.id)).toEqual([1, 2]);
    expect(run(loadedPhotos, { type: 'fileAdded', file: file(3, '/photos/team') })).toBe(loadedPhotos);
    // The same file again (an answer heard twice) is replaced, not doubled.
    expect(run(appended, { type: 'fileAdded', file: file(2, '/photos', 'renamed.jpg') }).files.map((f) => f.fileName)).toEqual(['file-1.jpg', 'renamed.jpg']);
  });

  it('appends a new folder of the folder shown, once', () => {
    const added = run(loadedPhotos, { type: 'folderAdded', folder: folder('/photos/events') });
    expect(added.folders.map((f) => f.path)).toEqual(['/photos/team', '/photos/events']);
    expect(run(added, { type: 'folderAdded', folder: folder('/photos/events') })).toBe(added);
    expect(run(loadedPhotos, { type: 'folderAdded', folder: folder('/archive/old') })).toBe(loadedPhotos);
  });

  it('searches only while there is a term, and keeps only the answer to the current term', () => {
    const typing = run(loadedPhotos, { type: 'searchChanged', term: 'tea' });
    expect(typing).toMatchObject({ searchTerm: 'tea', searchStatus: 'searching', results: null });
    const typedOn = run(typing, { type: 'searchChanged', term: 'team' });
    expect(run(typedOn, { type: 'searched', path: '/photos', term: 'tea', files: [file(1, '/photos')] })).toBe(typedOn);
    const found = run(typedOn, { type: 'searched', path: '/photos', term: 'team', files: [file(5, '/photos/team')] });
    expect(found).toMatchObject({ searchStatus: 'ready', results: [{ id: 5 }] });
    expect(run(found, { type: 'searchChanged', term: '  ' })).toMatchObject({ results: null, searchStatus: 'idle', searchTerm: '  ' });
    expect(run(typedOn, { type: 'searchFailed', path: '/photos', term: 'team' }).searchStatus).toBe('failed');
  });

  it('shows an edited file in the folder and in the results, and lets it go when it left the folder', () => {
    const searched = run(loadedPhotos, { type: 'searchChanged', term: 'file' }, { type: 'searched', path: '/photos', term: 'file', files: [file(1, '/photos')] });
    const renamed = run(searched, { type: 'fileChanged', file: file(1, '/photos', 'new.jpg') });
    expect(renamed.files[0].fileName).toBe('new.jpg');
    expect(renamed.results?.[0].fileName).toBe('new.jpg');
    expect(run(loadedPhotos, { type: 'fileChanged', file: file(1, '/archive') }).files).toEqual([]);
  });
});
