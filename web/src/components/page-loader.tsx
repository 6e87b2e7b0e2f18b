import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * A centred spinner for a page whose size is not known yet: a ring drawn in CSS rather than MUI's
 * CircularProgress, as every page's first download carries it (the router's and the guards' fallback).
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'action.hover',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
    </Box>
  );
}
