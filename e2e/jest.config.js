/**
 * Browser tests of the admin (`npm run e2e`). They drive the BUILT admin: run `npm run build`
 * first (admin-shell/dist and each remote's dist); the gateway itself runs in-process from source.
 * Needs Debian's chromium at /usr/bin/chromium (no browser is ever downloaded).
 * Same transform, module mapping and databases (one per worker) as the root config.
 */
const path = require('node:path');
const root = require('../jest.config.js');

module.exports = {
  rootDir: path.join(__dirname, '..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: root.transform,
  transformIgnorePatterns: root.transformIgnorePatterns,
  moduleFileExtensions: root.moduleFileExtensions,
  // What a remote's own browser test imports (scripts/remote-template/e2e): these helpers.
  moduleNameMapper: { ...root.moduleNameMapper, '^@tessera/e2e$': '<rootDir>/e2e/browser.ts' },
  globalSetup: root.globalSetup,
  setupFiles: root.setupFiles,
  globalTeardown: root.globalTeardown,
  testTimeout: 120_000,
};
