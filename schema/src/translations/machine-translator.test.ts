import { isCodedError } from '../errors/coded-error';
import { startLibreTranslateStandIn, type LibreTranslateStandIn } from './libre-translate.test-support';
import { libreTranslate } from './machine-translator';

let engine: LibreTranslateStandIn;

beforeAll(async () => {
  engine = await startLibreTranslateStandIn();
});

afterAll(() => engine.stop());

afterEach(() => {
  engine.answer = null;
});

async function codeOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    return isCodedError(error) ? error.code : 'uncoded';
  }
}

describe('the LibreTranslate engine', () => {
  it('sends the texts with ISO 639 codes and the API key, and reads the translations in order', async () => {
    const translator = libreTranslate({ url: `${engine.url}/`, apiKey: 'k' });
    expect(await translator.translate(['one', 'two'], 'en-gb', 'de-de', 'text')).toEqual(['[de] ONE', '[de] TWO']);
    expect(engine.requests.at(-1)).toEqual({ q: ['one', 'two'], source: 'en', target: 'de', format: 'text', api_key: 'k' });
  });

  it('sanitizes HTML answers', async () => {
    engine.answer = (request) => ({ body: { translatedText: request.q.map(() => '<p onclick="x()">Hi<script>alert(1)</script></p>') } });
    expect(await libreTranslate({ url: engine.url }).translate(['<p>Hi</p>'], 'en-gb', 'fr-fr', 'html')).toEqual(['<p>Hi</p>']);
  });

  it('gives up after its timeout, past its answer size, and on answers of the wrong shape: G_02', async () => {
    engine.answer = () => ({ delayMs: 1_000, body: { translatedText: ['late'] } });
    const started = Date.now();
    expect(await codeOf(libreTranslate({ url: engine.url, timeoutMs: 100 }).translate(['a'], 'en-gb', 'de-de', 'text'))).toBe('G_02');
    expect(Date.now() - started).toBeLessThan(900);
    engine.answer = () => ({ body: { translatedText: ['x'.repeat(10_000)] } });
    expect(await codeOf(libreTranslate({ url: engine.url, maxResponseBytes: 1_000 }).translate(['a'], 'en-gb', 'de-de', 'text'))).toBe('G_02');
    for (const body of ['not json', { translatedText: 'one' }, { translatedText: [1] }, { translatedText: [] }]) {
      engine.answer = () => ({ body });
      expect(await codeOf(libreTranslate({ url: engine.url }).translate(['a'], 'en-gb', 'de-de', 'text'))).toBe('G_02');
    }
    expect(await codeOf(libreTranslate({ url: 'http://127.0.0.1:9' }).translate(['a'], 'en-gb', 'de-de', 'text'))).toBe('G_02');
  });
});
