import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DELIVERY_SETTINGS } from '@store/contract/delivery-settings';
import { FormattedMessage } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';

/** Where a pickup is collected: the sales counter's name, address and hours, and when the order is ready there. */
export function PickupCounter({ id }: { id?: string }) {
  const { counter } = DELIVERY_SETTINGS.pickup;
  const bangla = useLocale() === 'bn';
  return (
    <Box id={id} sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {bangla ? counter.nameBn : counter.name}
      </Typography>
      <Typography variant="body2">{bangla ? counter.addressBn : counter.address}</Typography>
      <Typography variant="body2" color="text.secondary">
        {bangla ? counter.hoursBn : counter.hours}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="delivery.pickupReady" />
      </Typography>
    </Box>
  );
}
