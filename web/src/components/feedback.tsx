import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type FeedbackSeverity = 'success' | 'error' | 'info';

interface Feedback {
  notify(message: string, severity?: FeedbackSeverity): void;
}

interface Notice {
  key: number;
  message: string;
  severity: FeedbackSeverity;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** Snackbar messages for the whole app (the product never uses window.alert). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback((message: string, severity: FeedbackSeverity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={notice?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
