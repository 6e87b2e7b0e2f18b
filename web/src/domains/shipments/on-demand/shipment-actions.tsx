import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@store/contract/shipment';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../components/feedback';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { useBookShipmentAgain } from '../api/change-shipment';
import { canMarkDelivered } from '../shipment-display';
import { useShipmentErrorText } from '../shipment-refusals';
import { MarkDeliveredDialog, useShipmentChange, type ShipmentDialogProps } from './mark-delivered';

type Asking = 'delivered' | 'received-back' | null;

/**
 * An administrator's actions on one shipment, where its status allows them: "Book again" after the courier refused
 * it, "Mark delivered" for the store's van or the counter, "Received back" for a returning one (hence the default
 * export, for lazy()).
 */
export default function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { notify } = useFeedback();
  const errorText = useShipmentErrorText();
  const bookAgain = useBookShipmentAgain();
  const [asking, setAsking] = useState<Asking>(null);
  const number = format.count(shipment.number);
  const close = () => setAsking(null);

  const book = async () => {
    try {
      const booked = await bookAgain.mutateAsync({ orderId: shipment.orderId, n: shipment.number });
      if (booked.status === 'booking-failed') notify(formatMessage({ id: 'shipments.stillNotBooked' }, { number }), 'info');
      else notify(formatMessage({ id: 'shipments.booked' }, { number }), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  const actions = [
    shipment.status === 'booking-failed' && (
      <Button key="book" size="small" variant="contained" onClick={() => void book()} disabled={bookAgain.isPending} aria-label={formatMessage({ id: bookAgain.isPending ? 'shipments.bookingOf' : 'shipments.bookAgainOf' }, { number })}>
        {formatMessage({ id: bookAgain.isPending ? 'shipments.booking' : 'shipments.bookAgain' })}
      </Button>
    ),
    canMarkDelivered(shipment) && (
      <Button key="delivered" size="small" variant="outlined" onClick={() => setAsking('delivered')} aria-label={formatMessage({ id: 'shipments.markDeliveredOf' }, { number })}>
        {formatMessage({ id: 'shipments.markDelivered' })}
      </Button>
    ),
    shipment.status === 'returning' && (
      <Button key="back" size="small" variant="outlined" onClick={() => setAsking('received-back')} aria-label={formatMessage({ id: 'shipments.receiveBackOf' }, { number })}>
        {formatMessage({ id: 'shipments.receiveBack' })}
      </Button>
    ),
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" data-print="hide">
      {actions}
      {asking === 'delivered' && <MarkDeliveredDialog shipment={shipment} onClose={close} />}
      {asking === 'received-back' && <ReceivedBackDialog shipment={shipment} onClose={close} />}
    </Stack>
  );
}

function ReceivedBackDialog({ shipment, onClose }: ShipmentDialogProps & { shipment: Shipment }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { update, send, failure } = useShipmentChange({ shipment, onClose }, 'shipments.receivedBackDone');
  const [counted, setCounted] = useState(() => shipment.lines.map((line) => String(line.quantity)));
  const [checked, setChecked] = useState(false);
  const textId = useId();
  const problems = shipment.lines.map((line, index) => {
    const text = counted[index]!.trim();
    if (!/^\d+$/.test(text)) return formatMessage({ id: 'shipments.unitsWhole' });
    return Number(text) > line.quantity ? formatMessage({ id: 'shipments.unitsBackTooMany' }, { sent: format.count(line.quantity) }) : undefined;
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (problems.some(Boolean)) return;
    void send({ status: 'received-back', units: shipment.lines.map((line, index) => ({ lineIndex: line.lineIndex, quantity: Number(counted[index]) })) });
  };
  return (
    <FormDialog
      title={formatMessage({ id: 'shipments.receivedBackTitle' }, { number: format.count(shipment.number) })}
      onClose={onClose}
      onSubmit={submit}
      busy={update.isPending}
      submitLabel={formatMessage({ id: 'shipments.receiveBack' })}
      busyLabel={formatMessage({ id: 'shipments.saving' })}
      failure={failure}
    >
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {formatMessage({ id: 'shipments.receivedBackText' })}
      </DialogContentText>
      <Stack gap={2}>
        {shipment.lines.map((line, index) => (
          <Box component="fieldset" key={line.lineIndex} aria-labelledby={`${textId}-${index}`} sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
            <Typography id={`${textId}-${index}`} component="legend" sx={{ fontWeight: 600, px: 0.5, overflowWrap: 'anywhere', maxWidth: '100%' }}>
              {line.toolname}
            </Typography>
            <TextField
              label={formatMessage({ id: 'shipments.unitsBack' })}
              type="number"
              size="small"
              value={counted[index]}
              onChange={(event) => setCounted((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
              error={checked && Boolean(problems[index])}
              helperText={(checked && problems[index]) || formatMessage({ id: 'shipments.unitsBackHint' }, { sent: format.count(line.quantity) })}
              slotProps={{ htmlInput: { min: 0, max: line.quantity, step: 1, inputMode: 'numeric' } }}
              sx={{ mt: 1, maxWidth: 200 }}
            />
          </Box>
        ))}
      </Stack>
    </FormDialog>
  );
}
