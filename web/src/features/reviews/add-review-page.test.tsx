import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tool } from '@store/contract/tool';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import AddReviewPage from './add-review-page';
import { testTool } from '../../test/tool';

function tool(id: string, name: string): Tool {
  return testTool({
    id,
    name,
    slug: id,
    description: `${name} description`,
    picture: `/tools/${id}.svg`,
    price: 25,
    minimum: 5,
    available: 100,
  });
}

const TOOLS = [tool('angle-grinder', 'Angle Grinder'), tool('cordless-drill', 'Cordless Drill')];

/** The catalog answers tool searches; POST /api/review answers with `reviewResponse`. */
function stubApi(reviewResponse: () => Response = () => jsonResponse({ id: 'review-1' }, 201)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/tools') {
      const q = url.searchParams.get('q') ?? '';
      const tools = TOOLS.filter((candidate) => candidate.name.toLowerCase().includes(q));
      return jsonResponse({ tools, nextCursor: null, total: tools.length });
    }
    if (url.pathname === '/api/review' && init?.method === 'POST') return reviewResponse();
    return jsonResponse({ error: { code: 'not-found', message: 'Not found' } }, 404);
  });
}

function reviewPosts(fetchSpy: ReturnType<typeof stubApi>) {
  return fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
}

function renderPage(user: Partial<User> = {}, locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(<AddReviewPage />, {
    route: locale === 'bn' ? '/bn/dashboard/review' : '/dashboard/review',
    session: signedIn({ user: { displayName: 'Demo Customer', ...user } }),
    locale,
  });
}

async function chooseTool(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /tool/i }));
  await user.click(await screen.findByRole('option', { name }));
}

/**
 * A plain click on the star's radio. (A pointer click makes MUI's Rating read the star under the
 * pointer from its layout, and jsdom has no layout.)
 */
function chooseRating(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
}

describe('Add a review', () => {
  it('shows the signed-in user name, read-only', () => {
    stubApi();
    renderPage();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Demo Customer');
    expect(name).toHaveAttribute('readonly');
  });

  it('requires a tool, a rating and a review text before sending', async () => {
    const fetchSpy = stubApi();
    renderPage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText('rating is required')).toBeInTheDocument();
    expect(screen.getByText('tool is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^review/i })).toHaveAccessibleDescription('review is required');
    expect(reviewPosts(fetchSpy)).toHaveLength(0);
  });

  it('requires a rating even when the rest is filled in', async () => {
    const fetchSpy = stubApi();
    renderPage();
    const user = userEvent.setup();

    await chooseTool(user, 'Cordless Drill');
    await user.type(screen.getByRole('textbox', { name: /^review/i }), 'Strong and light.');
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText('rating is required')).toBeInTheDocument();
    expect(reviewPosts(fetchSpy)).toHaveLength(0);
  });

  it('does not accept a review of only spaces', async () => {
    const fetchSpy = stubApi();
    renderPage();
    const user = userEvent.setup();

    await chooseTool(user, 'Cordless Drill');
    chooseRating('4 Stars');
    await user.type(screen.getByRole('textbox', { name: /^review/i }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^review/i })).toHaveAccessibleDescription('review is required'),
    );
    expect(reviewPosts(fetchSpy)).toHaveLength(0);
  });

  it('sends the review, says so and resets the form', async () => {
    const fetchSpy = stubApi();
    renderPage();
    const user = userEvent.setup();

    await chooseTool(user, 'Cordless Drill');
    chooseRating('4 Stars');
    await user.type(screen.getByRole('textbox', { name: /^review/i }), '  Strong and light.  ');
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText('Review added successfully!!!')).toBeInTheDocument();
    const posts = reviewPosts(fetchSpy);
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![0])).toBe('/api/review');
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ toolId: 'cordless-drill', rating: 4, review: 'Strong and light.' });

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^review/i })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /tool/i })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Empty' })).toBeChecked();
  });

  it('says so when the review replaced the earlier review of that tool (the API answers 200)', async () => {
    stubApi(() => jsonResponse({ id: 'review-1' }, 200));
    renderPage();
    expect(screen.getByText(/reviewing a tool again replaces your earlier review/)).toBeInTheDocument();
    const user = userEvent.setup();

    await chooseTool(user, 'Cordless Drill');
    chooseRating('2 Stars');
    await user.type(screen.getByRole('textbox', { name: /^review/i }), 'Changed my mind.');
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    expect(
      await screen.findByText('Review added successfully!!! It replaces your earlier review of this tool.'),
    ).toBeInTheDocument();
  });

  it('asks an unverified customer to verify their email first, and sends nothing', async () => {
    const fetchSpy = stubApi();
    renderPage({ emailVerified: false });
    expect(screen.getByText('Verify your email to review tools')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add review' })).toBeDisabled();
    expect(reviewPosts(fetchSpy)).toHaveLength(0);
  });

  it('shows an API refusal', async () => {
    stubApi(() => jsonResponse({ error: { code: 'not-found', message: 'That tool no longer exists' } }, 404));
    renderPage();
    const user = userEvent.setup();

    await chooseTool(user, 'Angle Grinder');
    chooseRating('5 Stars');
    await user.type(screen.getByRole('textbox', { name: /^review/i }), 'Great.');
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That tool no longer exists');
    expect(screen.getByRole('textbox', { name: /^review/i })).toHaveValue('Great.');
  });
});

