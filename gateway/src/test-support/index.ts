export { startTestGateway, resetDatabase, adminEmail, adminPassword, type TestGateway } from './test-gateway';
export { TestClient, type Reply } from './client';
export { SmtpListener } from './smtp-listener';
