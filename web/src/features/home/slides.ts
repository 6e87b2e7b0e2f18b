export interface Slide {
  image: string;
  /** Describes the drawing for screen readers. */
  alt: string;
  heading: string;
  text: string;
}

export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 600;

export const SLIDES: readonly Slide[] = [
  {
    image: '/slides/slide-1.svg',
    alt: 'A cordless drill and an impact driver on a workbench',
    heading: 'Power tools built for daily work',
    text: 'Drills, drivers and grinders made in Dhaka and tested on real job sites.',
  },
  {
    image: '/slides/slide-2.svg',
    alt: 'A workshop pegboard with saws and a sander',
    heading: 'Everything your workshop needs',
    text: 'Saws, sanders and planers with spare parts and service from our own team.',
  },
  {
    image: '/slides/slide-3.svg',
    alt: 'A chainsaw and a hedge trimmer among leaves',
    heading: 'Garden tools that keep going',
    text: 'Chainsaws and trimmers for parks, farms and landscapers, in stock all season.',
  },
  {
    image: '/slides/slide-4.svg',
    alt: 'A pallet of boxed tools ready to ship',
    heading: 'Order in bulk, straight from the maker',
    text: 'Factory prices with a clear minimum order, live stock, and every order tracked to your door.',
  },
];
