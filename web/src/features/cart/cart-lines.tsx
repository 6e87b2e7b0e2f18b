import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cart } from '@store/contract/cart';
import { lazy, Suspense, useState } from 'react';
import { useFeedback } from '../../components/feedback';
import { useActionErrorText } from '../../lib/action-error-text';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';
import { toolText } from '../../domains/tools/tool-labels';
import { useRemoveCartLine } from './api/remove-cart-line';
import { CartLineItem } from './cart-line-item';
import type { useCartDrafts } from './use-cart-drafts';

const RequestQuoteDialog = lazy(withMessages('on-demand', () => import('../../domains/quotes/on-demand/request-quote-dialog')));

interface CartLinesProps {
  cart: Cart;
  drafts: Pick<ReturnType<typeof useCartDrafts>, 'draftOf' | 'problemOf' | 'onDraft'>;
}

/** The cart's lines, each with its quantity box and Remove, and a request for a quote on all of them. */
export function CartLines({ cart, drafts: { draftOf, problemOf, onDraft } }: CartLinesProps) {
  const removeLine = useRemoveCartLine();
  const { notify } = useFeedback();
  const [quoting, setQuoting] = useState(false);
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const errorText = useActionErrorText();
  const onRemove = (toolId: string, name: string) =>
    removeLine.mutate(toolId, {
      onSuccess: () => notify(formatMessage({ id: 'cart.removed' }, { name }), 'info'),
      onError: (removeError) => notify(errorText(removeError), 'error'),
    });

  return (
    <Box>
      <Stack component="ul" spacing={2} aria-label={formatMessage({ id: 'cart.lines' })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cart.lines.map((line) => (
          <CartLineItem
            key={line.toolId}
            line={line}
            draft={draftOf(line.toolId, line.quantity)}
            problem={problemOf(line.toolId, line.quantity, line.problems)}
            onDraft={(value) => onDraft(line.toolId, value)}
            onRemove={() => onRemove(line.toolId, toolText(line.tool, locale).name)}
            removing={removeLine.isPending && removeLine.variables === line.toolId}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Button variant="outlined" onClick={() => setQuoting(true)}>
          <FormattedMessage id="cart.requestQuote" />
        </Button>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cart.quoteHint" />
        </Typography>
      </Box>
      {quoting && (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            onClose={() => setQuoting(false)}
            lines={cart.lines.map((line) => ({ toolId: line.toolId, name: toolText(line.tool, locale).name, quantity: line.quantity }))}
          />
        </Suspense>
      )}
    </Box>
  );
}
