import { seedDemo } from '../gateway/src/seed/seed-demo';
import { eventually, screenshot, startE2E, type E2E } from './browser';

/**
 * The public site in Chromium on the demo seed: the home page of every locale renders with its
 * pictures, the cookie consent is answered once and stays answered, and pages ship only islands.
 */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
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
});
