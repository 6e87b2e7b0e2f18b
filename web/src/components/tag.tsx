import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const TONES = {
  dark: { bgcolor: 'grey.800', color: 'common.white', borderColor: 'grey.800' },
  success: { bgcolor: 'transparent', color: 'success.dark', borderColor: 'success.main' },
} as const;

/** A small label on a card ("Out of stock", "Verified purchase"): text, not a control, so no Chip machinery. */
export function Tag({ tone, icon, children }: { tone: keyof typeof TONES; icon?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        ...TONES[tone],
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 24,
        px: 1,
        border: 1,
        borderRadius: 3,
        typography: 'body2',
        fontSize: '0.8125rem',
        lineHeight: 1,
        '& svg': { fontSize: 16 },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
