import Box from '@mui/material/Box';
import type { ElementType, ReactNode } from 'react';

type Columns = { xs: number; sm?: number; md?: number; lg?: number };

/** The storefront's grid of cards: 1 column on phones, 2 from tablets, 3 on wide screens. */
export const CARD_COLUMNS: Columns = { xs: 1, sm: 2, lg: 3 };

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * Equal columns with the theme's gap, in plain CSS grid: each child is a cell (give a list `component="ul"` and
 * its cells `li`). Cards in a row stretch to the tallest.
 */
export function CardGrid({
  columns = CARD_COLUMNS,
  component = 'div',
  children,
  ...attributes
}: {
  columns?: Columns;
  component?: ElementType;
  children: ReactNode;
  'aria-label'?: string;
  'aria-busy'?: 'true';
}) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, track(count)]));
  return (
    <Box component={component} sx={{ display: 'grid', gap: 3, gridTemplateColumns, listStyle: 'none', p: 0, m: 0 }} {...attributes}>
      {children}
    </Box>
  );
}
