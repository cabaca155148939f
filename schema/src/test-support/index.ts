/** Schema's own test harness: the domain on the run's database, no gateway (see test-domain.ts). */
export { startTestDomain, type TestDomain } from './test-domain';
export { resetDatabase, testDatabaseUrl } from './test-database';
export { testConfig } from './test-config';
