import { CodedError } from '../errors/coded-error';
import { sanitizeRichText } from '../blocks/rich-text';
import { translationLimits } from './translation-rules';

/*
 * Machine translation (issue 36): an engine behind one interface, wired by the gateway from its
 * configuration (TESSERA_MT_URL); absent, the feature is off. It only ever fills a draft
 * (machineTranslatePage); nothing it answers is trusted: HTML is sanitized like an editor's,
 * plain text stays text (the block schemas check it when the draft is stored).
 */

export type TranslationFormat = 'text' | 'html';

export interface MachineTranslator {
  /** The texts translated, in order; a CodedError (G_02) when the engine fails or answers nonsense. */
  translate(texts: readonly string[], from: string, to: string, format: TranslationFormat): Promise<string[]>;
}

export interface LibreTranslateSettings {
  /** The server's base URL: POST {url}/translate. */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

/** LibreTranslate speaks ISO 639 language codes: `de-de` → `de`. */
export const engineLanguage = (locale: string) => locale.split('-')[0];

const unavailable = () => new CodedError('G_02');

/** The answer's body, refused once it passes `maxBytes` while it streams in. */
async function boundedBody(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw unavailable();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw unavailable();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A LibreTranslate-compatible server: POST /translate {q: [...], source, target, format, api_key?} → {translatedText: [...]}. */
export function libreTranslate(settings: LibreTranslateSettings): MachineTranslator {
  const endpoint = `${settings.url.replace(/\/$/, '')}/translate`;
  const timeoutMs = settings.timeoutMs ?? translationLimits.machineTranslationTimeoutMs;
  const maxBytes = settings.maxResponseBytes ?? translationLimits.machineTranslationMaxBytes;
  return {
    async translate(texts, from, to, format) {
      if (texts.length === 0) return [];
      let body: unknown;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: texts, source: engineLanguage(from), target: engineLanguage(to), format, ...(settings.apiKey ? { api_key: settings.apiKey } : {}) }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await boundedBody(response, maxBytes);
        if (!response.ok) throw unavailable();
        body = JSON.parse(text);
      } catch (error) {
        if (error instanceof CodedError) throw error;
        throw unavailable();
      }
      const translated = (body as { translatedText?: unknown } | null)?.translatedText;
      if (!Array.isArray(translated) || translated.length !== texts.length || translated.some((t) => typeof t !== 'string')) throw unavailable();
      return (translated as string[]).map((text) => (format === 'html' ? sanitizeRichText(text) : text));
    },
  };
}
