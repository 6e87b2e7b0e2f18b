import { Serial, VEHICLE_MAX, type Carrier, type CreateShipmentBody } from '@store/contract/shipment';
import type { MessageId } from '../../../lib/i18n/message-id';

/** A line of the "Create shipment" form as typed: the units, and the serials one per line (as a scanner types them). */
export interface LineDraft {
  units: string;
  serials: string;
}

export interface ShipmentDraft {
  lines: LineDraft[];
  carrier: Carrier;
  vehicle: string;
}

/** What is wrong with a field, as a message of the catalogs and its values. */
export interface Problem {
  id: MessageId;
  values?: Record<string, string | number>;
}

export interface ShipmentProblems {
  lines: { units?: Problem; serials?: Problem }[];
  vehicle?: Problem;
  /** Nothing to ship at all. */
  form?: Problem;
}

/** What each order line needs: the units not yet shipped, and whether every unit's serial is recorded. */
export interface LineRule {
  left: number;
  serialTracked: boolean;
}

/** The serials of a textarea, one per line; a scanner's tab or a pasted list's commas part them too. */
export const serialsOf = (text: string): string[] =>
  text
    .split(/[\r\n\t,;]+/)
    .map((serial) => serial.trim())
    .filter(Boolean);

/** The units typed, or NaN when they are not a whole number of zero or more ("" counts as none). */
const unitsOf = (text: string): number => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Checks the form against the order: each line 0 to its units left, one valid serial per unit of a serial-tracked
 * tool and no serial twice, a vehicle number for the own van, and at least one unit in all. Gives the body to
 * send when nothing is wrong.
 */
export function checkShipment(draft: ShipmentDraft, rules: readonly LineRule[]): { problems: ShipmentProblems; body?: CreateShipmentBody } {
  const problems: ShipmentProblems = { lines: draft.lines.map(() => ({})) };
  const seen = new Set<string>();
  const lines: CreateShipmentBody['lines'] = [];
  draft.lines.forEach((line, lineIndex) => {
    const { left, serialTracked } = rules[lineIndex] ?? { left: 0, serialTracked: false };
    const found = problems.lines[lineIndex]!;
    const units = unitsOf(line.units);
    if (Number.isNaN(units)) found.units = { id: 'shipments.unitsWhole' };
    else if (units > left) found.units = { id: 'shipments.unitsTooMany', values: { left } };
    if (found.units || units === 0) return;
    if (!serialTracked) {
      lines.push({ lineIndex, quantity: units });
      return;
    }
    const serials: string[] = [];
    for (const typed of serialsOf(line.serials)) {
      const parsed = Serial.safeParse(typed);
      if (!parsed.success) {
        found.serials ??= { id: 'shipments.serialInvalid', values: { serial: typed } };
        continue;
      }
      if (seen.has(parsed.data)) found.serials ??= { id: 'shipments.serialTwice', values: { serial: parsed.data } };
      seen.add(parsed.data);
      serials.push(parsed.data);
    }
    const count = serialsOf(line.serials).length;
    if (!found.serials && count !== units) found.serials = { id: 'shipments.serialCountWrong', values: { count, units } };
    lines.push({ lineIndex, quantity: units, serials });
  });

  const vehicle = draft.vehicle.trim();
  if (draft.carrier === 'own-van' && !vehicle) problems.vehicle = { id: 'shipments.vehicleRequired' };
  else if (draft.carrier === 'own-van' && vehicle.length > VEHICLE_MAX) problems.vehicle = { id: 'shipments.vehicleTooLong', values: { max: VEHICLE_MAX } };

  const lineProblem = problems.lines.some((line) => line.units || line.serials);
  if (!lineProblem && lines.length === 0) problems.form = { id: 'shipments.nothingToShip' };
  if (lineProblem || problems.vehicle || problems.form) return { problems };
  return { problems, body: { lines, carrier: draft.carrier, ...(draft.carrier === 'own-van' ? { vehicle } : {}) } };
}

/** Whether the check found anything wrong. */
export const hasProblems = (problems: ShipmentProblems) => Boolean(problems.form || problems.vehicle || problems.lines.some((line) => line.units || line.serials));
