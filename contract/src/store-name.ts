/**
 * The company's name, as the storefront shows it and as no customer may call themself. A module of its own, so
 * the app's frame reads it without the schemas' constants.
 */
export const COMPANY_NAME = 'Voltforge Tools';
