import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { mountAdmin } from './admin';
import { adminFaviconPath } from './admin-favicon';

/** The admin has an icon (issue 24: a 404 on every load): its page names it, the gateway serves it. */
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  mountAdmin(app, { inactivityMinutes: 30, remotes: [], hostItems: [] });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('the gateway serves the admin icon as SVG, cached for a day', async () => {
  const answer = await fetch(`${base}${adminFaviconPath}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(await answer.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
});

test("every admin page (the shell's and the remotes' own) names the icon", () => {
  const template = readFileSync(join(__dirname, '../../../admin-kit/index.html'), 'utf8');
  expect(template).toContain(`<link rel="icon" type="image/svg+xml" href="${adminFaviconPath}" />`);
});
