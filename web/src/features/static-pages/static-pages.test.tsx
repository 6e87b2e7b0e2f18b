import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import BlogsPage from './blogs-page';
import NotFoundPage from './not-found-page';
import PaymentReturnedPage from './payment-returned-page';
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

  it("the gateway's return that names no order says the payment is being checked, and links to My Orders, in both languages", () => {
    renderWithProviders(<PaymentReturnedPage />, { route: '/payment-returned' });
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment' })).toBeInTheDocument();
    expect(screen.getByText(/checking the outcome of your payment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(document.title).toMatch(/^Checking your payment \| /);
    cleanup();

    renderWithProviders(<PaymentReturnedPage />, { route: '/bn/payment-returned', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার পেমেন্ট যাচাই করা হচ্ছে' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার অর্ডারে যান' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/myorders$/));
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

  it('speaks Bangla on Bangla pages: the blogs, the portfolio and its figures in Bengali digits', () => {
    renderWithProviders(<BlogsPage />, { route: '/bn/blogs', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((q) => q.textContent)).toContain('React-এ state আর props-এর পার্থক্য কী?');
    expect(screen.getByText(/value=\{undefined\}/)).toBeInTheDocument();
    cleanup();

    renderWithProviders(<PortfolioPage />, { route: '/bn/myportfolio', locale: 'bn' });
    const education = screen.getByRole('table', { name: 'শিক্ষা' });
    expect(within(education).getByRole('row', { name: /ঢাকা বিশ্ববিদ্যালয়/ })).toHaveTextContent('২০১৭ – ২০২১');
    expect(within(education).getByRole('row', { name: /ঢাকা বিশ্ববিদ্যালয়/ })).toHaveTextContent('সিজিপিএ ৩.৭২ / ৪.০০');
    expect(screen.getAllByRole('link', { name: / খুলুন$/ })).toHaveLength(3);
    expect(document.title).toMatch(/^আমার পোর্টফোলিও/);
  });
});
