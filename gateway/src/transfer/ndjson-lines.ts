import { createReadStream } from 'node:fs';

export type NdjsonLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * The lines of a file, one at a time, numbered from 1. A line longer than `maxBytes` is answered
 * as `tooLong` and its bytes are dropped as they arrive, so a hostile file cannot make the reader
 * hold more than about `maxBytes` plus one chunk, however long its lines.
 */
export async function* ndjsonLines(path: string, maxBytes: number): AsyncGenerator<NdjsonLine> {
  let parts: Buffer[] = [];
  let held = 0;
  let tooLong = false;
  let line = 0;
  const finish = (): NdjsonLine | null => {
    line += 1;
    const answer: NdjsonLine = tooLong ? { line, tooLong: true } : { line, text: Buffer.concat(parts).toString('utf8') };
    parts = [];
    held = 0;
    tooLong = false;
    return 'text' in answer && answer.text.trim() === '' ? null : answer;
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
      if (!tooLong) parts.push(chunk.subarray(start, at));
      held += at - start;
      if (held > maxBytes) tooLong = true;
      const answer = finish();
      if (answer) yield answer;
      start = at + 1;
    }
    const rest = chunk.length - start;
    held += rest;
    if (held > maxBytes) {
      tooLong = true;
      parts = [];
    } else if (rest > 0) parts.push(chunk.subarray(start));
  }
  if (held > 0 || tooLong) {
    const answer = finish();
    if (answer) yield answer;
  }
}
