import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderTitle, type Order } from '@store/contract/order';
import { canShipOrder, CARRIERS, unitsLeftToShip, VEHICLE_MAX, type Carrier, type Shipment } from '@store/contract/shipment';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { toolQuery } from '../../tools/api/tool';
import { useCreateShipment } from '../api/change-shipment';
import { useShipments } from '../api/shipments';
import { CARRIER_LABEL } from '../shipment-display';
import { useShipmentErrorText } from '../shipment-refusals';
import { checkShipment, hasProblems, serialsOf, type LineRule, type Problem, type ShipmentDraft, type ShipmentProblems } from './shipment-form';

/**
 * Whether a tool's units are each recorded by serial number when they leave. Read from the tool as the API gives
 * it, so that tools of before the field (and any without it) ship by count alone.
 */
const isSerialTracked = (tool: unknown): boolean => (tool as { serialTracked?: unknown } | undefined)?.serialTracked === true;

interface CreateShipmentButtonProps {
  order: Order;
  /** In a list of orders: a text button whose accessible name names the order. */
  inList?: boolean;
  disabled?: boolean;
}

/**
 * "Create shipment" on an order an administrator may ship from, while some of its units are left to ship (Manage
 * Orders' rows and the order's page), opening the dialog (hence the default export, for lazy()).
 */
export default function CreateShipmentButton({ order, inList = false, disabled }: CreateShipmentButtonProps) {
  const { formatMessage } = useIntl();
  const [open, setOpen] = useState(false);
  if (!canShipOrder(order)) return null;
  return (
    <>
      <Button
        size="small"
        variant={inList ? 'text' : 'contained'}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={inList ? formatMessage({ id: 'shipments.createOf' }, { title: orderTitle(order) }) : undefined}
        sx={{ whiteSpace: 'nowrap', alignSelf: 'flex-start' }}
      >
        {formatMessage({ id: 'shipments.create' })}
      </Button>
      {open && <CreateShipmentDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The dialog, once the order's shipments (the units left) and its tools (which are serial-tracked) are known. */
export function CreateShipmentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { formatMessage } = useIntl();
  const errorText = useShipmentErrorText();
  const shipments = useShipments(order.id);
  const toolIds = [...new Set(order.lines.map((line) => line.toolId))];
  const tools = useQueries({ queries: toolIds.map((toolId) => ({ ...toolQuery(toolId), staleTime: 60_000 })) });
  // A tool that no longer loads (removed from the catalog) ships by count; the API still checks its serials.
  const toolsSettled = tools.every((tool) => !tool.isPending);
  const title = formatMessage({ id: 'shipments.createTitle' }, { id: order.id });

  if (shipments.data && toolsSettled) {
    const tracked = new Map(toolIds.map((toolId, index) => [toolId, isSerialTracked(tools[index]!.data)]));
    const left = unitsLeftToShip(order, shipments.data.shipments);
    const rules = order.lines.map((line, index) => ({ left: left[index]!, serialTracked: tracked.get(line.toolId) ?? false }));
    return <ShipmentForm order={order} rules={rules} title={title} onClose={onClose} />;
  }
  const notice = shipments.error ? (
    <Typography role="alert">{formatMessage({ id: 'shipments.loadFailed' }, { reason: errorText(shipments.error) })}</Typography>
  ) : (
    <Stack direction="row" alignItems="center" gap={2} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{formatMessage({ id: 'shipments.preparing' })}</Typography>
    </Stack>
  );
  return <FormDialog title={title} onClose={onClose} onSubmit={(event) => event.preventDefault()} busy={false} submitLabel="" notice={notice}>{null}</FormDialog>;
}

/** The API's word on a line (a serial already shipped, units no longer left) beside that line's field. */
function serverLineProblems(error: unknown, sentLines: number[]): Map<number, 'units' | 'serials'> {
  const found = new Map<number, 'units' | 'serials'>();
  if (!(error instanceof ApiError)) return found;
  for (const detail of error.details ?? []) {
    const match = /^lines\.(\d+)(?:\.(serials|quantity))?/.exec(detail.field ?? '');
    const lineIndex = match ? sentLines[Number(match[1])] : undefined;
    if (lineIndex !== undefined) found.set(lineIndex, match![2] === 'serials' || error.code === 'serial-taken' ? 'serials' : 'units');
  }
  return found;
}

interface ShipmentFormProps {
  order: Order;
  rules: LineRule[];
  title: string;
  onClose: () => void;
}

function ShipmentForm({ order, rules, title, onClose }: ShipmentFormProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { notify } = useFeedback();
  const errorText = useShipmentErrorText();
  const createShipment = useCreateShipment();
  const [draft, setDraft] = useState<ShipmentDraft>(() => ({
    lines: rules.map(({ left }) => ({ units: String(left), serials: '' })),
    carrier: 'steadfast',
    vehicle: '',
  }));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: Map<number, 'units' | 'serials'> } | null>(null);
  const { problems, body } = useMemo(() => checkShipment(draft, rules), [draft, rules]);
  const shown: ShipmentProblems = checked ? problems : { lines: problems.lines.map(() => ({})) };
  const say = (problem: Problem | undefined) => problem && formatMessage({ id: problem.id }, formatValues(problem.values, format.count));
  const anyLeft = rules.some((rule) => rule.left > 0);

  const setLine = (index: number, change: Partial<ShipmentDraft['lines'][number]>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...change } : line)) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (!body || hasProblems(problems)) return;
    let shipment: Shipment;
    try {
      shipment = await createShipment.mutateAsync({ orderId: order.id, body });
    } catch (error) {
      setFailure({ message: errorText(error), lines: serverLineProblems(error, body.lines.map((line) => line.lineIndex)) });
      return;
    }
    const booked = shipment.status !== 'booking-failed';
    notify(formatMessage({ id: booked ? 'shipments.created' : 'shipments.createdNotBooked' }, { number: format.count(shipment.number) }), booked ? 'success' : 'info');
    onClose();
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={createShipment.isPending}
      submitLabel={formatMessage({ id: 'shipments.create' })}
      busyLabel={formatMessage({ id: 'shipments.creating' })}
      failure={failure?.message ?? say(shown.form) ?? null}
      notice={anyLeft ? undefined : <Typography>{formatMessage({ id: 'shipments.everythingShipped' })}</Typography>}
    >
      <Stack gap={2}>
        {order.lines.map((line, index) => (
          <LineFields
            key={`${line.toolId}-${index}`}
            toolname={line.toolname}
            ordered={line.quantity}
            rule={rules[index]!}
            draft={draft.lines[index]!}
            onChange={(change) => setLine(index, change)}
            unitsProblem={say(shown.lines[index]!.units) ?? (failure?.lines.get(index) === 'units' ? failure.message : undefined)}
            serialsProblem={say(shown.lines[index]!.serials) ?? (failure?.lines.get(index) === 'serials' ? failure.message : undefined)}
          />
        ))}
        <CarrierFields draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} vehicleProblem={say(shown.vehicle)} />
      </Stack>
    </FormDialog>
  );
}

