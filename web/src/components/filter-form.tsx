import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A list's filters as a search landmark: a column on a phone, a row from md up. The filters apply as they
 * change, so pressing Enter in a field submits nothing.
 */
export function FilterForm({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={[{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
