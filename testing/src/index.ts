export { startTestGateway, testStorage, adminEmail, adminPassword, userPassword, type TestGateway } from './test-gateway';
export { resetDatabase } from '@tessera/schema/src/test-support/test-database';
export { TestClient, type Reply } from './client';
export { SmtpListener } from './smtp-listener';
export { requestAsWritten, type RawAnswer } from './request-as-written';
export { startS3rver, s3rverCredentials, type TestS3Server } from '@tessera/gateway';
export { snapshotDatabase, type DatabaseSnapshot } from './database-snapshot';
export { captureLogLines, type LogLine } from './log-lines';
export { startOidcProvider, type TestOidcProvider, type TestOidcClient, type TestOidcClaims } from './oidc-provider';
