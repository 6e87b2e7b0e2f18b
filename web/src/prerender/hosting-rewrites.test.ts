// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL, PRERENDERED_PAGES } from '../../prerender-plugin';

interface Rewrite {
  source: string;
  destination?: string;
}
const firebaseJson = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = firebaseJson.hosting.rewrites;

describe('Hosting serves the prerendered pages', () => {
  it('rewrites each prerendered route (but Home, which is index.html) to its HTML file, before the catch-all', () => {
    const catchAll = rewrites.findIndex((rewrite) => rewrite.source === '**');
    for (const { route, file } of PRERENDERED_PAGES) {
      if (route === '/') {
        expect(file).toBe('index.html');
        continue;
      }
      const at = rewrites.findIndex((rewrite) => rewrite.source === route);
      expect(rewrites[at]?.destination, `firebase.json rewrites ${route}`).toBe(`/${file}`);
      expect(at).toBeLessThan(catchAll);
    }
  });

  it('sends every other route to the empty app shell, not to the prerendered Home page', () => {
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL}` });
  });
});
