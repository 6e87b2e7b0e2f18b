/**
 * The page's first script. The server has drawn the page already; the app that takes it over (main.tsx) is
 * fetched once the page's lead picture is in, so the largest paint never shares the network and the main thread
 * with the app's download and start. Until then the page's links and pictures work as plain HTML. A Bangla page's
 * web font waits for that too, and for the picture's paint (lib/deferred-fonts.ts).
 */
import { addDeferredFonts } from './lib/deferred-fonts';

/** Long enough for a lead picture on a slow phone network; a picture that hangs must not hold the app back. */
const LEAD_PICTURE_WAIT_MS = 3000;

function leadPictureLoaded(): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
  const picture = href ? Array.from(document.images).find((image) => image.src === href) : undefined;
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, LEAD_PICTURE_WAIT_MS);
  });
}

/** The chunks of the page being shown (the server lists them), fetched beside the app rather than after it. */
function preloadPageChunks() {
  const chunks = JSON.parse(document.getElementById('page-chunks')?.textContent || '[]') as string[];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs `task` once the frame being drawn has been painted. */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

void leadPictureLoaded().then(() => {
  afterNextPaint(addDeferredFonts);
  preloadPageChunks();
  return import('./main');
});
