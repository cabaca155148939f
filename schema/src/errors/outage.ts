import { CodedError, isCodedError } from './coded-error';

/*
 * A failure of the database connection, as opposed to a bug: the server stopped or restarting,
 * the network between them cut, the pool unable to connect in time. The transports answer it with
 * a coded 503 (G_04, Retry-After) instead of G_01, and log it as a warning: nothing the client
 * sent was wrong, and trying again shortly works.
 */

/** Node's socket failures and PostgreSQL's connection classes (08: connection exception; 57P01-57P03: shutting down, crashed, starting up). */
const outageCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const outageMessages =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Timeout acquiring a connection|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|is not currently accepting connections|too many clients already/i;

/** Whether the error (or what caused it) says the database cannot be reached. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (outageCodes.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && outageMessages.test(message)) return true;
  }
  return false;
}

/** The database cannot be reached right now: 503 with a Retry-After the clients honour. */
export function databaseUnavailable(): CodedError {
  return new CodedError('G_04', undefined, 503).withDetails({ retryAfterSeconds: 5 });
}

/** What a transport answers for a failure: the coded error itself, G_04 for a database outage, or undefined for a bug (G_01, logged). */
export function codedFailure(error: unknown): CodedError | undefined {
  if (isCodedError(error)) return error;
  return isDatabaseOutage(error) ? databaseUnavailable() : undefined;
}
