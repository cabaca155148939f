import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request as BrowserRequest } from 'playwright-core';
import { createUser, systemContext } from '@tessera/schema';
import { adminEmail, adminPassword, startTestGateway, type TestGateway } from '@tessera/testing';
import type { GatewayConfig } from '../gateway/src/config';

export { adminEmail, adminPassword };

/** Debian's chromium; never a downloaded browser. */
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const screenshotDir = join(__dirname, 'screenshots');

export interface E2E {
  gateway: TestGateway;
  browser: Browser;
  /** The context every test of the file shares unless it opens its own. */
  context: BrowserContext;
  page: Page;
  /** The gateway's address with a path: url('/cmsadmin/users'). */
  url(path: string): string;
  /** A fresh context (own cookies and storage) with one page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/**
 * One test file's world: the real gateway in-process (serving the built admin) on an emptied
 * database, one chromium, and a fresh browser context.
 */
export async function startE2E(overrides: Partial<GatewayConfig> = {}): Promise<E2E> {
  const gateway = await startTestGateway(overrides);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  // Every API answer the browser gets is read for G_01 (an unexpected server failure: a stack
  // the client never sees, a GraphQL answer that broke its own schema); stop() fails the file.
  const unexpected: string[] = [];
  // API calls still on their way and answers still being read: stop() lets them finish first, so
  // a call a file's last test started is judged too.
  const inFlight = new Set<BrowserRequest>();
  const reading = new Set<Promise<void>>();
  const isApi = (url: string) => {
    const path = new URL(url).pathname;
    return path === '/graphql' || path.startsWith('/api/');
  };
  const watchForFailures = (page: Page) => {
    page.on('request', (request) => isApi(request.url()) && inFlight.add(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!isApi(response.url())) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      const read = response
        .text()
        .then((text) => {
          if (text.includes('"G_01"')) unexpected.push(`${response.request().method()} ${path} ${response.request().postData()?.slice(0, 200) ?? ''} → ${text.slice(0, 300)}`);
        })
        .catch(() => undefined)
        .finally(() => reading.delete(read));
      reading.add(read);
    });
  };
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    watchForFailures(page);
    // Uncaught errors of the admin surface in the test output.
    page.on('pageerror', (error) => console.warn(`[browser] ${error.message}`));
    if (process.env.E2E_CONSOLE) page.on('console', (message) => message.type() === 'error' && console.warn(`[browser console] ${message.text()}`));
    return { context, page };
  };
  const { context, page } = await open();
  return {
    gateway,
    browser,
    context,
    page,
    url: (path) => gateway.url + path,
    newPage: open,
    async stop() {
      // A moment for calls just started to be reported, then until they are answered (5 s at most).
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const waitUntil = Date.now() + 5_000; inFlight.size > 0 && Date.now() < waitUntil;) await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.allSettled([...reading]);
      await browser.close().catch(() => undefined);
      await gateway.stop();
      if (unexpected.length > 0) throw new Error(`the server answered G_01 (an unexpected failure) ${unexpected.length} time(s):\n${unexpected.join('\n')}`);
    },
  };
}

/** Signs in through the login screen and waits until the admin left it. */
export async function signIn(e2e: E2E, page: Page, email = adminEmail, password = adminPassword): Promise<void> {
  if (!page.url().includes('/cmsadmin/login')) await page.goto(e2e.url('/cmsadmin/login'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/cmsadmin/login'));
  await page.getByTestId('signed-in-user').waitFor();
}

/** Picks an option of a Mantine Select by its visible text. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits until the element's text contains the text (as written, before CSS text-transform). It
 * retries: after a route change the element of the previous screen may still show its old text
 * for a moment (a lazily loaded screen replaces it), so a single read would race.
 */
export async function expectText(locator: Locator, text: string, timeoutMs = 10_000): Promise<void> {
  await locator.first().waitFor();
  await eventually(async () => expect(await locator.first().textContent()).toContain(text), timeoutMs);
}

/** Retries an assertion until it passes (the UI settles asynchronously) or the time is up. */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A full-page screenshot in e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Let opening transitions (modals, notifications) finish; endless spinners are animations, not transitions.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'), undefined, { timeout: 3000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** An active user who can sign in, made through the REST API as the administrator. */
export async function addUserViaApi(gateway: TestGateway, user: { email: string; name: string; role: string; password: string }) {
  const admin = await gateway.admin();
  const reply = await admin.rest('POST', '/api/tessera/user', {
    email: user.email,
    role: user.role,
    profile: { name: user.name },
    password: user.password,
  });
  if (reply.status >= 300) throw new Error(`creating ${user.email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Many (invited) users at once, straight through the schema, without mail. */
export async function addUsers(gateway: TestGateway, users: Array<{ email: string; name: string; role: string }>): Promise<void> {
  const services = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  for (const user of users) {
    const em = gateway.tessera.orm.em.fork();
    await createUser(systemContext(em, services as typeof gateway.tessera.services), { email: user.email, role: user.role, profile: { name: user.name } });
  }
}

/**
 * axe-core's serious and critical violations (rule, impact and the nodes hit) within the given
 * parts of the page (CSS selectors; the whole document when none), leaving out the excluded parts.
 * Evaluated rather than added as a script tag: the admin's CSP refuses inline scripts.
 */
export async function accessibilityProblems(target: Page, include: string[] = [], exclude: string[] = []): Promise<string[]> {
  // Audit the settled screen: a dialog still fading in has text at opacity 0, which axe reads as
  // failing contrast (the transition is no accessibility problem).
  await target.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[role="dialog"]')).every((dialog) => {
        for (let element: Element | null = dialog; element; element = element.parentElement) if (getComputedStyle(element).opacity !== '1') return false;
        return true;
      }),
    undefined,
    { timeout: 5000 },
  );
  await target.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await target.evaluate(
    async ({ include, exclude }) => {
      type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
      const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> } }).axe;
      const context = { include: include.length > 0 ? include.map((selector) => [selector]) : [['html']], exclude: exclude.map((selector) => [selector]) };
      return (await axe.run(context, { resultTypes: ['violations'] })).violations;
    },
    { include, exclude },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { serveRemote, type RemoteHost } from './remote-host';
