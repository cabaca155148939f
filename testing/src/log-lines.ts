import { jest } from '@jest/globals';

/** A line of the gateway's log (pino's JSON), as a test reads it. */
export interface LogLine {
  level: number;
  msg?: string;
  res?: { statusCode: number };
}

/**
 * Gathers the gateway's log lines into `lines` from now on (pino writes to process.stdout itself
 * once its write is replaced), for a test that asserts what was, or was not, logged. Call it in
 * `beforeAll` before the gateway starts; `jest.restoreAllMocks()` in `afterAll` ends it.
 */
export function captureLogLines(lines: LogLine[]): void {
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        // Not a log line.
      }
    }
    return true;
  });
}
