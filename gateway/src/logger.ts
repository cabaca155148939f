import pino, { type Logger } from 'pino';

/** Secrets never reach the log: cookies, CSRF tokens, passwords and tokens in bodies. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'res.headers["x-csrf-token"]',
        '*.password',
        '*.currentPassword',
        '*.confirm',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
