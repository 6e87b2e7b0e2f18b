import { useEffect } from 'react';
import { site } from '../config/site';

const fullTitle = (title: string) => (title ? `${title} | ${site.companyName}` : site.companyName);

// The build's prerender (src/prerender/render-route.tsx) runs no effects: it reads the title here.
let renderedTitle: string | undefined;
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}

/** Sets the tab title to "<title> | <company>" while the page is shown. */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) renderedTitle = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
