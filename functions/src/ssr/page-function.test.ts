import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { API_URL, resetEmulators, seedTool } from '../test-support/emulators';

/**
 * The pages as a search engine or a visitor without JavaScript gets them from Hosting (SPEC.md section 8):
 * the ssr function's HTML, with the data of the page already in it, its own head, and cache headers.
 */
const SITE = new URL(API_URL).origin;
/** Prices as the store shows them. */
const formatMoney = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function page(path: string, init?: RequestInit) {
  const response = await fetch(`${SITE}${path}`, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The JSON the browser app hydrates from (src/main.tsx): the server's query cache. */
function appState(html: string): { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } {
  const match = /<script type="application\/json" id="app-state">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page carries no app state');
  return JSON.parse(match[1]!);
}

const drills = ['Cordless Drill Alpha', 'Hammer Drill Beta'];
const others = ['Angle Grinder Gamma', 'Circular Saw Delta', 'Orbital Sander Epsilon'];
const hostileName = 'Saw </script><script>alert(1)</script> & "Co"';

beforeAll(async () => {
  await resetEmulators();
  for (const [i, name] of [...drills, ...others].entries()) await seedTool({ name, price: 10 + i + 0.5 });
  const hostile = await seedTool({ name: hostileName, price: 99 });
  await db.collection('reviews').add({
    uid: 'reviewer',
    name: 'Rahim',
    toolId: hostile.id,
    toolname: hostile.name,
    review: 'Cuts straight, <b>never</b> stalls.',
    rating: 5,
    verifiedPurchase: false,
    createdAt: new Date(),
  });
});

describe('pages rendered on the server', () => {
  it('answers /tools with the names and prices of the first page of tools, and their data for the app', async () => {
    const { status, headers, html } = await page('/tools');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    for (const [i, name] of [...drills, ...others].entries()) {
      expect(html).toContain(name);
      expect(html).toContain(formatMoney(10 + i + 0.5));
    }
    const cached = appState(html).queries.filter((query) => query.state.status === 'success');
    expect(cached.length, 'the page hands its data to the app').toBeGreaterThan(0);
  });

  it('answers /tools?q=drill with the matching tools only', async () => {
    const { status, html } = await page('/tools?q=drill');
    expect(status).toBe(200);
    for (const name of drills) expect(html).toContain(name);
    for (const name of others) expect(html).not.toContain(name);
  });

  it('answers Home with its featured tools and latest reviews', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('Orbital Sander Epsilon');
    expect(html).toContain('Cuts straight, &lt;b&gt;never&lt;/b&gt; stalls.');
  });

  it('escapes what the data holds, in the HTML and in the state the app reads', async () => {
    const { html } = await page('/tools?q=saw');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Saw &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(JSON.stringify(appState(html))).toContain(JSON.stringify(hostileName).slice(1, -1));
  });

  it('gives each page its title, description, canonical link and Open Graph tags', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/tools', 'Tools'],
      ['/blogs', 'Blogs'],
      ['/myportfolio', 'My Portfolio'],
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/reset-password', 'Reset password'],
    ] as const) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<title>${title} | Voltforge Tools</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}">`);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
        expect(html, `${path} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
      }
    }
  });

  it('lets the CDN keep storefront pages briefly, and nothing else', async () => {
    for (const path of ['/', '/tools', '/tools?q=drill', '/login']) {
      const cacheControl = (await page(path)).headers.get('cache-control') ?? '';
      expect(cacheControl, path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
    for (const path of ['/dashboard', '/dashboard/myorders', '/purchase/some-tool', '/no-such-page']) {
      expect((await page(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain('/myportfolio');
  });

  it('sends the frame of a signed-in page, which the app fills once it knows the user', async () => {
    const { status, html } = await page('/dashboard/myorders');
    expect(status).toBe(200);
    expect(html).toContain('Checking your sign-in');
  });

  it('runs no inline script: only the app module and the JSON state (the Content-Security-Policy allows no other)', async () => {
    const { html } = await page('/');
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src="\/assets\/[^"]+\.js"/.test(tag) && !tag.includes('type="application/json"'))).toEqual([]);
  });

  it('sends a page gzipped to a browser that takes it, and plain to one that does not', async () => {
    const gzipped = await page('/tools', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(gzipped.html).toContain('Cordless Drill Alpha');
    const plain = await page('/tools', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.html).toContain('Cordless Drill Alpha');
  });

  it('answers only GET and HEAD', async () => {
    expect((await page('/tools', { method: 'POST' })).status).toBe(405);
    expect((await page('/tools', { method: 'HEAD' })).status).toBe(200);
  });
});
