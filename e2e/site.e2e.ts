import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { seedDemo } from '../gateway/src/seed/seed-demo';
import { accessibilityProblems, eventually, screenshot, startE2E, type E2E } from './browser';

/**
 * The public site in Chromium on the demo seed: the home page of every locale renders with its
 * pictures, the cookie consent is answered once and stays answered, and pages ship only islands.
 */
let e2e: E2E;
const secret = 'site-e2e-secret-0123456789';

beforeAll(async () => {
  e2e = await startE2E({ secret });
  const { tessera } = e2e.gateway;
  await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, mail: tessera.mail, close: async () => undefined });
});

afterAll(async () => {
  await e2e?.stop();
});

describe('the public site', () => {
  it.each([
    ['/', 'en-gb', 'Clear advice for complex technology'],
    ['/nl-nl', 'nl-nl', 'Helder advies voor complexe technologie'],
    ['/de-de', 'de-de', 'Klare Beratung für komplexe Technologie'],
    ['/fr-fr', 'fr-fr', 'Des conseils clairs pour une technologie complexe'],
  ])('renders the demo home page %s with its pictures', async (path, locale, heading) => {
    const { page, context } = await e2e.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      const response = await page.goto(e2e.url(path));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator('h1').first().textContent()).toBe(heading);
      const hero = page.locator('.hero img');
      await eventually(async () => expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
      // The picture came as AVIF or WebP, in one of the offered widths.
      const source = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(source).toMatch(/format=(avif|webp)/);
      expect(await page.locator('.locale-switch a').count()).toBe(4);
      await screenshot(page, `site-home-${locale}`);
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches to the sibling translation from the locale switch, at the top of the page', async () => {
    const { page, context } = await e2e.newPage();
    try {
      await page.goto(e2e.url('/about-us'));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('.locale-switch a[hreflang="de-de"]').click();
      await page.waitForURL(e2e.url('/de-de/ueber-uns'));
      expect(await page.getAttribute('html', 'lang')).toBe('de-de');
      expect(await page.title()).toMatch(/^Über uns \| /);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.locator('.locale-switch a[aria-current="true"]').getAttribute('hreflang')).toBe('de-de');

      // Back to the default locale: its pages have no prefix.
      await page.locator('.locale-switch a[hreflang="en-gb"]').click();
      await page.waitForURL(e2e.url('/about-us'));
      expect(await page.getAttribute('html', 'lang')).toBe('en-gb');
    } finally {
      await context.close();
    }
  });

  it('asks for cookie consent until it is answered, and remembers the answer', async () => {
    const { page, context } = await e2e.newPage();
    try {
      await page.goto(e2e.url('/'));
      const notice = page.locator('.cookie-consent');
      await notice.getByRole('button', { name: 'Accept' }).waitFor();
      expect(await context.cookies()).toEqual([]);
      await notice.getByRole('button', { name: 'Accept' }).click();
      await eventually(async () => expect(await notice.isHidden()).toBe(true));
      expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['tessera_consent']);
      await page.goto(e2e.url('/nl-nl'));
      await eventually(async () => expect(await page.locator('.cookie-consent').isHidden()).toBe(true));
    } finally {
      await context.close();
    }
  });

  it('shows the consent as a plain notice without script', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(e2e.url('/'));
      expect(await page.locator('.cookie-consent').isVisible()).toBe(true);
      expect(await page.locator('.cookie-consent__buttons').isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('checks the contact form in the browser, then stores a valid submission', async () => {
    const { page, context } = await e2e.newPage();
    try {
      await page.goto(e2e.url('/contact'));
      const form = page.locator('form[data-island="contact-form"]');
      const field = (name: string) => form.locator(`[name="${name}"]`);
      await field('firstName').fill('Ada');
      await field('email').fill('ada@');
      await field('phone').fill('12');
      await form.getByRole('button', { name: 'Send' }).click();
      await eventually(async () => expect(await field('lastName').getAttribute('aria-invalid')).toBe('true'));
      expect(await field('email').getAttribute('aria-invalid')).toBe('true');
      expect(await field('phone').getAttribute('aria-invalid')).toBe('true');
      expect(await field('firstName').getAttribute('aria-invalid')).toBe('false');
      expect(await form.locator('[data-error-for="privacyAccepted"]').innerText()).not.toBe('');
      await screenshot(page, 'site-contact-invalid');
      expect(await e2e.gateway.sql('select id from contact_submission')).toEqual([]);

      await field('lastName').fill('Lovelace');
      await field('email').fill('ada@example.com');
      await field('phone').fill('+44 20 7946 0958');
      await field('message').fill('Please call me about the cloud move.');
      await field('privacyAccepted').check();
      await form.getByRole('button', { name: 'Send' }).click();
      await eventually(async () => expect(await form.locator('.contact-form__status').innerText()).toBe('Thank you! We will be in touch.'));
      const stored = await e2e.gateway.sql<{ email: string; message: string; locale: string }>('select email, message, locale from contact_submission');
      expect(stored).toEqual([{ email: 'ada@example.com', message: 'Please call me about the cloud move.', locale: 'en-gb' }]);
      expect(await field('firstName').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('finds pages from the search box, as you type on the search page, with highlighted excerpts', async () => {
    const { page, context } = await e2e.newPage();
    try {
      await page.goto(e2e.url('/'));
      await page.locator('#site-search-term').fill('cloud');
      await page.locator('#site-search-term').press('Enter');
      await page.waitForURL((url) => url.pathname === '/zoeken' && url.searchParams.get('q') === 'cloud');
      const results = page.locator('.search-page__results li');
      await eventually(async () => expect(await results.count()).toBeGreaterThan(0));
      expect(await results.locator('mark').count()).toBeGreaterThan(0);

      // As you type, in Dutch: "verhuizen" finds the long read through its stem.
      const term = page.locator('#search-term');
      await term.fill('');
      await page.locator('select[name="locale"]').selectOption('nl-nl');
      await term.pressSequentially('verhuizing', { delay: 30 });
      await eventually(async () => expect(await results.locator('a').allInnerTexts()).toContain('Een bedrijf naar de cloud verhuizen: het lange verhaal'));
      await screenshot(page, 'site-search');
      await results.locator('a', { hasText: 'het lange verhaal' }).click();
      await page.waitForURL((url) => url.pathname === '/nl-nl/nieuws/verhuizen-naar-de-cloud' || url.pathname.endsWith('/verhuizen-naar-de-cloud'));
    } finally {
      await context.close();
    }
  });

  it.each([
    ['the home page', '/'],
    ['an article', '/news/moving-to-the-cloud-long-read'],
    ['the search page', '/zoeken?q=cloud'],
  ])('has no serious or critical accessibility violation on %s (axe-core)', async (_name, path) => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 860 } });
    try {
      const page = await context.newPage();
      expect((await page.goto(e2e.url(path)))?.status()).toBe(200);
      if (path.startsWith('/zoeken')) await eventually(async () => expect(await page.locator('.search-page__results li').count()).toBeGreaterThan(0));
      expect(await accessibilityProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs alone as its own process (site/dist/src/serve.js), reading the gateway over HTTP', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [join(__dirname, '../site/dist/src/serve.js')], {
      env: { ...process.env, TESSERA_GATEWAY_URL: e2e.gateway.url, TESSERA_SECRET: secret, TESSERA_PUBLIC_URL: 'http://www.example.test', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('site on') && resolve());
        child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
      });
      const { page, context } = await e2e.newPage();
      try {
        const response = await page.goto(`http://127.0.0.1:${port}/nl-nl/over-ons`);
        expect(response?.status()).toBe(200);
        expect(await page.title()).toMatch(/^Over ons \| /);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('http://www.example.test/nl-nl/over-ons');
        expect((await page.goto(`http://127.0.0.1:${port}/nl-nl/bestaat-niet`))?.status()).toBe(404);
      } finally {
        await context.close();
      }
    } finally {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    }
  });
});
