import { PRICE_TIERS_MAX, TOOL_PICTURES_MAX, type ToolBody, type ToolInput, type ToolSpecs } from '@store/contract/tool';
import type { FieldPath } from 'react-hook-form';
import type { MessageId } from '../../../lib/i18n/message-id';

export type ToolFormValues = ToolBody;

/** A number field of the form: its label and the steps its arrows take. */
export interface NumberFieldSpec<Name> {
  name: Name;
  label: MessageId;
  step: number;
  min: number;
  /** The phone keyboard it asks for; decimal unless said. */
  inputMode?: 'decimal' | 'numeric';
}

export const AMOUNT_FIELDS: NumberFieldSpec<'price' | 'minimum' | 'available'>[] = [
  { name: 'price', label: 'toolForm.price', step: 0.01, min: 0, inputMode: 'decimal' },
  { name: 'minimum', label: 'toolForm.minimum', step: 1, min: 1, inputMode: 'numeric' },
  { name: 'available', label: 'toolForm.available', step: 1, min: 0, inputMode: 'numeric' },
];

export const SPEC_FIELDS: NumberFieldSpec<keyof ToolSpecs>[] = [
  { name: 'voltage', label: 'toolForm.voltage', step: 0.1, min: 0 },
  { name: 'powerW', label: 'toolForm.powerW', step: 1, min: 0 },
  { name: 'weightKg', label: 'toolForm.weightKg', step: 0.01, min: 0 },
  { name: 'warrantyMonths', label: 'toolForm.warrantyMonths', step: 1, min: 0 },
];

export type NumberFieldName = (typeof AMOUNT_FIELDS)[number]['name'] | `specs.${keyof ToolSpecs}`;

/** Every field the API may name in a refusal, so its message goes beside that field. */
export const TOOL_FIELDS = [
  'name',
  'sku',
  'category',
  'powerSource',
  'description',
  'i18n.bn.name',
  'i18n.bn.description',
  'price',
  'minimum',
  'available',
  'pictures',
  'priceTiers',
  ...SPEC_FIELDS.map(({ name }) => `specs.${name}`),
  ...Array.from({ length: TOOL_PICTURES_MAX }, (_, index) => `pictures.${index}`),
  ...Array.from({ length: PRICE_TIERS_MAX }, (_, index) => [`priceTiers.${index}.minQuantity`, `priceTiers.${index}.unitPrice`]).flat(),
] as FieldPath<ToolFormValues>[];

// Number inputs start (and reset to) empty: '' clears them, and the schema reads it as "must be a number".
export const EMPTY_NUMBER = '' as unknown as number;
export const EMPTY_TOOL: ToolFormValues = {
  name: '',
  pictures: [''],
  description: '',
  price: EMPTY_NUMBER,
  minimum: EMPTY_NUMBER,
  available: EMPTY_NUMBER,
  priceTiers: [],
  i18n: { bn: { name: '', description: '' } },
};

/**
 * The Bangla text as the API takes it: left empty, none at all (`{}`), so that pages show the English, and so
 * that emptying both fields in Edit takes the translation away.
 */
export function withBanglaIfWritten(values: ToolInput): ToolInput {
  const { name, description } = values.i18n?.bn ?? {};
  return { ...values, i18n: name || description ? { bn: { ...(name && { name }), ...(description && { description }) } } : {} };
}

/** An optional field left empty is absent, not an empty string the schema would refuse. */
export const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
export const optionalNumber = (value: string | number) => (value === '' || value === undefined ? undefined : Number(value));
