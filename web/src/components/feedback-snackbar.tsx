import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { FeedbackSeverity } from './feedback';

export interface FeedbackSnackbarProps {
  noticeKey: number;
  open: boolean;
  message: string;
  severity: FeedbackSeverity;
  onClose: () => void;
}

/** The snackbar itself, in its own chunk: it is only fetched when the first message is shown. */
export default function FeedbackSnackbar({ noticeKey, open, message, severity, onClose }: FeedbackSnackbarProps) {
  return (
    <Snackbar
      key={noticeKey}
      open={open}
      autoHideDuration={severity === 'error' ? 8000 : 5000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={onClose} severity={severity} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
