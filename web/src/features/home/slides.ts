import type { MessageId } from '../../lib/i18n/message-id';

/** A slide of Home's carousel; its words are messages of the catalogs. */
export interface Slide {
  image: string;
  /** Describes the drawing for screen readers. */
  alt: MessageId;
  heading: MessageId;
  text: MessageId;
}

export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 600;

export const SLIDES: readonly Slide[] = [
  {
    image: '/slides/slide-1.svg',
    alt: 'home.slide1.alt',
    heading: 'home.slide1.heading',
    text: 'home.slide1.text',
  },
  {
    image: '/slides/slide-2.svg',
    alt: 'home.slide2.alt',
    heading: 'home.slide2.heading',
    text: 'home.slide2.text',
  },
  {
    image: '/slides/slide-3.svg',
    alt: 'home.slide3.alt',
    heading: 'home.slide3.heading',
    text: 'home.slide3.text',
  },
  {
    image: '/slides/slide-4.svg',
    alt: 'home.slide4.alt',
    heading: 'home.slide4.heading',
    text: 'home.slide4.text',
  },
];
