import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@store/contract/cart';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useToolText } from '../../domains/tools/tool-labels';

export interface CartLineItemProps {
  line: CartLine;
  /** The quantity as typed (it may not be saved yet). */
  draft: string;
  /** What stands in the way of ordering this line: a quantity that is not one, the cart's problem, or checkout's refusal. */
  problem?: string;
  onDraft: (value: string) => void;
  onRemove: () => void;
  removing: boolean;
}

/** A line of the cart: picture, name, an editable quantity with what is wrong with it beside it, unit price and line total. */
export function CartLineItem({ line, draft, problem, onDraft, onRemove, removing }: CartLineItemProps) {
  const { tool } = line;
  const { name, nameLang } = useToolText(tool);
  const fieldId = `quantity-${line.toolId}`;
  const { formatMessage } = useIntl();
  const format = useFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', sm: '96px minmax(0, 1fr) 150px 110px auto' },
        borderColor: problem ? 'error.main' : undefined,
      }}
    >
      <Box
        component="img"
        src={tool.picture}
        alt=""
        width={96}
        height={72}
        sx={{ width: { xs: 64, sm: 96 }, height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          <Box component={RouterLink} to={`/tools/${encodeURIComponent(tool.slug)}`} lang={nameLang} sx={{ color: 'inherit' }}>
            {name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="unit-price">
          <FormattedMessage id="cart.perUnit" values={{ price: format.money(line.unitPrice) }} />
        </Typography>
      </Box>
      <IconButton
        aria-label={formatMessage({ id: 'cart.remove' }, { name })}
        onClick={onRemove}
        disabled={removing}
        sx={{ gridColumn: { xs: 3, sm: 5 }, gridRow: 1 }}
      >
        <DeleteOutlined />
      </IconButton>
      <TextField
        id={fieldId}
        label={formatMessage({ id: 'cart.quantity' })}
        type="number"
        size="small"
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? formatMessage({ id: 'cart.stockHint' }, { minimum: format.count(tool.minimum), available: format.count(tool.available) })}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'aria-label': formatMessage({ id: 'cart.quantityOf' }, { name }) } }}
        sx={{ gridColumn: { xs: '1 / 3', sm: 3 }, gridRow: { sm: 1 } }}
      />
      <Box sx={{ gridColumn: { xs: 3, sm: 4 }, gridRow: { sm: 1 }, textAlign: 'right' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cart.lineTotal" />
        </Typography>
        <Typography sx={{ fontWeight: 800 }} data-testid="line-total">
          {format.money(line.lineTotal)}
        </Typography>
      </Box>
    </Paper>
  );
}
