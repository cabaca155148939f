export { startTestGateway, resetDatabase, adminEmail, adminPassword, userPassword, type TestGateway } from './test-gateway';
export { TestClient, type Reply } from './client';
export { SmtpListener } from './smtp-listener';
export { requestAsWritten, type RawAnswer } from './request-as-written';
