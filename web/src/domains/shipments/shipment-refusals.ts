import { useCallback } from 'react';
import { actionErrorText } from '../../lib/action-error-text';
import { ApiError, type ErrorMessages } from '../../lib/api-client';
import { useIntl } from '../../lib/i18n/intl';

/** Why the API refused a shipment: units or serials already shipped, the courier failing again. */
const SHIPMENT_REFUSALS: ErrorMessages = {
  'over-shipped': 'errors.overShipped',
  'serial-taken': 'errors.serialTaken',
  'courier-unavailable': 'errors.courierUnavailable',
};

/**
 * Why a shipment's change failed, in the page's language. The shipment refusals are worded by the catalog in
 * English too: they say what to do next, which the API's own sentence does not.
 */
export function useShipmentErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const id = error instanceof ApiError ? SHIPMENT_REFUSALS[error.code] : undefined;
      return id ? intl.formatMessage({ id }) : actionErrorText(error, intl, undefined, SHIPMENT_REFUSALS);
    },
    [intl],
  );
}
