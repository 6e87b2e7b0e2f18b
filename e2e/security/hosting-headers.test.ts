import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { DEMO_CUSTOMER, STORE, signInWithForm, watchedPage } from './chromium';

// The headers firebase.json gives every answer of the Hosting emulator, and the app working under them.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Content-Security-Policy header as directive -> sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

let slug = '';
beforeAll(async () => {
  slug = ((await (await fetch(`${STORE}/api/tools?inStock=true&limit=1`)).json()) as { tools: { slug: string }[] }).tools[0]!.slug;
});

describe('Hosting headers', () => {
  // Storefront pages may sit in the CDN briefly (they hold nothing personal); the rest never.
  const STOREFRONT = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
  const PRIVATE = /^private, no-store$/;
  const pages: [string, number, RegExp][] = [
    ['/', 200, STOREFRONT],
    ['/tools', 200, STOREFRONT],
    ['/purchase/some-tool', 200, PRIVATE],
    ['/dashboard/myorders', 200, PRIVATE],
    ['/no/such/page', 404, PRIVATE],
  ];

  it.each(pages)('%s: a strict policy, nosniff, a referrer policy, no framing, and its caching', async (path, status, caching) => {
    const res = await fetch(`${STORE}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(scripts).toContain("'self'");
    // No inline or evaluated script, no wildcard or scheme-wide source that would let one in.
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'http:', 'https:', 'data:', 'blob:']) {
      expect(scripts).not.toContain(unsafe);
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // MUI styles with emotion, which writes <style> elements.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toMatch(caching);
  });

  it('the deployed policy names no emulator; on the emulators the app may also reach the Auth and Firestore emulators', async () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
      emulators: Record<string, { port: number }>;
    };
    const deployed = config.hosting.headers.flatMap((rule) => rule.headers).filter((header) => header.key === 'Content-Security-Policy');
    expect(deployed.length).toBeGreaterThan(0);
    for (const header of deployed) expect(header.value).not.toMatch(/127\.0\.0\.1|localhost/);

    const served = parsePolicy((await fetch(STORE)).headers.get('content-security-policy'));
    const auth = `http://127.0.0.1:${config.emulators.auth!.port}`;
    const firestore = `http://127.0.0.1:${config.emulators.firestore!.port}`;
    expect(served.get('connect-src')).toEqual([...parsePolicy(deployed[0]!.value).get('connect-src')!, auth, firestore]);
    expect(served.get('frame-src')).toContain(auth);
  });

  it('hashed assets are cached for a year and never revalidated', async () => {
    const html = await (await fetch(STORE)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toMatch(/^\/assets\/index-[\w-]{6,}\.js$/);
    const res = await fetch(`${STORE}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the API keeps its own Cache-Control: the CDN may keep public answers a minute, nothing private', async () => {
    const tools = await fetch(`${STORE}/api/tools?limit=1`);
    expect(tools.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const orders = await fetch(`${STORE}/api/orders`);
    expect(orders.status).toBe(401);
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
    expect(orders.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the built app under its Content-Security-Policy, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads, signs in, opens a purchase page with live stock and My Orders, with no policy violation', async () => {
    const { context, page, violations, pageErrors } = await watchedPage(browser);
    await page.goto('/');
    await page.getByText('Price Per Unit').first().waitFor();
    await page.getByText(/\d star/).first().waitFor();
    await page.goto('/tools');
    await page.getByText('Price Per Unit').first().waitFor();
    // Auth SDK against the Auth emulator, then the API with the ID token.
    await signInWithForm(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // Live stock from the Firestore emulator on the purchase page.
    await page.goto(`/purchase/${slug}`);
    await page.getByRole('heading', { name: /^Purchase Tool : / }).waitFor();
    await page.getByRole('button', { name: 'Purchase' }).waitFor();
    // My Orders reads live from Firestore under the rules.
    await page.goto('/dashboard/myorders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByText(/pending|confirmed|shipped|delivered|cancelled|no orders/i).first().waitFor();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('enforces it: an inline script added to the page does not run, and is reported', async () => {
    const { context, page, violations } = await watchedPage(browser);
    await page.goto('/');
    await page.getByText('Price Per Unit').first().waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.body.append(script);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((violation) => violation.includes('script-src'))).toBe(true);
    await context.close();
  });

  it('cannot be framed by another page', async () => {
    const { context, page } = await watchedPage(browser);
    const framed = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
    await page.setContent(`<iframe src="${STORE}/" width="600" height="400"></iframe>`);
    const frame = await framed;
    await frame.waitForLoadState();
    // A refused frame shows Chromium's error page, never the store.
    expect(await frame.locator('#root').count().catch(() => 0)).toBe(0);
    await context.close();
  });
});