/** Counts as the page writes them (Bangla digits on a Bangla page); words as they are. */
function formatValues(values: Problem['values'], count: (value: number) => string): Record<string, string> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? count(value) : value]));
}

interface LineFieldsProps {
  toolname: string;
  ordered: number;
  rule: LineRule;
  draft: ShipmentDraft['lines'][number];
  onChange: (change: Partial<ShipmentDraft['lines'][number]>) => void;
  unitsProblem?: string;
  serialsProblem?: string;
}

/** One order line: its tool, what is left of it, the units to send and, for a serial-tracked tool, their serials. */
function LineFields({ toolname, ordered, rule, draft, onChange, unitsProblem, serialsProblem }: LineFieldsProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const legendId = useId();
  const units = /^\d+$/.test(draft.units.trim()) ? Number(draft.units.trim()) : 0;
  const typed = serialsOf(draft.serials).length;
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography id={legendId} component="legend" sx={{ fontWeight: 600, px: 0.5, overflowWrap: 'anywhere', maxWidth: '100%' }}>
        {toolname}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: rule.left > 0 ? 1.5 : 0 }}>
        {rule.left > 0
          ? formatMessage({ id: 'shipments.lineLeft' }, { ordered: format.count(ordered), left: format.count(rule.left) })
          : formatMessage({ id: 'shipments.allShipped' }, { ordered: format.count(ordered) })}
      </Typography>
      {rule.left > 0 && (
        <Stack gap={1.5}>
          <TextField
            label={formatMessage({ id: 'shipments.units' })}
            type="number"
            size="small"
            value={draft.units}
            onChange={(event) => onChange({ units: event.target.value })}
            error={Boolean(unitsProblem)}
            helperText={unitsProblem ?? formatMessage({ id: 'shipments.unitsHint' }, { left: format.count(rule.left) })}
            slotProps={{ htmlInput: { min: 0, max: rule.left, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 200 }}
          />
          {rule.serialTracked && units > 0 && (
            <TextField
              label={formatMessage({ id: 'shipments.serials' })}
              multiline
              minRows={Math.min(Math.max(units, 2), 6)}
              value={draft.serials}
              onChange={(event) => onChange({ serials: event.target.value })}
              error={Boolean(serialsProblem)}
              helperText={serialsProblem ?? formatMessage({ id: 'shipments.serialsCount' }, { count: format.count(typed), units: format.count(units) })}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off', style: { fontFamily: 'monospace' } } }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}

interface CarrierFieldsProps {
  draft: ShipmentDraft;
  onChange: (change: Partial<ShipmentDraft>) => void;
  vehicleProblem?: string;
}

/** Who carries it: the courier, the store's van (with its number) or the buyer at the counter. */
function CarrierFields({ draft, onChange, vehicleProblem }: CarrierFieldsProps) {
  const { formatMessage } = useIntl();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{formatMessage({ id: 'shipments.carrier' })}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={draft.carrier} onChange={(event) => onChange({ carrier: event.target.value as Carrier })}>
        {CARRIERS.map((carrier) => (
          <FormControlLabel key={carrier} value={carrier} control={<Radio />} label={formatMessage({ id: CARRIER_LABEL[carrier] })} />
        ))}
      </RadioGroup>
      {draft.carrier === 'own-van' && (
        <TextField
          label={formatMessage({ id: 'shipments.vehicle' })}
          required
          size="small"
          value={draft.vehicle}
          onChange={(event) => onChange({ vehicle: event.target.value })}
          error={Boolean(vehicleProblem)}
          helperText={vehicleProblem ?? formatMessage({ id: 'shipments.vehicleHint' })}
          slotProps={{ htmlInput: { maxLength: VEHICLE_MAX } }}
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}
