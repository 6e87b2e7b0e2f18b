import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { orderWeightKg, quoteDelivery } from '@store/contract/delivery-charge';
import { lineTotal } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import type { ToolDetail } from '@store/contract/tool';
import { lazy, Suspense, useState } from 'react';
import { useDeliveryWords } from '../../domains/delivery/delivery-words';
import { useDistrictName } from '../../domains/delivery/district-name';
import { rememberDistrict, useRememberedDistrict } from '../../domains/delivery/remembered-district';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage } from '../../lib/i18n/intl';

const DistrictDialog = lazy(withMessages('on-demand', () => import('../../domains/delivery/on-demand/district-dialog')));

/**
 * Two lines are kept for the line whatever it says, so that the visitor's own district, which the browser puts in
 * after the server's default, never moves what lies below.
 */
export const DELIVERY_LINE_HEIGHT = '3em';

/**
 * "Delivery to Dhaka: ৳80, 1–2 days": what delivering the tool's minimum order costs to the visitor's district,
 * from the store's charge rules and the tool's weight, and a way to choose another district.
 */
export default function DeliveryLine({ tool }: { tool: Pick<ToolDetail, 'minimum' | 'price' | 'priceTiers' | 'specs'> }) {
  const district = useRememberedDistrict();
  const [choosing, setChoosing] = useState(false);
  const districtName = useDistrictName();
  const words = useDeliveryWords();
  const goods = lineTotal(unitPriceFor(tool, tool.minimum), tool.minimum);
  const weight = orderWeightKg([{ quantity: tool.minimum, weightKg: tool.specs.weightKg }]);
  const quote = quoteDelivery({ method: 'courier', district }, weight, goods);
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}>
      <LocalShippingOutlined fontSize="small" sx={{ color: 'text.secondary', mt: '0.1em' }} aria-hidden />
      <Typography variant="body2" data-testid="delivery-line" sx={{ lineHeight: 1.5, minHeight: DELIVERY_LINE_HEIGHT, minWidth: 0, overflowWrap: 'anywhere' }}>
        <FormattedMessage
          id="product.deliveryTo"
          values={{ district: districtName(district), charge: words.charge(quote.charge), days: words.days(quote.estimateDays) }}
        />{' '}
        <Link component="button" type="button" variant="body2" onClick={() => setChoosing(true)} sx={{ verticalAlign: 'baseline', lineHeight: 1.5 }}>
          <FormattedMessage id="product.changeDistrict" />
        </Link>
      </Typography>
      {choosing && (
        <Suspense fallback={null}>
          <DistrictDialog
            current={district}
            onClose={() => setChoosing(false)}
            onChoose={(chosen) => {
              rememberDistrict(chosen);
              setChoosing(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
