import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, withProviders } from '../../test/render';
import DeliveryLine from './delivery-line';

const drill = { minimum: 2, price: 89.5, priceTiers: [], specs: { weightKg: 1.6 } };
const KEY = 'voltforge:delivery-district';

afterEach(() => localStorage.clear());

describe('the product page’s delivery line', () => {
  it('prices the minimum order to Dhaka until the visitor chooses a district', () => {
    renderWithProviders(<DeliveryLine tool={drill} />);
    // 2 × 1.6 kg = 3.2 kg: the base covers 2 kg, then 2 started kg at ৳20.
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('Delivery to Dhaka: ৳120, 1–2 days');
  });

  it('counts a tool without a weight as 1 kg, and a heavy order outside Dhaka by the started kilogram', () => {
    renderWithProviders(<DeliveryLine tool={{ ...drill, minimum: 5, specs: {} }} />);
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('Delivery to Dhaka: ৳140, 1–2 days');
    act(() => localStorage.setItem(KEY, 'rangpur'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('Delivery to Rangpur: ৳240, 3–5 days');
  });

  it('says free delivery where the minimum order reaches the zone’s free-delivery total', () => {
    renderWithProviders(<DeliveryLine tool={{ ...drill, price: 12_000 }} />);
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('Delivery to Dhaka: Free, 1–2 days');
  });

  it('writes Bangla digits and district names on a Bangla page', () => {
    localStorage.setItem(KEY, 'chattogram');
    renderWithProviders(<DeliveryLine tool={drill} />, { locale: 'bn', route: '/bn/tools/drill' });
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('চট্টগ্রাম পর্যন্ত ডেলিভারি: ৳২১০, ৩–৫ দিন');
  });

  it('renders Dhaka on the server and the remembered district once hydrated, without a mismatch', async () => {
    localStorage.setItem(KEY, 'gazipur');
    const html = renderToString(withProviders(<DeliveryLine tool={drill} />));
    expect(html).toContain('Delivery to Dhaka');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, withProviders(<DeliveryLine tool={drill} />), { onRecoverableError });
      });
      expect(within(container).getByTestId('delivery-line')).toHaveTextContent('Delivery to Gazipur: ৳170, 2–3 days');
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('changes the district from the picker, in the page’s language, and remembers it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeliveryLine tool={drill} />, { locale: 'bn', route: '/bn/tools/drill' });
    await user.click(screen.getByRole('button', { name: 'জেলা বদলান' }));
    const dialog = await screen.findByRole('dialog', { name: 'কোথায় ডেলিভারি চান?' });
    const field = within(dialog).getByRole('combobox', { name: /জেলা/ });
    await user.clear(field);
    // English letters find a district on a Bangla page too.
    await user.type(field, 'Sylhet');
    await user.click(await screen.findByRole('option', { name: 'সিলেট' }));
    await user.click(within(dialog).getByRole('button', { name: 'খরচ দেখুন' }));
    expect(screen.getByTestId('delivery-line')).toHaveTextContent('সিলেট পর্যন্ত ডেলিভারি: ৳২১০, ৩–৫ দিন');
    expect(localStorage.getItem(KEY)).toBe('sylhet');
  });
});
