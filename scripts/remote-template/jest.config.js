/**
 * This remote's browser test (`npm test`): Tessera's e2e set-up (one embedded PostgreSQL, the
 * gateway in-process, Debian's chromium) with this folder's e2e/ as the tests.
 */
const path = require('node:path');

const repo = path.join(path.dirname(require.resolve('@tessera/admin-kit/package.json')), '..');
const tessera = require(path.join(repo, 'e2e/jest.config.js'));

module.exports = { ...tessera, roots: [path.join(__dirname, 'e2e')], testMatch: ['**/*.e2e.ts'] };
