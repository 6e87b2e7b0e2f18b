import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@store/contract/tool';
import { DEFAULT_SITE_ORIGIN } from '../../../web/src/server/robots';
import { db } from '../firebase';
import { API_URL, resetEmulators, seedTool } from '../test-support/emulators';
import { listToolPages } from '../tools/tool-store';

/** /sitemap.xml as a search engine gets it from Hosting, and robots.txt. */
const SITE = new URL(API_URL).origin;
const OPEN_PAGES = ['/', '/tools', '/blogs', '/myportfolio', '/login', '/register', '/reset-password'];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Character data with only well-formed references, decoded; throws on a bare & or <. */
function decode(text: string): string {
  if (text.includes('<')) throw new Error(`a bare < in ${JSON.stringify(text)}`);
  return text.replace(/&([^;]*);?/g, (ref, name: string) => {
    if (!ref.endsWith(';')) throw new Error(`a bare & in ${JSON.stringify(text)}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#(\d+)$/.exec(name)?.[1] ?? /^#x([0-9a-f]+)$/i.exec(name)?.[1];
    if (code === undefined) throw new Error(`an unknown entity ${ref}`);
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(code, 16) : Number(code));
  });
}

/**
 * A small XML reader, strict enough for a sitemap: an optional declaration, then one root element; tags that
 * nest and close, attributes quoted once each, text and attribute values whose & and < are escaped.
 * No comments, CDATA or doctype (the sitemap has none). Throws on anything not well-formed.
 */
function parseXml(xml: string): XmlElement {
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/y;
  token.lastIndex = /^<\?xml version="1\.0" encoding="UTF-8"\?>/.exec(xml)?.[0].length ?? 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`not well-formed at ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [, closing, name, rawAttributes, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (parent) parent.text += decode(text);
      else if (text.trim()) throw new Error(`text outside the root element at ${at}`);
    } else if (closing) {
      if (stack.pop()?.name !== name || rawAttributes || selfClosing) throw new Error(`a stray </${name}> at ${at}`);
    } else {
      if (!parent && root) throw new Error(`a second root element <${name}> at ${at}`);
      const attributes: Record<string, string> = {};
      for (const [, key, value] of rawAttributes!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g)) {
        if (key! in attributes) throw new Error(`attribute ${key} twice on <${name}>`);
        attributes[key!] = decode(value!);
      }
      const element: XmlElement = { name: name!, attributes, children: [], text: '' };
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new Error(`unclosed <${stack.at(-1)?.name ?? 'root'}>`);
  return root;
}

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${SITE}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The tools the tests seed: slug -> the lastmod the sitemap should give (undefined: none). */
const seeded = new Map<string, string | undefined>();
const awkwardName = 'Saw & "Co" <x>';
/** A slug the API would never make, written straight to Firestore: its address must still come out escaped. */
const awkwardSlug = `odd&slug<"'>`;

beforeAll(async () => {
  await resetEmulators();
  for (const [name, slug] of [
    ['Cordless Drill Alpha', undefined],
    ['Angle Grinder Gamma', undefined],
    [awkwardName, slugify(awkwardName)],
    ['Odd Slug Tool', awkwardSlug],
    ['Release One Sander', 'release-one-sander'],
  ] as const) {
    const tool = await seedTool({ name, ...(slug ? { slug } : {}) });
    const ref = db.collection('tools').doc(tool.id);
    if (name === 'Release One Sander') {
      // A document without updatedAt: listed, with no lastmod.
      await ref.update({ updatedAt: FieldValue.delete() });
      seeded.set(tool.slug, undefined);
    } else {
      const updatedAt = new Date(Date.UTC(2025, 2, 1 + seeded.size, 9, 30, 0, 123));
      await ref.update({ updatedAt: Timestamp.fromDate(updatedAt) });
      seeded.set(tool.slug, updatedAt.toISOString().replace('.123Z', 'Z'));
    }
  }
});

describe('GET /sitemap.xml', () => {
  it('is a well-formed sitemaps.org urlset of absolute addresses, kept briefly by the CDN', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urlset = parseXml(body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes).toEqual({ xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS });
    expect(urlset.children.length).toBeGreaterThan(0);
    for (const url of urlset.children) {
      expect(url.name).toBe('url');
      const names = url.children.map((child) => child.name);
      expect(names[0], 'each url has its loc first').toBe('loc');
      expect(names.slice(1).filter((name) => name !== 'xhtml:link'), 'then at most a lastmod').toEqual(names.includes('lastmod') ? ['lastmod'] : []);
      const loc = url.children[0]!.text;
      expect(new URL(loc).origin, loc).toBe(SITE);
      expect(new URL(loc).href, 'a loc is a URL as written').toBe(loc);
      // The page in each language, itself included, and English for any other reader.
      const english = loc.replace(`${SITE}/bn/`, `${SITE}/`);
      const links = url.children.filter((child) => child.name === 'xhtml:link').map((link) => link.attributes);
      expect(links).toEqual([
        { rel: 'alternate', hreflang: 'en', href: english },
        { rel: 'alternate', hreflang: 'bn', href: english.replace(`${SITE}/`, `${SITE}/bn/`) },
        { rel: 'alternate', hreflang: 'x-default', href: english },
      ]);
    }
  });

  it('lists every open page and every tool page once in each language, with its lastmod as a W3C date', async () => {
    const urlset = parseXml((await get('/sitemap.xml')).body);
    const entries = urlset.children.map((url) => ({
      loc: url.children.find((child) => child.name === 'loc')!.text,
      lastmod: url.children.find((child) => child.name === 'lastmod')?.text,
    }));
    const locs = entries.map((entry) => entry.loc);
    for (const path of OPEN_PAGES) {
      expect(locs.filter((loc) => loc === `${SITE}${path}`), path).toHaveLength(1);
      expect(locs.filter((loc) => loc === `${SITE}/bn${path}`), `/bn${path}`).toHaveLength(1);
    }
    const banglaTools = entries.filter((entry) => new URL(entry.loc).pathname.startsWith('/bn/tools/'));
    expect(banglaTools.map((entry) => [entry.loc.replace('/bn/', '/'), entry.lastmod])).toEqual(
      entries.filter((entry) => new URL(entry.loc).pathname.startsWith('/tools/')).map((entry) => [entry.loc, entry.lastmod]),
    );

    const toolEntries = entries.filter((entry) => new URL(entry.loc).pathname.startsWith('/tools/'));
    const toolCount = (await db.collection('tools').count().get()).data().count;
    expect(toolEntries).toHaveLength(toolCount);
    expect(toolEntries).toHaveLength(seeded.size);
    expect(entries).toHaveLength(2 * (OPEN_PAGES.length + seeded.size));
    expect(Object.fromEntries(toolEntries.map((entry) => [entry.loc, entry.lastmod]))).toEqual(
      Object.fromEntries([...seeded].map(([slug, lastmod]) => [`${SITE}/tools/${encodeURIComponent(slug)}`, lastmod])),
    );
    for (const { lastmod } of toolEntries) if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('escapes what a tool holds', async () => {
    const { body } = await get('/sitemap.xml');
    expect(body).toContain(`<loc>${SITE}/tools/saw-co-x</loc>`);
    expect(body).toContain(`<loc>${SITE}/tools/odd%26slug%3C%22&#39;%3E</loc>`);
    expect(body).not.toContain(awkwardSlug);
  });

  it('answers HEAD with the headers and no body, and refuses POST', async () => {
    const head = await get('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
    const post = await get('/sitemap.xml', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('robots.txt', () => {
  it('allows the storefront, keeps crawlers out of the dashboard, the cart and the API, and names the sitemap', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body.split('\n').filter(Boolean)).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /cart',
      'Disallow: /bn/dashboard',
      'Disallow: /bn/cart',
      'Disallow: /api',
      // A file of the browser build, naming the address the site was built for (the emulators' usual Hosting
      // port unless VITE_SITE_ORIGIN says), whichever port these emulators serve it on.
      `Sitemap: ${process.env.VITE_SITE_ORIGIN || DEFAULT_SITE_ORIGIN}/sitemap.xml`,
    ]);
  });
});

describe('listToolPages', () => {
  it('reads every tool, a page at a time', async () => {
    const pages = await listToolPages(2);
    expect(pages.map((page) => page.slug).sort()).toEqual([...seeded.keys()].sort());
  });
});
