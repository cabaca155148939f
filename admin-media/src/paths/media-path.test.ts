import { describe, expect, it } from '@jest/globals';
import { breadcrumbsOf, canMoveFolderInto, freeName, isValidName, isWithin, joinPath, nameOf, normalizePath, parentOf, samePath } from './media-path';

describe('media paths', () => {
  it('normalizes a path read from the address to the server form', () => {
    expect(normalizePath(null)).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('photos/2024/')).toBe('/photos/2024');
    expect(normalizePath('//photos///team')).toBe('/photos/team');
  });

  it('joins, splits and compares paths as the server does (names unique whatever their case)', () => {
    expect(joinPath('/', 'photos')).toBe('/photos');
    expect(joinPath('/photos', 'team')).toBe('/photos/team');
    expect(parentOf('/photos/team')).toBe('/photos');
    expect(parentOf('/photos')).toBe('/');
    expect(parentOf('/')).toBe('/');
    expect(nameOf('/photos/team')).toBe('team');
    expect(samePath('/Photos/Team', '/photos/team')).toBe(true);
    expect(samePath('/photos', '/photos/team')).toBe(false);
  });

  it('knows what lies within a folder', () => {
    expect(isWithin('/photos/team', '/photos')).toBe(true);
    expect(isWithin('/Photos', '/photos')).toBe(true);
    expect(isWithin('/photos-old', '/photos')).toBe(false);
    expect(isWithin('/anything', '/')).toBe(true);
  });

  it('makes the breadcrumb trail from the root down to the folder', () => {
    expect(breadcrumbsOf('/')).toEqual([{ name: null, path: '/' }]);
    expect(breadcrumbsOf('/photos/2024/summer')).toEqual([
      { name: null, path: '/' },
      { name: 'photos', path: '/photos' },
      { name: '2024', path: '/photos/2024' },
      { name: 'summer', path: '/photos/2024/summer' },
    ]);
  });

  it('refuses to move a folder into itself, below itself, or where it already is', () => {
    expect(canMoveFolderInto('/photos', '/archive')).toBe(true);
    expect(canMoveFolderInto('/photos/team', '/')).toBe(true);
    expect(canMoveFolderInto('/photos', '/photos')).toBe(false);
    expect(canMoveFolderInto('/photos', '/photos/team')).toBe(false);
    expect(canMoveFolderInto('/photos/team', '/photos')).toBe(false);
    expect(canMoveFolderInto('/photos', '/')).toBe(false);
  });

  it('accepts the names the server accepts (one rule: content-model media-names.ts)', () => {
    expect(isValidName('Team photo 1.jpg')).toBe(true);
    expect(isValidName('café')).toBe(true);
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', ' lead', 'trail ', 'tab\there', 'x'.repeat(256)]) expect([bad, isValidName(bad)]).toEqual([bad, false]);
    for (const good of ['Überblick.pdf', '日本.txt', '👩\u200d💻.png']) expect([good, isValidName(good)]).toEqual([good, true]);
    const hidden = ['invoice\u202egpj.exe', 'mark\u200e.txt', 'arabic\u061cmark.txt', 'isolate\u2066d\u2069.txt', 'next\u0085line.txt', 'line\u2028break.txt', 'del\u007f.txt'];
    for (const bad of hidden) expect([bad, isValidName(bad)]).toEqual([bad, false]);
  });

  it('finds a free name for a copy, whatever the case of the names taken', () => {
    expect(freeName('photo-crop.jpg', ['photo.jpg'])).toBe('photo-crop.jpg');
    expect(freeName('photo-crop.jpg', ['Photo-Crop.JPG'])).toBe('photo-crop-2.jpg');
    expect(freeName('photo-crop.jpg', ['photo-crop.jpg', 'photo-crop-2.jpg'])).toBe('photo-crop-3.jpg');
    expect(freeName('notes', ['notes'])).toBe('notes-2');
  });
});
