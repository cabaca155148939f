// A jest setupFile: each test file talks to its worker's database (global-setup.ts made one per worker).
const urls = (process.env.TESSERA_TEST_DATABASE_URLS ?? '').split(' ').filter(Boolean);
if (urls.length > 0) process.env.TESSERA_TEST_DATABASE_URL = urls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % urls.length];
