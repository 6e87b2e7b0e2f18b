import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** A list with nothing in it, and what the user can do about it. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        my: 3,
        py: 5,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}

/** A centred spinner for a page whose size is not known yet. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
