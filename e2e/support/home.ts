import type { Page } from 'playwright-core';

/** The carousel's live region, which says which slide is shown ("Slide 2 of 4"). */
export const carouselStatus = (page: Page) => page.locator('[aria-roledescription="carousel"] [aria-live="polite"]');
