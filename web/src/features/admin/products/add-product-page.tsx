import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ToolInput } from '@store/contract/tool';
import { useFeedback } from '../../../components/feedback';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { usePageMeta } from '../../../lib/page-meta';
import { useAddTool } from './api/add-tool';
import { ToolForm } from './tool-form';

export default function AddProductPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'adminProducts.addTitle' }) });
  const { notify } = useFeedback();
  const addTool = useAddTool();

  const add = async (input: ToolInput) => {
    await addTool.mutateAsync(input);
    notify(formatMessage({ id: 'adminProducts.added' }), 'success');
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="adminProducts.addTitle" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <ToolForm submitLabel={formatMessage({ id: 'adminProducts.addSubmit' })} onSubmit={add} resetAfterSubmit />
      </Paper>
    </>
  );
}
