import type { Suggestions } from '@store/contract/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, LocationDisplay, renderWithProviders } from '../../test/render';
import { SiteSearch } from './site-search';

const DRILLS: Suggestions = {
  tools: [
    { name: 'Cordless Drill Driver 18V', slug: 'cordless-drill-driver-18v', picture: '/tools/cordless-drill-driver-18v.svg', price: 15500 },
    { name: 'Hammer Drill 850W', slug: 'hammer-drill-850w', picture: '/tools/hammer-drill-850w.svg', price: 17950 },
    { name: 'Brushless Impact Driver 18V', slug: 'brushless-impact-driver-18v', picture: '/tools/brushless-impact-driver-18v.svg', price: 19100 },
  ],
  categories: ['drills-drivers', 'hammers-demolition'],
};

function renderSearch(route = '/', locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(
    <>
      <SiteSearch />
      <LocationDisplay />
    </>,
    { route, locale },
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Search tools' });
/** The field once its suggestions have loaded: a combobox. */
const combobox = () => screen.findByRole('combobox', { name: 'Search tools' });
const location = () => screen.getByTestId('location').textContent;

/** The query strings of the suggestions asked for. */
const asked = (fetchSpy: MockInstance<typeof fetch>) =>
  fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/search/suggest')).map((url) => url.split('?')[1]);

describe('the navigation’s search', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(DRILLS));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a plain labelled form asking /tools?q= as the server draws it, in the page’s language', () => {
    renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/tools');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // Not a combobox until its suggestions have loaded (on focus): nothing of them is in the first download.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('posts to the Bangla catalog from a Bangla page', () => {
    renderSearch('/bn/', 'bn');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/bn/tools');
    expect(screen.getByRole('searchbox', { name: 'টুল খুঁজুন' })).toBeInTheDocument();
  });

  it('suggests tools with picture, name and price, and categories, from the second character, announcing how many', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    const input = await combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(input, 'd');
    // One character asks for nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(asked(fetchSpy)).toEqual([]);

    await user.type(input, 'r');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(asked(fetchSpy)).toEqual(['q=dr&lang=en']);

    const tools = within(list).getByRole('group', { name: 'Tools' });
    const first = within(tools).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Cordless Drill Driver 18V৳15,500');
    expect(first.querySelector('img')).toHaveAttribute('src', '/tools/cordless-drill-driver-18v.svg');
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent('Drills & driversHammers & demolition');
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('moves through the options with Down and Up, and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    renderSearch('/tools');
    await user.click(field());
    const input = await combobox();
    await user.type(input, 'drill');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    // Up from the first goes round to the last (a category).
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/tools/hammer-drill-850w');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category’s tools from its option', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    await user.type(await combobox(), 'dril');
    await user.click(within(await screen.findByRole('group', { name: 'Categories' })).getByRole('option', { name: 'Hammers & demolition' }));
    expect(location()).toBe('/tools?category=hammers-demolition');
  });

  it('searches the catalog with Enter when no option is active', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    await user.type(await combobox(), ' gsb18v ');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/tools?q=gsb18v');
  });

  it('closes the list with Escape, and opens it again with Down', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    const input = await combobox();
    await user.type(input, 'drill');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(list).not.toBeVisible();
    expect(input).toHaveValue('drill');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
  });

  it('closes the list when the field loses the focus', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    const input = await combobox();
    await user.type(input, 'drill');
    await screen.findByRole('listbox');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing is suggested', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse({ tools: [], categories: [] }));
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    const input = await combobox();
    await user.type(input, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks in Bangla on a Bangla page, and says prices and the count in Bengali digits', async () => {
    const user = userEvent.setup();
    renderSearch('/bn/', 'bn');
    await user.click(screen.getByRole('searchbox', { name: 'টুল খুঁজুন' }));
    const input = await screen.findByRole('combobox', { name: 'টুল খুঁজুন' });
    await user.type(input, 'ড্রিল');
    const list = await screen.findByRole('listbox', { name: 'পরামর্শ' });
    expect(asked(fetchSpy)).toEqual([`q=${encodeURIComponent('ড্রিল')}&lang=bn`]);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('৳১৫,৫০০');
    expect(screen.getByRole('status')).toHaveTextContent('৫টি পরামর্শ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/tools/cordless-drill-driver-18v');
  });
});
