import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface FactListProps {
  /** Each fact's name and value. */
  entries: readonly (readonly [string, ReactNode])[];
  /** The list's grid: its columns and gaps. */
  sx: SxProps<Theme>;
  /** How a value sits in its column. */
  valueSx: SxProps<Theme>;
}

/** A card's facts in a <dl>: each name beside its value, in small type. */
export function FactList({ entries, sx, valueSx }: FactListProps) {
  return (
    <Box component="dl" sx={sx}>
      {entries.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" variant="body2" sx={valueSx}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
