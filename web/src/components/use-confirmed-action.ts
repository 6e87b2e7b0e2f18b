import { useState } from 'react';
import { useActionErrorText } from '../lib/action-error-text';
import { useFeedback } from './feedback';

/**
 * An action taken only once the user confirms it in a dialog (cancel an order, withdraw a quote, delete a tool):
 * `ask(target)` opens the dialog, confirming runs `act`, and the snackbar says `success(target)` or why it failed.
 * Spread `dialog` into a ConfirmDialog; `target` is what the dialog asks about (null while closed).
 */
export function useConfirmedAction<Target>(act: (target: Target) => Promise<unknown>, success: (target: Target) => string) {
  const { notify } = useFeedback();
  const errorText = useActionErrorText();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await act(target);
      notify(success(target), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return {
    target,
    ask: (next: Target) => setTarget(next),
    dialog: {
      open: target !== null,
      busy,
      onConfirm: () => void confirm(),
      onClose: () => !busy && setTarget(null),
    },
  };
}
