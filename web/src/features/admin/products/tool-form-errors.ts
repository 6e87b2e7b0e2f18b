import { get, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useIntl, type IntlShape, type MessageValues } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';
import type { ToolFormValues } from './tool-form-fields';

/**
 * The tool form's errors come from the contract's ToolInput, in its words ("price must be more than 0"), and
 * the API refuses a tool in the same words. Each rule reads one of those sentences and says it again as a
 * message of the catalogs, whose English is the contract's sentence word for word; a sentence no rule knows
 * (an API error this list has not met) is shown as it came.
 */
const RULES: { pattern: RegExp; id: MessageId }[] = [
  { pattern: /^(?<field>\w+) is required$/, id: 'toolError.required' },
  { pattern: /^(?<field>\w+) must be a number$/, id: 'toolError.notANumber' },
  { pattern: /^(?<field>\w+) must be more than 0$/, id: 'toolError.notPositive' },
  { pattern: /^(?<field>\w+) must be at most (?<max>[\d.]+) characters$/, id: 'toolError.tooLong' },
  { pattern: /^(?<field>\w+) must be at most (?<max>[\d.]+)$/, id: 'toolError.tooLarge' },
  { pattern: /^(?<field>\w+) must be at least (?<min>[\d.]+)$/, id: 'toolError.tooSmall' },
  { pattern: /^(?<field>\w+) must be in whole poisha \(at most 2 decimals\)$/, id: 'toolError.cents' },
  { pattern: /^(?<field>\w+) must be a whole number$/, id: 'toolError.notWhole' },
  { pattern: /^(?<field>\w+) cannot be negative$/, id: 'toolError.negative' },
  { pattern: /^(?<field>\w+) contains control characters$/, id: 'toolError.controlCharacters' },
  { pattern: /^(?<field>\w+) contains a broken character \(half of a UTF-16 pair\)$/, id: 'toolError.brokenCharacter' },
  { pattern: /^picture link is too long$/, id: 'toolError.pictureTooLong' },
  { pattern: /^picture must be an https link or a path on this site$/, id: 'toolError.pictureLink' },
  { pattern: /^sku must be 3 to 32 of A-Z, 0-9 and -$/, id: 'toolError.sku' },
  { pattern: /^sku (?<sku>[A-Z0-9-]+) is taken$/, id: 'toolError.skuTaken' },
  { pattern: /^at least one picture is required$/, id: 'toolError.noPicture' },
  { pattern: /^at most (?<max>\d+) pictures$/, id: 'toolError.tooManyPictures' },
  { pattern: /^at most (?<max>\d+) price tiers$/, id: 'toolError.tooManyTiers' },
  { pattern: /^minQuantity must be more than the tier before \((?<before>[\d.]+)\)$/, id: 'toolError.tierQuantityOrder' },
  { pattern: /^unitPrice must be below the tier before \((?<before>[\d.]+)\)$/, id: 'toolError.tierPriceOrder' },
  { pattern: /^minQuantity must be more than the minimum order \((?<minimum>[\d.]+)\)$/, id: 'toolError.tierQuantityMinimum' },
  { pattern: /^unitPrice must be below the price \((?<price>[\d.]+)\)$/, id: 'toolError.tierPricePrice' },
];

/** The fields as the contract's sentences name them: in English by their API names, as the contract writes them. */
const FIELD_NAMES: Record<string, MessageId> = {
  name: 'toolField.name',
  description: 'toolField.description',
  picture: 'toolField.picture',
  sku: 'toolField.sku',
  price: 'toolField.price',
  minimum: 'toolField.minimum',
  available: 'toolField.available',
  voltage: 'toolField.voltage',
  powerW: 'toolField.powerW',
  weightKg: 'toolField.weightKg',
  warrantyMonths: 'toolField.warrantyMonths',
  minQuantity: 'toolField.minQuantity',
  unitPrice: 'toolField.unitPrice',
};

/**
 * A sentence of the contract in the language of `intl`: a field by its name there, a sku as it is, and the
 * contract's numbers written plainly ("1000000") in the language's digits.
 */
function restate(message: string, intl: IntlShape, digits: Intl.NumberFormat): string {
  for (const { pattern, id } of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    for (const [name, value = ''] of Object.entries(match.groups ?? {})) {
      if (name === 'sku') values[name] = value;
      else if (name !== 'field') values[name] = digits.format(Number(value));
      else if (FIELD_NAMES[value]) values[name] = intl.formatMessage({ id: FIELD_NAMES[value] });
      else return message;
    }
    return intl.formatMessage({ id }, values);
  }
  return message;
}

const errorAt = (errors: FieldErrors<ToolFormValues>, name: string) =>
  get(errors, name) as { message?: string; root?: { message?: string } } | undefined;

/** The tool form's errors in the page's language: beside a field, and for a list as a whole. */
export function useToolFormErrors(errors: FieldErrors<ToolFormValues>) {
  const intl = useIntl();
  const digits = new Intl.NumberFormat(intl.locale, { useGrouping: false, maximumFractionDigits: 2 });
  const say = (message: string | undefined) => (message ? restate(message, intl, digits) : undefined);
  return {
    /** A field's error as a TextField shows it (a blank helper line keeps the rows level). */
    fieldErrorProps(name: FieldPath<ToolFormValues>) {
      const message = say(errorAt(errors, name)?.message);
      return { error: Boolean(message), helperText: message ?? ' ' };
    },
    /** A list's own error ("at most 8 pictures"), which the resolver puts on the list or on its root. */
    listError(name: 'pictures' | 'priceTiers'): string | undefined {
      const error = errorAt(errors, name);
      return say(error?.message ?? error?.root?.message);
    },
  };
}
