import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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
const FeedbackSnackbar = lazy(() => import('./feedback-snackbar'));

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
      {notice && (
        <Suspense fallback={null}>
          <FeedbackSnackbar
            noticeKey={notice.key}
            open={open}
            message={notice.message}
            severity={notice.severity}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
