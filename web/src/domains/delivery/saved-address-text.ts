import type { SavedAddress } from '@store/contract/address-book';
import { useIntl } from '../../lib/i18n/intl';
import { useDistrictName } from './district-name';

/**
 * How a saved address reads in the page's language: its name (the label, else the street lines), and its area
 * and district ("Mirpur, Dhaka" / "মিরপুর, ঢাকা").
 */
export function useSavedAddressText() {
  const { formatMessage } = useIntl();
  const districtName = useDistrictName();
  return {
    name: (address: SavedAddress) => address.label ?? address.lines,
    place: (address: SavedAddress) => formatMessage({ id: 'delivery.areaDistrict' }, { area: address.area, district: districtName(address.district) }),
  };
}
