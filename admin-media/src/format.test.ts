import { describe, expect, it } from '@jest/globals';
import { formatDimensions, formatFileSize } from './format';

describe('formatting', () => {
  it('writes a file size in the interface language, 1024 a step', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'de')).toBe('1,3 MB');
    expect(formatFileSize(1.5 * 1024 * 1024 * 1024, 'fr')).toMatch(/^1,5\s?Go$/);
  });

  it('writes nothing for an unknown size', () => {
    expect(formatFileSize(null, 'en')).toBe('');
    expect(formatFileSize(undefined, 'en')).toBe('');
    expect(formatFileSize(-1, 'en')).toBe('');
  });

  it('writes dimensions only when both are known', () => {
    expect(formatDimensions(1920, 1080)).toBe('1920 × 1080');
    expect(formatDimensions(null, 1080)).toBe('');
  });
});
