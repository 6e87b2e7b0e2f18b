import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from '../lib/i18n/intl';

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box
      role="alert"
      sx={{ my: 2, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.error.main, 0.08), color: 'error.dark' }}
    >
      <ErrorOutline sx={{ color: 'error.main' }} aria-hidden />
      <Typography sx={{ flex: 1 }}>{message}</Typography>
      {onRetry && (
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          <FormattedMessage id="loadState.retry" />
        </Button>
      )}
    </Box>
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
