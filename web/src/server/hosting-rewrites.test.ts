// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL, prerenderedFile, prerenderedRoutes } from '../app/route-manifest';

interface Rewrite {
  source: string;
  destination?: string;
}
const firebaseJson = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = firebaseJson.hosting.rewrites;

describe('Hosting serves the prerendered pages of the route manifest', () => {
  it('rewrites each prerendered route (but Home, which is index.html) to its HTML file, before the catch-all', () => {
    const catchAll = rewrites.findIndex((rewrite) => rewrite.source === '**');
    for (const { path } of prerenderedRoutes()) {
      if (path === '/') {
        expect(prerenderedFile(path)).toBe('index.html');
        continue;
      }
      const at = rewrites.findIndex((rewrite) => rewrite.source === path);
      expect(rewrites[at]?.destination, `firebase.json rewrites ${path}`).toBe(`/${prerenderedFile(path)}`);
      expect(at).toBeLessThan(catchAll);
    }
  });

  it('rewrites to no other page file, so a route dropped from the manifest does not leave a stale page behind', () => {
    const pageFiles = rewrites.map((rewrite) => rewrite.destination).filter((destination) => destination?.endsWith('.html'));
    const expected = prerenderedRoutes()
      .filter(({ path }) => path !== '/')
      .map(({ path }) => `/${prerenderedFile(path)}`);
    expect(pageFiles.filter((file) => file !== `/${APP_SHELL}`).sort()).toEqual(expected.sort());
  });

  it('sends every other route to the empty app shell, not to the prerendered Home page', () => {
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL}` });
  });
});
