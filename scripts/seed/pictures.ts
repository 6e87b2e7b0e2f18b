/**
 * Writes the pictures the site serves itself: web/public/tools/<slug>.svg for every seed tool (and
 * <slug>-<view>.svg for its further views)
 * and web/public/slides/slide-N.svg for the home carousel. Run: npx tsx scripts/seed/pictures.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '@store/contract/tool';
import { toolViewsOf, tools } from './catalog';
import { slideArt, slideSvg, toolArt, toolSvg, toolViews, type SlideKey, type ToolArtKey } from './tool-art';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'public');
const toolsDir = join(publicDir, 'tools');
const slidesDir = join(publicDir, 'slides');

const unused = new Set(Object.keys(toolArt));
for (const tool of tools) {
  if (!unused.delete(tool.key)) throw new Error(`Drawing ${tool.key} is used twice or does not exist`);
}
if (unused.size > 0) throw new Error(`Drawings without a tool: ${[...unused].join(', ')}`);

// Start from an empty folder so a renamed tool leaves no stale picture behind.
rmSync(toolsDir, { recursive: true, force: true });
mkdirSync(toolsDir, { recursive: true });
mkdirSync(slidesDir, { recursive: true });

const sizes: number[] = [];
for (const tool of tools) {
  const title = `${tool.name}: ${toolArt[tool.key].title.toLowerCase()}`;
  const files: [name: string, svg: string][] = [
    [`${slugify(tool.name)}.svg`, toolSvg(tool.key as ToolArtKey, title)],
    ...toolViewsOf(tool).map((view): [string, string] => [
      `${slugify(tool.name)}-${view}.svg`,
      toolSvg(tool.key as ToolArtKey, `${tool.name}, ${toolViews[view].title}`, view),
    ]),
  ];
  for (const [name, svg] of files) {
    writeFileSync(join(toolsDir, name), svg);
    sizes.push(Buffer.byteLength(svg));
  }
}
for (const key of Object.keys(slideArt) as SlideKey[]) {
  const svg = slideSvg(key);
  writeFileSync(join(slidesDir, `${key}.svg`), svg);
  sizes.push(Buffer.byteLength(svg));
}

console.log(
  `Wrote ${readdirSync(toolsDir).length} tool pictures and ${Object.keys(slideArt).length} slides ` +
    `(largest ${Math.max(...sizes)} bytes) to ${publicDir}`,
);