describe('Add a review, in Bangla', () => {
  it('says everything in Bangla, its numbers in Bengali digits', () => {
    stubApi();
    renderPage({}, 'bn');
    expect(screen.getByRole('heading', { level: 1, name: 'রিভিউ লিখুন' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'নাম' })).toHaveAccessibleDescription('রিভিউয়ের সঙ্গে আপনার প্রোফাইলের নামটি দেখানো হয়।');
    expect(screen.getByRole('combobox', { name: /^টুল/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^রিভিউ/ })).toHaveAccessibleDescription('সর্বোচ্চ ২০০০ অক্ষর।');
    expect(screen.getByRole('radio', { name: 'কোনো তারকা নয়' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'রিভিউ যোগ করুন' })).toBeEnabled();
    expect(document.title).toMatch(/^রিভিউ লিখুন/);
  });

  it("words the contract's field checks in Bangla", async () => {
    const fetchSpy = stubApi();
    renderPage({}, 'bn');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'রিভিউ যোগ করুন' }));

    expect(await screen.findByText('রেটিং দিন')).toBeInTheDocument();
    expect(screen.getByText('একটি টুল বেছে নিন')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^রিভিউ/ })).toHaveAccessibleDescription('রিভিউটি লিখুন');
    expect(reviewPosts(fetchSpy)).toHaveLength(0);
  });

  it("says an API refusal in Bangla, whatever the API's English", async () => {
    stubApi(() => jsonResponse({ error: { code: 'not-found', message: 'That tool no longer exists' } }, 404));
    renderPage({}, 'bn');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: /^টুল/ }));
    await user.click(await screen.findByRole('option', { name: 'Angle Grinder' }));
    chooseRating('৫ তারকা');
    await user.type(screen.getByRole('textbox', { name: /^রিভিউ/ }), 'খুব ভালো।');
    await user.click(screen.getByRole('button', { name: 'রিভিউ যোগ করুন' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('এটি খুঁজে পাওয়া গেল না। হয়তো সরিয়ে ফেলা হয়েছে।');
  });

  it('says the review was added in Bangla', async () => {
    stubApi();
    renderPage({}, 'bn');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: /^টুল/ }));
    await user.click(await screen.findByRole('option', { name: 'Cordless Drill' }));
    chooseRating('৪ তারকা');
    await user.type(screen.getByRole('textbox', { name: /^রিভিউ/ }), 'হালকা আর মজবুত।');
    await user.click(screen.getByRole('button', { name: 'রিভিউ যোগ করুন' }));

    expect(await screen.findByText('আপনার রিভিউ যোগ হয়েছে!')).toBeInTheDocument();
  });
});
