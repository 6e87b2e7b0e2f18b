import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { OrderExportQuery } from '@store/contract/order';
import { useFeedback } from '../../../components/feedback';
import { errorMessage } from '../../../lib/api-client';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { localDay, saveFile } from '../../../lib/save-file';
import { useExportOrders } from './api/export-orders';

/** "Export CSV": downloads the orders the filters select, one row per order line, as orders-YYYY-MM-DD.csv. */
export function ExportOrdersButton({ filters, disabled }: { filters: OrderExportQuery; disabled?: boolean }) {
  const exportOrders = useExportOrders();
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const exporting = exportOrders.isPending;

  const download = () =>
    exportOrders.mutate(filters, {
      onSuccess: (file) => saveFile(file, `orders-${localDay()}.csv`),
      onError: (error) => notify(formatMessage({ id: 'adminOrders.exportFailed' }, { reason: errorMessage(error) }), 'error'),
    });

  return (
    <Button
      variant="outlined"
      onClick={download}
      disabled={disabled || exporting}
      aria-busy={exporting}
      startIcon={exporting ? <CircularProgress size={18} color="inherit" aria-label={formatMessage({ id: 'adminOrders.exporting' })} /> : <FileDownload />}
      sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      <FormattedMessage id="adminOrders.export" />
    </Button>
  );
}
