import { formattersFor } from '@store/contract/format';
import { formatMoney } from '@store/contract/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { API_URL, resetEmulators, seedTool } from '../test-support/emulators';

/**
 * The pages as a search engine or a visitor without JavaScript gets them from Hosting:
 * the ssr function's HTML, with the data of the page already in it, its own head, and cache headers.
 */
const SITE = new URL(API_URL).origin;

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
const product = {
  name: 'Impact Driver Zeta',
  slug: 'impact-driver-zeta',
  sku: 'IDZ-100',
  category: 'drills-drivers',
  powerSource: 'battery',
  specs: { voltage: 18, powerW: 450, weightKg: 1.4, warrantyMonths: 24 },
  pictures: ['/tools/cordless-drill-driver-18v.svg', '/tools/cordless-drill-driver-18v-side.svg'],
  description: 'A compact impact driver for <long> screws.',
  price: 129.5,
  priceTiers: [{ minQuantity: 10, unitPrice: 119 }],
  minimum: 2,
  available: 37,
  i18n: { bn: { name: 'ইমপ্যাক্ট ড্রাইভার জেটা', description: 'লম্বা স্ক্রুর জন্য ছোট ইমপ্যাক্ট ড্রাইভার।' } },
} as const;
let productId = '';

beforeAll(async () => {
  await resetEmulators();
  for (const [i, name] of [...drills, ...others].entries()) {
    // Descriptions that name no tool kind, so a search finds these by their names and categories only.
    await seedTool({ name, price: 10 + i + 0.5, category: drills.includes(name) ? 'drills-drivers' : 'grinders', description: 'Sold by the box.' });
  }
  const seeded = await seedTool({ ...product, specs: { ...product.specs }, picture: product.pictures[0], pictures: [...product.pictures], priceTiers: [...product.priceTiers], i18n: { bn: { ...product.i18n.bn } } });
  productId = seeded.id;
  // Two reviews, of 5 and 4 stars, with the counters the review route keeps.
  for (const [rating, name] of [[5, 'Karim'], [4, 'Nadia']] as const) {
    await db.collection('reviews').add({
      uid: `reviewer-${name}`,
      name,
      toolId: seeded.id,
      toolname: seeded.name,
      review: `${name} says it drives well.`,
      rating,
      verifiedPurchase: true,
      createdAt: new Date(),
    });
  }
  await db.collection('tools').doc(seeded.id).update({ ratingCount: 2, ratingSum: 9, ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } });
  const hostile = await seedTool({ name: hostileName, price: 99, description: 'Sold by the box.' });
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
    // The impact driver is found by its category, Drills & drivers.
    for (const name of [...drills, product.name]) expect(html).toContain(name);
    for (const name of others) expect(html).not.toContain(name);
  });

  it('answers /tools?category= with the tools of that category only', async () => {
    const { status, html } = await page('/tools?category=drills-drivers');
    expect(status).toBe(200);
    for (const name of [...drills, product.name]) expect(html).toContain(name);
    for (const name of others) expect(html).not.toContain(name);
  });

  it('answers a product page with its name as the h1, price, specs, stock, rating summary, reviews and related tools', async () => {
    const { status, headers, html } = await page(`/tools/${product.slug}`);
    expect(status).toBe(200);
    // The pictures under /tools/ are kept a day; the page beside them, with its live stock, only briefly.
    expect(headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const h1s = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(h1s).toEqual([product.name]);
    expect(html).toContain(formatMoney(product.price));
    expect(html).toContain(formatMoney(119));
    expect(html).toContain(product.sku);
    for (const spec of ['18 V', '450 W', '1.4 kg', '24 months', 'Battery']) expect(html).toContain(spec);
    expect(html).toMatch(/data-testid="available-units">37</);
    // React marks where text parts meet with <!-- -->; the text a reader sees is without them.
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('4.5 out of 5, 2 reviews');
    expect(text).toMatch(/5 star<\/span>.*?>1<\/span>.*?4 star<\/span>.*?>1<\/span>.*?3 star<\/span>.*?>0<\/span>/s);
    expect(html).toContain('Karim says it drives well.');
    expect(html).toContain('Related tools');
    for (const name of drills) expect(html).toContain(name);
    expect(html).not.toContain('Angle Grinder Gamma');
    expect(html).toContain(`<title>${product.name} | Voltforge Tools</title>`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}${product.pictures[0]}">`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/tools/${product.slug}">`);
  });

  it('gives a product page a schema.org Product whose offer price is the API\'s price', async () => {
    const { html } = await page(`/tools/${product.slug}`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const ld = JSON.parse(blocks[0]![1]!);
    const apiTool = await (await fetch(`${API_URL}/tools/${product.slug}`)).json();
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(apiTool.name);
    expect(ld.sku).toBe(apiTool.sku);
    expect(ld.description).toBe(apiTool.description);
    expect(ld.image).toEqual(apiTool.pictures.map((picture: string) => `${SITE}${picture}`));
    expect(ld.offers['@type']).toBe('Offer');
    expect(ld.offers.price).toBe(apiTool.price);
    expect(ld.offers.priceCurrency).toBe('BDT');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.offers.url).toBe(`${SITE}/tools/${product.slug}`);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    // The description holds "<long>": the block is written so that no "<" can end it early.
    expect(blocks[0]![1]).not.toContain('<');
  });

  it('hands the product page\'s tool, reviews and related tools to the app', async () => {
    const { html } = await page(`/tools/${product.slug}`);
    const keys = appState(html)
      .queries.filter((query) => query.state.status === 'success')
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('GET /tools/:idOrSlug') && key.includes(product.slug))).toBe(true);
    expect(keys.some((key) => key.includes('GET /review') && key.includes(productId))).toBe(true);
    expect(keys.some((key) => key.includes('GET /tools"') && key.includes('drills-drivers'))).toBe(true);
  });

  it('answers an unknown tool with the 404 page and status 404, kept by no cache', async () => {
    const { status, headers, html } = await page('/tools/no-such-tool');
    expect(status).toBe(404);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Page not found');
    expect(html).not.toContain('application/ld+json');
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
    for (const path of ['/', '/tools', '/tools?q=drill', `/tools/${product.slug}`, '/login']) {
      const cacheControl = (await page(path)).headers.get('cache-control') ?? '';
      expect(cacheControl, path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
    for (const path of ['/dashboard', '/dashboard/myorders', '/purchase/some-tool', '/no-such-page', '/tools/no-such-tool']) {
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
    // A product page adds a JSON-LD data block, which is not run either.
    const productScripts = (await page(`/tools/${product.slug}`)).html.match(/<script[^>]*>/g) ?? [];
    expect(
      productScripts.filter(
        (tag) => !/ src="\/assets\/[^"]+\.js"/.test(tag) && !tag.includes('type="application/json"') && tag !== '<script type="application/ld+json">',
      ),
    ).toEqual([]);
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
    // A tool's picture is still a file, kept a day.
    const picture = await fetch(`${SITE}${product.pictures[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('pages in Bangla, under /bn', () => {
  const bangla = formattersFor('bn', 'BDT');
  const alternates = (path: string) => [
    `<link rel="alternate" hreflang="en" href="${SITE}${path}">`,
    `<link rel="alternate" hreflang="bn" href="${SITE}/bn${path}">`,
    `<link rel="alternate" hreflang="x-default" href="${SITE}${path}">`,
  ];

  it('answers Home in Bangla, in the Bangla font, with its alternates; Home in English has the same alternates and the Bangla glyphs it shows', async () => {
    const { status, html } = await page('/bn/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<title>হোম | Voltforge Tools</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/bn/">`);
    for (const link of alternates('/')) expect(html).toContain(link);
    // The font's faces, for the page's first script to add once the lead picture is painted (none is preloaded), and
    // in the page's CSS without scripts.
    expect(html).not.toContain('rel="preload" as="font"');
    const faces = JSON.parse(/<script type="application\/json" id="deferred-fonts">([^<]*)<\/script>/.exec(html)![1]!);
    expect(faces).toEqual(
      [400, 700].map((weight) => ({
        family: 'Noto Sans Bengali',
        source: expect.stringMatching(new RegExp(`^url\\(/assets/noto-sans-bengali-bengali-${weight}-normal-[\\w-]+\\.woff2\\) format\\("woff2"\\)$`)),
        descriptors: { style: 'normal', weight: String(weight), display: 'swap', unicodeRange: expect.stringMatching(/^U\+0951/) },
      })),
    );
    expect(html).toMatch(/<noscript><style>@font-face\{font-family:"Noto Sans Bengali";[^}]*font-display:swap;[^}]*unicode-range:U\+0951/);
    const english = await page('/');
    expect(english.html).toContain('<html lang="en">');
    for (const link of alternates('/')) expect(english.html).toContain(link);
    expect(english.html).not.toContain('noto-sans-bengali');
    expect(english.html).not.toContain('deferred-fonts');
    expect(english.html).toMatch(/<style>@font-face\{font-family:"Noto Sans Bengali";[^}]*src:url\(data:font\/woff2;base64,[\w+/=]+\)[^}]*unicode-range:U\+0982,U\+09AC,U\+09B2,U\+09BE,U\+09F3\}<\/style>/);
  });

  it('answers a product page with its Bangla name and description, taka in Bengali digits, and JSON-LD in Bangla', async () => {
    const { status, html } = await page(`/bn/tools/${product.slug}`);
    expect(status).toBe(200);
    const h1s = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(h1s).toEqual([product.i18n.bn.name]);
    expect(html).toContain(product.i18n.bn.description);
    expect(html).not.toContain(product.description.replace('<', '&lt;').replace('>', '&gt;'));
    expect(html).toContain(bangla.money(product.price));
    expect(bangla.money(product.price)).toBe('৳১২৯.৫০');
    expect(html).toContain(`<title>${product.i18n.bn.name} | Voltforge Tools</title>`);
    for (const link of alternates(`/tools/${product.slug}`)) expect(html).toContain(link);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ name: product.i18n.bn.name, description: product.i18n.bn.description, url: `${SITE}/bn/tools/${product.slug}` });
    expect(ld.offers).toMatchObject({ price: product.price, priceCurrency: 'BDT', url: `${SITE}/bn/tools/${product.slug}` });
  });

  it('answers a search in Bangla, counting in Bengali digits, and marks the English names of tools with no Bangla name', async () => {
    const { status, html } = await page('/bn/tools?q=drill');
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    // The two drills by name, the impact driver by its category.
    expect(text).toContain('৩টি টুল');
    for (const name of drills) expect(html).toMatch(new RegExp(`lang="en"[^>]*>${name}<`));
    expect(html).not.toContain('Angle Grinder Gamma');
    expect(html).toContain(bangla.money(10.5));
  });
});
