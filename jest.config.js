/** A database per jest worker (globalSetup: an embedded PostgreSQL each, or <name>_wN on DATABASE_URL's server; setupFiles hands it to each file); a file resets its worker's tables. */
const fs = require('node:fs');
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** The admin's React files: TSX with the automatic JSX runtime (no `import React`). */
const swcTsx = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** Admin apps arrive one by one, and jest refuses a root folder that does not exist yet. */
const adminRoots = ['admin-kit/src', 'admin-shell/src', 'admin-users/src', 'admin-media/src', 'admin-pages/src', 'admin-site/src']
  .filter((dir) => fs.existsSync(path.join(__dirname, dir)))
  .map((dir) => `<rootDir>/${dir}`);

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/content-model/src', '<rootDir>/read-model/src', '<rootDir>/schema/src', '<rootDir>/gateway/src', '<rootDir>/tools/src', '<rootDir>/site', ...adminRoots],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx$': ['@swc/jest', swcTsx],
    '^.+\\.(ts|js|mjs)$': ['@swc/jest', swc],
  },
  // ESM-only packages (graphql-upload; @scure/base and @noble/hashes, also under @otplib's packages; openid-client with oauth4webapi and jose) are compiled to CommonJS for jest;
  // so is the OTLP exporter's base, whose `import('http')` jest's CommonJS runtime cannot run.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|@scure/base|@noble/hashes|@otplib|openid-client|oauth4webapi|jose|@opentelemetry/otlp-exporter-base)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Workspace packages resolve to their sources, so a test runs the code it tests, not its last
  // build (and one copy of each module: a CodedError from the gateway is the schema's CodedError).
  // @tessera/testing is a workspace package whose main is already its source.
  moduleNameMapper: {
    '^@tessera/content-model$': '<rootDir>/content-model/src/index.ts',
    '^@tessera/read-model$': '<rootDir>/read-model/src/index.ts',
    '^@tessera/schema$': '<rootDir>/schema/src/index.ts',
    '^@tessera/site$': '<rootDir>/site/src/index.ts',
    '^@tessera/gateway$': '<rootDir>/gateway/src/index.ts',
    // admin-kit's per-component Mantine imports (webpack alias of Mantine's esm/): the CommonJS twins.
    '^@mantine-esm/(.*)\\.mjs$': '<rootDir>/node_modules/@mantine/core/cjs/$1.cjs',
    // Style sheets are the bundler's: in a test, an import of one is an empty module.
    '\\.css$': '<rootDir>/testing/src/style-sheet.js',
  },
  globalSetup: '<rootDir>/testing/src/global-setup.ts',
  setupFiles: ['<rootDir>/testing/src/worker-setup.ts'],
  globalTeardown: '<rootDir>/testing/src/global-teardown.ts',
  testTimeout: 60_000,
};
