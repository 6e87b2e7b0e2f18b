import { useEffect } from 'react';
import { site } from '../config/site';

/** Sets the tab title to "<title> | <company>" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.companyName}` : site.companyName;
  }, [title]);
}
