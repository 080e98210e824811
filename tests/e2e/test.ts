import { test as base, expect, type Page } from '@playwright/test';
import { reactOwnsAttribute } from '../../client/ownership';
import { consentStorageKey, defaultPreferences, type ConsentRecord } from '../../src/business/consent-record';

export * from '@playwright/test';

/**
 * Resolves once the server has seen a keep-alive request the page makes now, after everything it
 * asked for so far: a request (a script, a beacon) the page made before would have been seen first.
 * Tests that check something did NOT happen wait for this instead of a fixed time.
 */
export async function everythingRequestedSoFar(page: Page) {
  const marker = `/favicon.svg?so-far=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url, { keepalive: true }).catch(() => undefined), marker),
  ]);
}

/**
 * Resolves once React has taken the island whose root `selector` names: the island marks it
 * `data-enhanced`. With the machine's two cores fully loaded, hydrating the quote wizard took up to
 * 4.4 s here (React's chunk and the island's parsed and run at once); on CI's machine it once went past
 * expect's default 5 s, twice in a row. The bound is generous; the wait ends at the mark.
 */
export function hydrated(page: Page, selector: string) {
  return expect(page.locator(`${selector}[data-enhanced]`)).toBeAttached({ timeout: 15_000 });
}

/** A visitor who has already declined the cookies, on a page a test opened itself (the fixture does it for `page`). */
/**
 * The wizard's Next once React owns it, then the event its step change ends with: the new step's
 * heading takes focus (after its scroll, both on timers: useQuoteWizard's goTo). A press made before
 * that could land while a late scroll moves the page under the pointer, and be lost.
 */
export async function nextStep(page: Page, to: number, name = 'Next') {
  await page.getByRole('button', { name }).click();
  await expect(page.locator(`#quote-step-title-${to}`)).toBeFocused();
}

/** The English wizard's three choices, a service, a budget and a timeline, each followed by `nextStep`: step 4 (contact) is open. */
export async function chooseQuote(page: Page, service: string, budget = 'Medium project', timeline = 'Flexible') {
  const wizard = page.locator('.quote-wizard');
  await wizard.getByText(service).click();
  await nextStep(page, 1);
  await wizard.getByText(budget).click();
  await nextStep(page, 2);
  await wizard.getByText(timeline).click();
  await nextStep(page, 3);
}

export async function declineCookies(page: Page) {
  const record: ConsentRecord = { accepted: false, preferences: defaultPreferences, timestamp: '2026-01-01T00:00:00.000Z' };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentStorageKey, JSON.stringify(record)] as const);
}

/** React's module and the islands' own, as the build names them (`hydrate-…`, `<Name>.island-…`): no island runs without both. */
const reactModules = /\/build\/chunks\/(hydrate|[A-Z][A-Za-z0-9]*\.island)-[A-Z0-9]+\.js$/;

/**
 * React and the islands' modules held back on the network until the test calls `release()`, once it
 * has seen its result: that result came from the platform or the entry script. `reactRan()` tells
 * whether React has taken any island yet (the entry script marks an island the moment it hands it
 * to React); a module merely fetched by the idle prefetch does not count, since it does not run.
 */
export type ReactHeldBack = { release: () => void; reactRan: () => Promise<boolean> };

type Fixtures = {
  /** Every test's browser is a visitor of its own address (a network of its own), as in the wild. */
  ownAddress: undefined;
  /** A visitor who has already declined the cookies, so no banner covers the page (ask for it by name). */
  cookiesDeclined: undefined;
  reactHeldBack: ReactHeldBack;
};

export const test = base.extend<Fixtures>({
  // The server limits accepted posts per address and per network (docs/decisions/0008-rate-limit.md).
  // Tests sharing 127.0.0.1 would share those limits, and whether one test's post is refused would
  // depend on how many others posted in the same minute: each browser context gets its own address.
  ownAddress: [
    async ({ context }, use) => {
      const byte = () => Math.floor(Math.random() * 254) + 1;
      await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.${byte()}.${byte()}.${byte()}` });
      await use(undefined);
    },
    { auto: true },
  ],
  cookiesDeclined: async ({ page }, use) => {
    await declineCookies(page);
    await use(undefined);
  },
  reactHeldBack: async ({ page }, use) => {
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    await page.route(reactModules, async (route) => {
      await released;
      await route.continue();
    });
    await use({ release, reactRan: async () => (await page.locator(`[${reactOwnsAttribute}]`).count()) > 0 });
    release();
  },
});
