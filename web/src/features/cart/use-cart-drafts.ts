import type { Cart } from '@store/contract/cart';
import { useEffect, useState } from 'react';
import { useFeedback } from '../../components/feedback';
import { useSetCartLine } from '../../domains/cart/api/cart';
import { ApiError } from '../../lib/api-client';
import { useActionErrorText } from '../../lib/action-error-text';
import { useIntl } from '../../lib/i18n/intl';

/** How long a typed quantity rests before it is saved. */
const SAVE_DELAY_MS = 600;
const QUANTITY_MAX = 1_000_000;

/** A typed quantity as the cart takes it, or null. */
function quantityOf(draft: string): number | null {
  const value = Number(draft);
  return draft.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= QUANTITY_MAX ? value : null;
}

/** The failing lines a refused order names (`lines.{i}.quantity`), by tool. */
function lineRefusals(error: unknown, cart: Cart): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (!(error instanceof ApiError)) return refusals;
  for (const detail of error.details ?? []) {
    const index = /^lines\.(\d+)\.quantity$/.exec(detail.field)?.[1];
    const line = index === undefined ? undefined : cart.lines[Number(index)];
    if (line) refusals[line.toolId] = detail.message;
  }
  return refusals;
}

/**
 * The quantities typed into the cart's lines: each saved once the typing rests (the server answers the cart priced
 * again), what is wrong with each (a bad number, or the server's word on the saved one), and whether checkout must
 * wait (`blocked` says why).
 */
export function useCartDrafts(cart: Cart | undefined, uid: string | undefined) {
  const setLine = useSetCartLine(uid);
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(0);

  useEffect(() => {
    if (!cart) return;
    const changed = cart.lines.flatMap((line) => {
      const quantity = drafts[line.toolId] === undefined ? null : quantityOf(drafts[line.toolId]!);
      return quantity !== null && quantity !== line.quantity ? [{ toolId: line.toolId, quantity }] : [];
    });
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      for (const change of changed) {
        setSaving((count) => count + 1);
        setLine.mutate(change, {
          // Saved: the cart's own quantity now stands for what was typed.
          onSuccess: () =>
            setDrafts(({ [change.toolId]: draft, ...others }) =>
              draft === undefined || quantityOf(draft) === change.quantity ? others : { ...others, [change.toolId]: draft },
            ),
          onError: (saveError) => notify(formatMessage({ id: 'cart.changeFailed' }, { reason: errorText(saveError) }), 'error'),
          onSettled: () => setSaving((count) => count - 1),
        });
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // setLine and notify are stable in what they do; the drafts and the cart decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts, cart]);

  const draftOf = (toolId: string, quantity: number) => drafts[toolId] ?? String(quantity);
  const problemOf = (toolId: string, quantity: number, problems: { message: string }[]) => {
    const draft = draftOf(toolId, quantity);
    if (quantityOf(draft) === null) return formatMessage({ id: 'cart.wholeNumber' }, { max: QUANTITY_MAX });
    if (quantityOf(draft) !== quantity) return undefined; // not saved yet: the server's verdict is about the old quantity
    return refusals[toolId] ?? problems[0]?.message;
  };
  const onDraft = (toolId: string, value: string) => {
    setDrafts((current) => ({ ...current, [toolId]: value }));
    setRefusals(({ [toolId]: _dropped, ...others }) => others);
  };

  const lines = cart?.lines ?? [];
  const unsaved = saving > 0 || lines.some((line) => draftOf(line.toolId, line.quantity) !== String(line.quantity));
  const troubled = lines.some((line) => problemOf(line.toolId, line.quantity, line.problems) !== undefined);
  const blocked = troubled ? formatMessage({ id: 'cart.fixQuantities' }) : unsaved ? formatMessage({ id: 'cart.saving' }) : undefined;

  return {
    draftOf,
    problemOf,
    onDraft,
    blocked,
    /** After an order: the typed quantities are the cart's own. */
    ordered: () => setDrafts({}),
    /** A refused order: its refusals go beside the lines they name. */
    refused: (error: unknown, refusedCart: Cart) => setRefusals(lineRefusals(error, refusedCart)),
  };
}
