import type { FieldMessages } from '../lib/form-errors';

/** What the contract's problems with a quantity (its Quantity schema) are called in another language than English. */
export const QUANTITY_ERRORS: FieldMessages = {
  invalid_type: 'quantityField.notWhole',
  too_small: 'quantityField.tooSmall',
  too_big: 'quantityField.tooLarge',
  other: 'quantityField.notWhole',
};
