// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkShipment, hasProblems, serialsOf, type LineRule, type ShipmentDraft } from './shipment-form';

const RULES: LineRule[] = [
  { left: 3, serialTracked: true },
  { left: 4, serialTracked: false },
];

const draft = (fields: Partial<ShipmentDraft> = {}): ShipmentDraft => ({
  lines: [
    { units: '2', serials: 'hp50-0001\nHP50-0002\n' },
    { units: '4', serials: '' },
  ],
  carrier: 'steadfast',
  vehicle: '',
  ...fields,
});

describe('serialsOf', () => {
  it("reads one serial per line as a scanner types them (Enter, or Tab, after each), blank lines and spaces left out", () => {
    expect(serialsOf('  HP50-0001\r\n\nHP50-0002\tHP50-0003\n')).toEqual(['HP50-0001', 'HP50-0002', 'HP50-0003']);
  });
});

describe('checkShipment', () => {
  it('sends the lines with units, their serials in capitals, and no vehicle for the courier', () => {
    const { problems, body } = checkShipment(draft({ lines: [{ units: '2', serials: 'hp50-0001\nHP50-0002' }, { units: '0', serials: '' }] }), RULES);
    expect(hasProblems(problems)).toBe(false);
    expect(body).toEqual({ lines: [{ lineIndex: 0, quantity: 2, serials: ['HP50-0001', 'HP50-0002'] }], carrier: 'steadfast' });
  });

  it('keeps each line between 0 and its units left, in whole units', () => {
    const { problems, body } = checkShipment(draft({ lines: [{ units: '4', serials: '' }, { units: '1.5', serials: '' }] }), RULES);
    expect(body).toBeUndefined();
    expect(problems.lines[0]!.units).toEqual({ id: 'shipments.unitsTooMany', values: { left: 3 } });
    expect(problems.lines[1]!.units).toEqual({ id: 'shipments.unitsWhole' });
    expect(checkShipment(draft({ lines: [{ units: '-1', serials: '' }, { units: '4', serials: '' }] }), RULES).problems.lines[0]!.units?.id).toBe('shipments.unitsWhole');
  });

  it('asks for at least one unit in all', () => {
    const { problems, body } = checkShipment(draft({ lines: [{ units: '0', serials: '' }, { units: '', serials: '' }] }), RULES);
    expect(body).toBeUndefined();
    expect(problems.form).toEqual({ id: 'shipments.nothingToShip' });
  });

  it("counts a serial-tracked line's serials against its units", () => {
    const { problems } = checkShipment(draft({ lines: [{ units: '3', serials: 'HP50-0001\nHP50-0002' }, { units: '4', serials: '' }] }), RULES);
    expect(problems.lines[0]!.serials).toEqual({ id: 'shipments.serialCountWrong', values: { count: 2, units: 3 } });
  });

  it('names a serial that is not one, and a serial written twice (on any line)', () => {
    expect(checkShipment(draft({ lines: [{ units: '2', serials: 'HP50-0001\nno serial!' }, { units: '4', serials: '' }] }), RULES).problems.lines[0]!.serials).toEqual({
      id: 'shipments.serialInvalid',
      values: { serial: 'no serial!' },
    });
    expect(checkShipment(draft({ lines: [{ units: '2', serials: 'HP50-0001\nhp50-0001' }, { units: '4', serials: '' }] }), RULES).problems.lines[0]!.serials).toEqual({
      id: 'shipments.serialTwice',
      values: { serial: 'HP50-0001' },
    });
  });

  it('asks no serials of a tool that is not serial-tracked, and sends none', () => {
    const { body } = checkShipment(draft({ lines: [{ units: '0', serials: '' }, { units: '4', serials: 'ignored' }] }), RULES);
    expect(body?.lines).toEqual([{ lineIndex: 1, quantity: 4 }]);
  });

  it("requires the own van's vehicle number, and sends it trimmed", () => {
    expect(checkShipment(draft({ carrier: 'own-van', vehicle: '   ' }), RULES).problems.vehicle).toEqual({ id: 'shipments.vehicleRequired' });
    expect(checkShipment(draft({ carrier: 'own-van', vehicle: 'x'.repeat(31) }), RULES).problems.vehicle).toEqual({ id: 'shipments.vehicleTooLong', values: { max: 30 } });
    expect(checkShipment(draft({ carrier: 'own-van', vehicle: ' Dhaka-Ta 11-2345 ' }), RULES).body).toMatchObject({ carrier: 'own-van', vehicle: 'Dhaka-Ta 11-2345' });
    // A vehicle typed before switching to pickup is not sent.
    expect(checkShipment(draft({ carrier: 'pickup', vehicle: 'Dhaka-Ta 11-2345' }), RULES).body).not.toHaveProperty('vehicle');
  });
});
