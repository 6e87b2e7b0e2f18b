// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../app/route-manifest';

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}
const repoRoot = join(__dirname, '..', '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { public: string; rewrites: Rewrite[] };
};
const rewrites = firebaseJson.hosting.rewrites;

describe('Hosting sends every page of the route manifest to the server renderer', () => {
  it('rewrites /api/** to the API, then everything else to the ssr function, and to no HTML file', () => {
    expect(rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region: 'us-central1' } },
      { source: '**', function: { functionId: 'ssr', region: 'us-central1' } },
    ]);
  });

  it('has no file in the build at a route of the manifest, which Hosting would serve instead of rendering it', () => {
    const publicDir = join(repoRoot, firebaseJson.hosting.public);
    const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
    for (const { path } of APP_ROUTES) {
      const folder = join(publicDir, path.replace(/[:*].*$/, ''));
      for (const file of [folder, join(folder, 'index.html')]) expect(isFile(file), file).toBe(false);
    }
  });
});
