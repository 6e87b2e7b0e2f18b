import type { OrderExportQuery } from '@store/contract/order';
import { DownloadButton, useDownload } from '../../../components/download-button';
import { errorMessage } from '../../../lib/api-client';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { dhakaDay } from '@store/contract/dhaka-time';
import { useExportOrders } from './api/export-orders';

/** "Export CSV": downloads the orders the filters select, one row per order line, as orders-YYYY-MM-DD.csv. */
export function ExportOrdersButton({ filters, disabled }: { filters: OrderExportQuery; disabled?: boolean }) {
  const exportOrders = useExportOrders();
  const { formatMessage } = useIntl();
  const download = useDownload(exportOrders, (error) => formatMessage({ id: 'adminOrders.exportFailed' }, { reason: errorMessage(error) }));
  return (
    <DownloadButton
      onClick={() => download(filters, `orders-${dhakaDay()}.csv`)}
      busy={exportOrders.isPending}
      busyLabel={formatMessage({ id: 'adminOrders.exporting' })}
      disabled={disabled}
      sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      <FormattedMessage id="adminOrders.export" />
    </DownloadButton>
  );
}
