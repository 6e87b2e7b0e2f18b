import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { NoticePage } from '../../components/notice-page';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';

/** /purchase without a tool: send the customer to pick one. */
export default function PurchasePromptPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'purchase.title' }) });
  return (
    <NoticePage
      mark={<ShoppingCartOutlined color="secondary" sx={{ fontSize: 56 }} aria-hidden />}
      heading={<FormattedMessage id="purchase.title" />}
      text={<FormattedMessage id="purchase.pickFirst" />}
      links={[{ to: '/tools', label: <FormattedMessage id="purchase.chooseTool" /> }]}
    />
  );
}
