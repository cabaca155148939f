/** One embedded PostgreSQL per run (globalSetup); files run in band and reset the tables. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/schema/src', '<rootDir>/gateway/src', '<rootDir>/site'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(ts|js|mjs)$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@tessera/schema$': '<rootDir>/schema/src/index.ts',
    '^@tessera/site$': '<rootDir>/site/src/index.ts',
    '^@tessera/testing$': '<rootDir>/gateway/src/test-support/index.ts',
  },
  globalSetup: '<rootDir>/gateway/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/gateway/src/test-support/global-teardown.ts',
  testTimeout: 60_000,
};
