import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the form is sent: the buttons wait, and the dialog stays open. */
  busy: boolean;
  submitLabel: string;
  /** The submit button's label while the form is sent ("Sending…" by default). */
  busyLabel?: string;
  /** Why the last attempt failed, said above the buttons. */
  failure?: string | null;
  /** A red submit button, for a refusal (declining a quote). */
  destructive?: boolean;
  /** Shown instead of the form, with a Close button: what came of it, or why it cannot be used now. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A dialog that is a form: its fields, why it failed, and Cancel beside the submit button. */
export function FormDialog({ title, onClose, onSubmit, busy, submitLabel, busyLabel, failure, destructive = false, notice, children }: FormDialogProps) {
  const titleId = useId();
  const { formatMessage } = useIntl();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* A title naming an order or a tool breaks anywhere rather than run past a phone's screen. */}
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {notice ? (
        <>
          <DialogContent>{notice}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="formDialog.close" />
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <DialogContent>
            {children}
            {failure && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage id="formDialog.cancel" />
            </Button>
            <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
              {busy ? (busyLabel ?? formatMessage({ id: 'formDialog.sending' })) : submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
