import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Tool, ToolInput } from '@store/contract/tool';
import { useFeedback } from '../../../components/feedback';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { changedToolFields, useUpdateTool } from './api/update-tool';
import { ToolForm } from './tool-form';
import type { ToolFormValues } from './tool-form-fields';

interface EditToolDialogProps {
  tool: Tool | null;
  onClose: () => void;
  onSaved: () => void;
}

export function EditToolDialog({ tool, onClose, onSaved }: EditToolDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const updateTool = useUpdateTool();

  const save = async (edited: ToolInput) => {
    if (!tool) return;
    const patch = changedToolFields(tool, edited);
    if (Object.keys(patch).length === 0) {
      notify(formatMessage({ id: 'adminProducts.nothingChanged' }), 'info');
      onClose();
      return;
    }
    await updateTool.mutateAsync({ toolId: tool.id, patch });
    notify(formatMessage({ id: 'adminProducts.updated' }, { name: edited.name }), 'success');
    onSaved();
  };

  return (
    <Dialog open={tool !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="edit-tool-title">
      <DialogTitle id="edit-tool-title" sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="adminProducts.editTitle" values={{ name: tool?.name ?? '' }} />
      </DialogTitle>
      <DialogContent>
        {tool && (
          // Keyed by tool so that opening another tool starts from its own values.
          <ToolForm key={tool.id} initialValues={toolInputOf(tool)} submitLabel={formatMessage({ id: 'adminProducts.saveChanges' })} onSubmit={save} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The form's starting values: the tool as the administrator may change it (an unset sku or category stays empty). */
function toolInputOf(tool: Tool): ToolFormValues {
  return {
    name: tool.name,
    sku: tool.sku ?? undefined,
    category: tool.category ?? undefined,
    powerSource: tool.powerSource ?? undefined,
    specs: tool.specs,
    pictures: tool.pictures,
    description: tool.description,
    price: tool.price,
    minimum: tool.minimum,
    available: tool.available,
    priceTiers: tool.priceTiers,
    i18n: { bn: { name: tool.i18n.bn?.name ?? '', description: tool.i18n.bn?.description ?? '' } },
  };
}
