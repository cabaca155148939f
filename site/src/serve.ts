import { createServer } from 'node:http';
import { httpSiteData } from './data/http-site-data';
import { createSite } from './http/site-handler';
import tesseraConfig from '../tessera.config';

/**
 * The site on its own, reading from a gateway over HTTP: `TESSERA_GATEWAY_URL` (the gateway),
 * `TESSERA_SECRET` (the gateway's secret, so the CSRF tokens of these pages pass there),
 * `TESSERA_PUBLIC_URL` and `PORT`. The API and admin paths are the gateway's: a proxy in front
 * sends /api, /graphql and /cmsadmin there. No events reach this process, so its HTML cache
 * is off (a zero bound) and pages are rendered per request.
 */
const gatewayUrl = process.env.TESSERA_GATEWAY_URL;
const secret = process.env.TESSERA_SECRET;
if (!gatewayUrl || !secret) {
  console.error('TESSERA_GATEWAY_URL and TESSERA_SECRET are needed');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8081);
const site = createSite({
  data: httpSiteData(gatewayUrl),
  config: tesseraConfig,
  secret,
  publicUrl: process.env.TESSERA_PUBLIC_URL ?? `http://localhost:${port}`,
  cacheMaxBytes: 0,
  log: { error: (obj, msg) => console.error(msg, obj), warn: (obj, msg) => console.warn(msg, obj) },
});
createServer((req, res) => void site.handle(req, res)).listen(port, () => console.log(`site on http://localhost:${port}, reading ${gatewayUrl}`));
