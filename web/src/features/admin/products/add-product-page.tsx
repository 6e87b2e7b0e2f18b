import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ToolInput } from '@store/contract/tool';
import { useFeedback } from '../../../components/feedback';
import { usePageMeta } from '../../../lib/page-meta';
import { useAddTool } from './api/add-tool';
import { ToolForm } from './tool-form';

export const TOOL_ADDED = 'New Tool added successfully!!!';

export default function AddProductPage() {
  usePageMeta({ title: 'Add Product' });
  const { notify } = useFeedback();
  const addTool = useAddTool();

  const add = async (input: ToolInput) => {
    await addTool.mutateAsync(input);
    notify(TOOL_ADDED, 'success');
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Add Product
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <ToolForm submitLabel="Add product" onSubmit={add} resetAfterSubmit />
      </Paper>
    </>
  );
}
