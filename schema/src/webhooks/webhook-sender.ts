import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { errorText } from '../events/event-consumers';
import type { WebhookSettings } from './webhook-settings';
import { signatureHeader, signWebhook } from './webhook-signature';
import { parseWebhookUrl, resolveWebhookTarget } from './webhook-target';

/** What one attempt sends. */
export interface WebhookMessage {
  eventId: string;
  eventType: string;
  body: string;
  attempt: number;
}

export interface WebhookAttempt {
  succeeded: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The most of a receiver's answer read (and thrown away): a receiver cannot make the sender hold more. */
const maxResponseBytes = 16 * 1024;

/** A lookup that answers the address already checked, whatever it is asked: no second resolution. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * One attempt at POSTing a signed message to an endpoint. The URL is checked again here and the
 * connection goes to the checked address; redirects are not followed (a 3xx is a failed
 * attempt: the Location could name anything), only a 2xx succeeds, and the attempt ends after
 * `timeoutMs` whatever the receiver does.
 */
export async function sendWebhook(urlText: string, secret: string, message: WebhookMessage, settings: WebhookSettings): Promise<WebhookAttempt> {
  const started = Date.now();
  const failed = (error: string, statusCode: number | null = null): WebhookAttempt => ({ succeeded: false, statusCode, error: error.slice(0, 1000), durationMs: Date.now() - started });
  const url = parseWebhookUrl(urlText);
  if (!url) return failed('refused: not an http(s) URL');
  const target = await resolveWebhookTarget(url, settings);
  if (!target.ok) return failed(target.message);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(message.body),
    'User-Agent': 'Tessera-Webhooks/1',
    'Tessera-Event-Id': message.eventId,
    'Tessera-Event-Type': message.eventType,
    'Tessera-Delivery-Attempt': String(message.attempt),
    [signatureHeader]: signWebhook(secret, message.body, Math.floor(Date.now() / 1000)),
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers, lookup: pinnedLookup(target.address, target.family), agent: false }, resolve);
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)), Math.max(0, settings.timeoutMs - (Date.now() - started)));
      req.once('close', () => clearTimeout(timer));
      req.once('error', reject);
      req.end(message.body);
    });
    await drain(response, Math.max(0, settings.timeoutMs - (Date.now() - started)));
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { succeeded: true, statusCode: status, error: null, durationMs: Date.now() - started };
    if (status >= 300 && status < 400) return failed(`redirect (HTTP ${status}) not followed`, status);
    return failed(`HTTP ${status}`, status);
  } catch (error) {
    return failed(errorText(error));
  }
}

/** Reads the answer up to maxResponseBytes (or until the time is up), then lets the socket go. */
function drain(response: IncomingMessage, remainingMs: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      response.destroy();
      resolve();
    };
    const timer = setTimeout(done, remainingMs);
    response.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read >= maxResponseBytes) done();
    });
    response.once('end', done);
    response.once('error', done);
  });
}
