import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cartQuery, useSetCartLine } from './api/cart';
import { useActionErrorText } from '../../lib/action-error-text';
import { useSession } from '../../lib/session';

export type AddToCartResult = { status: 'added'; quantity: number } | { status: 'failed'; message: string } | { status: 'sign-in' };

/** Most units a cart line holds (the contract's Quantity). */
const LINE_MAX = 1_000_000;

/**
 * "Add to cart" on the product and purchase pages: adds `quantity` units to the tool's line (to what the line
 * already holds). A visitor who is not signed in goes to sign in, and comes back to this page afterwards.
 */
export function useAddToCart() {
  const { status, user } = useSession();
  const uid = user?.uid;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const setLine = useSetCartLine(uid);
  const errorText = useActionErrorText();
  const [result, setResult] = useState<AddToCartResult | null>(null);

  const add = async (toolId: string, quantity: number): Promise<AddToCartResult> => {
    if (status !== 'signed-in' || !uid) {
      navigate('/login', { state: { from: location } });
      return { status: 'sign-in' };
    }
    setResult(null);
    let outcome: AddToCartResult;
    try {
      const cart = await queryClient.fetchQuery({ ...cartQuery(uid), staleTime: 0 });
      const inCart = cart.lines.find((line) => line.toolId === toolId)?.quantity ?? 0;
      // A full cart (50 lines) is refused by the server with cart-full, whose message says so.
      const total = Math.min(inCart + quantity, LINE_MAX);
      await setLine.mutateAsync({ toolId, quantity: total });
      outcome = { status: 'added', quantity: total };
    } catch (error) {
      outcome = { status: 'failed', message: errorText(error) };
    }
    setResult(outcome);
    return outcome;
  };

  return { add, pending: setLine.isPending, result, clearResult: () => setResult(null) };
}
