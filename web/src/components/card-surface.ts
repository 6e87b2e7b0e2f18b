/**
 * The look of the storefront's cards (tools, reviews, the sign-in forms): MUI's outlined Card, as plain styles on
 * a Box, so the storefront's first pages do not load Card and Paper for a border and a radius.
 */
export const cardSurfaceSx = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: '14px',
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
} as const;

/** A card's inner padding, as CardContent has it. */
export const cardContentSx = { p: 2, '&:last-child': { pb: 3 } } as const;
