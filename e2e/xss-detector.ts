import type { BrowserContext, Frame, Page } from 'playwright-core';

/**
 * Sees script run in a browser context, whatever the frame: the `__xss(n)` binding every payload
 * calls, dialogs (alert, confirm, prompt), requests to `/xss-hit`, a title the payloads set, and
 * — read from the DOM after rendering — executable leftovers (event handler attributes, scripts,
 * javascript:/data: URLs in links, frames, forms) that a click or a later mutation could run.
 */
export interface Detector {
  /** Side effects seen so far: proof that something ran. */
  hits: string[];
  /** Executable leftovers in the page's frames (not yet run, but runnable). */
  leftovers(page: Page): Promise<string[]>;
  /** Wires dialog handling to a page of the context (call for every page made). */
  watch(page: Page): void;
}

const dangerousProtocol = /^(javascript|vbscript|data):/i;

export async function installDetector(context: BrowserContext): Promise<Detector> {
  const hits: string[] = [];
  await context.exposeBinding('__xss', ({ frame }, n: unknown) => {
    hits.push(`__xss(${String(n)}) in ${frame.url()}`);
  });
  // Links the test clicks must not leave the site: other hosts answer 204 (the browser stays).
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  // Only the payloads' own request (a link whose relative href merely contains the text is not one).
  await context.route(
    (url) => url.pathname === '/xss-hit',
    async (route) => {
      const request = route.request();
      hits.push(`request ${request.url()} (${request.resourceType()} from ${request.frame().url()}, referer ${request.headers().referer ?? '-'})`);
      await route.fulfill({ status: 204, body: '' });
    },
  );
  const watch = (page: Page) => {
    page.on('dialog', async (dialog) => {
      hits.push(`dialog ${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      await dialog.dismiss().catch(() => undefined);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);

  async function leftoversIn(frame: Frame): Promise<string[]> {
    return frame
      .evaluate((protocolSource) => {
        const protocol = new RegExp(protocolSource, 'i');
        // javascript: and vbscript: always; data: when it holds a document or script (not an image or "data:,").
        const runnableUrl = (value: string) => {
          const match = value.replace(/[\u0000-\u0020]/g, '').match(protocol);
          if (!match) return false;
          if (match[1].toLowerCase() !== 'data') return true;
          const type = value.trim().slice(5).split(/[,;]/)[0].toLowerCase();
          return /html|xml|svg|script/.test(type);
        };
        const found: string[] = [];
        if (document.title.includes('pwned')) found.push(`title "${document.title}"`);
        for (const element of Array.from(document.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase();
            if (name.startsWith('on') && /__xss|xss-hit|alert|pwned|document\.|fetch\(/.test(attribute.value)) found.push(`<${element.localName} ${name}="${attribute.value}">`);
            // A frame sandboxed without allow-scripts (the editor's live preview) runs nothing of its
            // document; that document is a frame of its own, searched like the others.
            const scriptless = element.localName === 'iframe' && element.hasAttribute('sandbox') && !/allow-scripts/i.test(element.getAttribute('sandbox') ?? '');
            const runnableDocument = name === 'srcdoc' && !scriptless && /__xss/.test(attribute.value);
            if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'].includes(name) && (runnableUrl(attribute.value) || runnableDocument)) {
              found.push(`<${element.localName} ${name}="${attribute.value}">`);
            }
          }
          if (element.localName === 'script') {
            const type = (element.getAttribute('type') ?? '').toLowerCase();
            const runs = type === '' || type === 'module' || type.includes('javascript');
            if (runs && /__xss|xss-hit/.test(element.textContent ?? '')) found.push(`<script>${element.textContent}</script>`);
          }
        }
        return found;
      }, dangerousProtocol.source)
      .catch(() => [] as string[]);
  }

  return {
    hits,
    watch,
    async leftovers(page) {
      const all = await Promise.all(page.frames().map((frame) => leftoversIn(frame)));
      return all.flat().map((entry) => `${entry} on ${page.url()}`);
    },
  };
}

/**
 * Light interaction, as a person would: hover over the payload-bearing text, move focus through
 * the page, and click every link that a payload made (its text is "link n" or its target names
 * the payload), coming back to the page after any navigation.
 */
export async function interact(page: Page, at: string, clickLinks = false): Promise<void> {
  await page.mouse.move(5, 5);
  for (const [x, y] of [
    [200, 200],
    [640, 300],
    [400, 500],
    [900, 700],
  ])
    await page.mouse.move(x, y);
  const hoverables = page.locator('text=/hover \\d+/');
  for (let i = 0; i < Math.min(await hoverables.count(), 5); i++)
    await hoverables
      .nth(i)
      .hover({ timeout: 1000 })
      .catch(() => undefined);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  if (!clickLinks) return;
  const links = page.locator('a', { hasText: /link \d+/ });
  const count = await links.count();
  for (let i = 0; i < Math.min(count, 8); i++) {
    await back(page, at);
    await links
      .nth(i)
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(150);
    await page.waitForLoadState('load');
  }
  await back(page, at);
}

/** Returns to the page after a click that navigated (a late navigation may interrupt the first try). */
async function back(page: Page, at: string): Promise<void> {
  for (let attempt = 0; page.url() !== at; attempt++) {
    try {
      await page.goto(at);
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}
