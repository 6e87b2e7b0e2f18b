import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { RECEIVED_BY_MAX, type Shipment } from '@store/contract/shipment';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../components/feedback';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUpdateShipment } from '../api/change-shipment';
import { useShipmentErrorText } from '../shipment-refusals';

/** The shipment a dialog changes: its order and its number are all the API needs. */
type ShipmentRef = Pick<Shipment, 'orderId' | 'number'>;

export interface ShipmentDialogProps {
  shipment: ShipmentRef;
  onClose: () => void;
}

/** Sends the change, says it was done and closes; a refusal stays in the dialog, in words. */
export function useShipmentChange({ shipment, onClose }: ShipmentDialogProps, done: 'shipments.markedDelivered' | 'shipments.receivedBackDone') {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { notify } = useFeedback();
  const errorText = useShipmentErrorText();
  const update = useUpdateShipment();
  const send = async (body: Parameters<typeof update.mutateAsync>[0]['body']) => {
    try {
      await update.mutateAsync({ orderId: shipment.orderId, n: shipment.number, body });
    } catch {
      return;
    }
    notify(formatMessage({ id: done }, { number: format.count(shipment.number) }), 'success');
    onClose();
  };
  return { update, send, failure: update.error ? errorText(update.error) : null };
}

/**
 * "Mark delivered" for an own van's or a pickup's shipment: who received it, sent as the delivery. `namesOrder`
 * (in a list of orders) names the order in the title, as the order's page need not.
 */
export function MarkDeliveredDialog({ shipment, onClose, namesOrder = false }: ShipmentDialogProps & { namesOrder?: boolean }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { update, send, failure } = useShipmentChange({ shipment, onClose }, 'shipments.markedDelivered');
  const [receivedBy, setReceivedBy] = useState('');
  const [checked, setChecked] = useState(false);
  const name = receivedBy.trim();
  const problem = !name ? formatMessage({ id: 'shipments.receivedByRequired' }) : name.length > RECEIVED_BY_MAX ? formatMessage({ id: 'shipments.receivedByTooLong' }, { max: format.count(RECEIVED_BY_MAX) }) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) void send({ status: 'delivered', receivedBy: name });
  };
  const number = format.count(shipment.number);
  return (
    <FormDialog
      title={
        namesOrder
          ? formatMessage({ id: 'shipments.markDeliveredTitleOf' }, { number, id: shipment.orderId })
          : formatMessage({ id: 'shipments.markDeliveredTitle' }, { number })
      }
      onClose={onClose}
      onSubmit={submit}
      busy={update.isPending}
      submitLabel={formatMessage({ id: 'shipments.markDelivered' })}
      busyLabel={formatMessage({ id: 'shipments.saving' })}
      failure={failure}
    >
      <TextField
        label={formatMessage({ id: 'shipments.receivedBy' })}
        required
        fullWidth
        autoFocus
        value={receivedBy}
        onChange={(event) => setReceivedBy(event.target.value)}
        error={checked && Boolean(problem)}
        helperText={(checked && problem) || formatMessage({ id: 'shipments.receivedByHint' })}
        slotProps={{ htmlInput: { maxLength: RECEIVED_BY_MAX } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}

interface MarkDeliveredButtonProps {
  orderId: string;
  /** The shipment's number within the order. */
  number: number;
  /** What the button says: "Mark delivered", or with the shipment's number when the order has several to mark. */
  label: string;
  /** Its accessible name, which names the order in a list of them (and contains `label`). */
  ariaLabel: string;
  disabled?: boolean;
}

/**
 * "Mark delivered" on one of an order's own-van or pickup shipments, from a list of orders (hence the default
 * export, for lazy()): the same dialog as the shipment's own button on the order's page.
 */
export default function MarkDeliveredButton({ orderId, number, label, ariaLabel, disabled }: MarkDeliveredButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" disabled={disabled} onClick={() => setOpen(true)} aria-label={ariaLabel} sx={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
      {open && <MarkDeliveredDialog shipment={{ orderId, number }} onClose={() => setOpen(false)} namesOrder />}
    </>
  );
}
