import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishMessage, renderWithProviders } from '../../test/render';
import { HeroCarousel, wrapIndex } from './hero-carousel';
import { SLIDES } from './slides';

/** The English words of a slide's heading. */
const heading = (index: number) => englishMessage(SLIDES[index]!.heading);

const visibleHeading = () => {
  const current = screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');
  return within(current!).getByRole('heading').textContent;
};

describe('HeroCarousel', () => {
  it('has four slides, each with a heading over its picture', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} />);
    expect(SLIDES).toHaveLength(4);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(visibleHeading()).toBe(heading(0));
    const firstPicture = screen.getAllByRole('img', { hidden: true })[0]!;
    expect(firstPicture).toHaveAttribute('src', '/slides/slide-1.svg');
    expect(firstPicture).toHaveAttribute('width', '1600');
  });

  it('wraps around with the arrow buttons in both directions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleHeading()).toBe(heading(3));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleHeading()).toBe(heading(0));
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleHeading()).toBe(heading(0));
  });

  it('moves with the arrow keys and from the slide dots', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel slides={SLIDES} />);
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleHeading()).toBe(heading(2));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(visibleHeading()).toBe(heading(3));
    await user.click(screen.getByRole('button', { name: `Show slide 2: ${heading(1)}` }));
    expect(visibleHeading()).toBe(heading(1));
    expect(screen.getByText(`Slide 2 of 4: ${heading(1)}`)).toBeInTheDocument();
  });

  it('computes wrapped indexes', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, -6, 4)).toBe(3);
  });
});
