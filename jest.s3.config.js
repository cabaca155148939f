/**
 * The media suite (gateway/src/api/media), the profile images, the demo seed, backup/restore and content export/import again, with their bytes in an S3 bucket: one s3rver (an S3-protocol server for
 * tests only) for the run, and every test gateway on S3Storage under a prefix of its own
 * (testing/src/s3-global-setup.ts, testing/src/test-gateway.ts). `npm run test:s3`.
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/schema/src', '<rootDir>/gateway/src'],
  testMatch: [
    '<rootDir>/gateway/src/api/media/**/*.test.ts',
    '<rootDir>/schema/src/media/**/*.test.ts',
    '<rootDir>/gateway/src/api/users/profile-image.test.ts',
    '<rootDir>/gateway/src/seed/seed-demo.test.ts',
    '<rootDir>/gateway/src/backup/backup.test.ts',
    '<rootDir>/gateway/src/transfer/transfer.test.ts',
  ],
  globalSetup: '<rootDir>/testing/src/s3-global-setup.ts',
  globalTeardown: '<rootDir>/testing/src/s3-global-teardown.ts',
};
