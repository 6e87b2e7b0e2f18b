import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import BlogsPage from './blogs-page';
import NotFoundPage from './not-found-page';
import PortfolioPage from './portfolio-page';

describe('static pages', () => {
  it('404 links to the homepage and to the portfolio', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See the portfolio' })).toHaveAttribute('href', '/myportfolio');
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('blogs answer at least five front-end questions', () => {
    renderWithProviders(<BlogsPage />);
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.map((q) => q.textContent)).toContain('What is the difference between state and props in React?');
  });

  it('portfolio has an education table, a skills list and three project links', () => {
    renderWithProviders(<PortfolioPage />);
    const education = screen.getByRole('table', { name: 'Education' });
    expect(within(education).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(3);
  });
});
