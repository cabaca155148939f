import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminKitVersion, breakingPart, IncompatibleRemoteError, kitCompatibility } from './kit-version';

describe('kitCompatibility: a remote runs with the shell’s admin-kit of the same major', () => {
  test('the same major is compatible, whatever the minor and patch', () => {
    expect(kitCompatibility('2.0.0', '2.7.1')).toBe('compatible');
    expect(kitCompatibility('2.9.3', '2.0.0')).toBe('compatible');
    expect(kitCompatibility('2.1.0-beta.1', '2.1.0')).toBe('compatible');
  });

  test('another major is incompatible, older or newer', () => {
    expect(kitCompatibility('1.4.0', '2.0.0')).toBe('incompatible');
    expect(kitCompatibility('3.0.0', '2.5.0')).toBe('incompatible');
    expect(kitCompatibility('1.0.0', '0.1.0')).toBe('incompatible');
  });

  test('before 1.0 the minor is the breaking part', () => {
    expect(kitCompatibility('0.1.4', '0.1.0')).toBe('compatible');
    expect(kitCompatibility('0.2.0', '0.1.0')).toBe('incompatible');
    expect(breakingPart('0.3.1')).toBe('0.3');
    expect(breakingPart('12.3.1')).toBe('12');
  });

  test('no recorded version is unknown; a version that is not semver is refused', () => {
    expect(kitCompatibility(undefined, '1.0.0')).toBe('unknown');
    expect(kitCompatibility('', '1.0.0')).toBe('unknown');
    expect(kitCompatibility(3, '1.0.0')).toBe('unknown');
    expect(kitCompatibility('latest', '1.0.0')).toBe('incompatible');
  });

  test('the shell compares with the admin-kit it was built with', () => {
    expect(adminKitVersion).toBe(JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')).version);
    expect(kitCompatibility(adminKitVersion)).toBe('compatible');
    const error = new IncompatibleRemoteError('admin_reports', '9.0.0');
    expect(error).toBeInstanceOf(Error);
    expect([error.remote, error.builtAgainst, error.running]).toEqual(['admin_reports', '9.0.0', adminKitVersion]);
  });
});
