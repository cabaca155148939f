import { captureLogLines, requestAsWritten, startTestGateway, type LogLine, type TestGateway } from '@tessera/testing';

/**
 * The site routes on the normalised path, so every spelling of `/_preview/{version}` (an encoded
 * underscore or digit, another case, a doubled slash) is the draft preview: it must read the
 * session for each of them, or a hand-made spelling reaches the preview without one (a 500).
 */
let gateway: TestGateway;
const logLines: LogLine[] = [];

/** The digits of a version number percent-encoded (`1` is `%31`). */
const encoded = (version: number) => [...String(version)].map((digit) => `%3${digit}`).join('');

const spellings: Array<(version: number) => string> = [
  (v) => `/_preview/${v}`,
  (v) => `/%5fpreview/${v}`,
  (v) => `/%5Fpreview/${v}`,
  (v) => `/_PREVIEW/${v}`,
  (v) => `//_preview/${v}`,
  (v) => `/_preview//${v}/`,
  (v) => `/_preview/${encoded(v)}`,
  (v) => `/%5f%70review/${encoded(v)}`,
];

beforeAll(async () => {
  captureLogLines(logLines);
  gateway = await startTestGateway({ logLevel: 'info' });
});

afterAll(async () => {
  await gateway?.stop();
  jest.restoreAllMocks();
});

async function storedDraft(): Promise<number> {
  const editor = await gateway.signedIn('editor');
  const created = await editor.client.rest('POST', '/api/tessera/page/create', { title: 'Spelled', slug: 'spelled', type: 'content-page', locale: 'en-gb' });
  const stored = await editor.client.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store`, {
    title: 'Spelled',
    blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Draft shown</p>' } }],
  });
  expect(stored.status).toBe(200);
  return stored.body.pageVersionID;
}

describe('a draft preview however its path is spelled', () => {
  it('asks an anonymous visitor to sign in, as the plain spelling does, with no error logged', async () => {
    const from = logLines.length;
    for (const spelling of spellings) {
      const path = spelling(1);
      const answer = await requestAsWritten(gateway.url, 'GET', path);
      expect({ path, status: answer.status, text: answer.text }).toEqual({ path, status: 401, text: 'Sign in to the admin to preview drafts.' });
    }
    expect(logLines.slice(from).filter((line) => line.level >= 40)).toEqual([]);
  });

  it('shows the draft to its editor', async () => {
    const version = await storedDraft();
    const editor = await gateway.signedIn('editor');
    for (const spelling of spellings) {
      const path = spelling(version);
      const answer = await requestAsWritten(gateway.url, 'GET', path, { cookie: editor.client.cookie! });
      expect({ path, status: answer.status, shows: answer.text.includes('<p>Draft shown</p>') }).toEqual({ path, status: 200, shows: true });
    }
  });
});
