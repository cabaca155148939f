/**
 * A real OpenID provider (`oidc-provider`) for the single sign-on tests, in a child process of its
 * own (it is ESM and runs koa). It listens on 127.0.0.1 on a random port and sends its issuer URL
 * to the parent. The clients come from OIDC_TEST_CLIENTS (JSON); accounts and the tampering the
 * attack tests need are set by the parent through `POST /__test/...` (loopback only):
 *
 * - `/__test/accounts`: `{ login: claims }`: the claims of who signs in with that login name at
 *   the dev login form (any password).
 * - `/__test/tamper`: `{ audience?: string, expired?: boolean }`: the ID tokens issued next carry
 *   another audience, or were already expired when issued (a provider whose token is stale).
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const clients = JSON.parse(process.env.OIDC_TEST_CLIENTS ?? '[]');
const accounts = new Map();
const tamper = { audience: undefined, expired: false };

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients,
  scopes: ['openid', 'email', 'profile', 'groups', 'offline_access'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...(accounts.get(id) ?? {}) }) }),
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ['tessera-test-provider'] },
  // First-party clients: no consent screen, every requested scope granted.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile groups');
    await grant.save();
    return grant;
  },
  // The tests read the provider's refusals from the redirect and the gateway's logs, not from here.
  renderError(ctx, out) {
    ctx.type = 'text/plain';
    ctx.body = `provider error: ${out.error}`;
  },
});

const issue = provider.IdToken.prototype.issue;
provider.IdToken.prototype.issue = function (options = {}) {
  if (options.use !== 'idtoken') return issue.call(this, options);
  if (tamper.audience) {
    const real = this.client;
    this.client = new Proxy(real, { get: (target, name) => (name === 'clientId' ? tamper.audience : Reflect.get(target, name, target)) });
  }
  return issue.call(this, tamper.expired ? { ...options, expiresAt: Math.floor(Date.now() / 1000) - 300 } : options);
};

const handle = provider.callback();
server.on('request', (req, res) => {
  if (!req.url.startsWith('/__test/')) return handle(req, res);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const data = body ? JSON.parse(body) : {};
    if (req.url === '/__test/accounts') for (const [login, claims] of Object.entries(data)) accounts.set(login, claims);
    else if (req.url === '/__test/tamper') Object.assign(tamper, { audience: undefined, expired: false }, data);
    res.writeHead(204).end();
  });
});

process.send?.({ issuer });
process.on('disconnect', () => process.exit(0));
