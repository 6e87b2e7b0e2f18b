import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NavBar } from './nav-bar';

describe('the language switch', () => {
  it('opens the same page, search included, in Bangla from an English page', () => {
    renderWithProviders(<NavBar />, { route: '/tools?q=drill' });
    const link = screen.getByRole('link', { name: 'বাংলা' });
    expect(link).toHaveAttribute('href', '/bn/tools?q=drill');
    expect(link).toHaveAttribute('hreflang', 'bn');
    expect(link).toHaveAttribute('lang', 'bn');
  });

  it('opens the same page in English from a Bangla page, whose own links stay in Bangla', () => {
    renderWithProviders(<NavBar />, { route: '/bn/tools/cordless-drill', locale: 'bn' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/tools/cordless-drill');
    expect(screen.getByRole('link', { name: 'টুলস' })).toHaveAttribute('href', '/bn/tools');
    expect(screen.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeInTheDocument();
  });
});
