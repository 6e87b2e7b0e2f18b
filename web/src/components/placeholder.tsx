import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const SHAPES = {
  text: { height: '1.2em', my: 0.5, borderRadius: 1 },
  rectangular: { borderRadius: 0 },
  rounded: { borderRadius: 1 },
  circular: { borderRadius: '50%' },
} as const;

/**
 * A grey shape where content will be, while it loads (MUI's Skeleton, as plain styles, for the storefront's cards).
 * Hidden from assistive technology: the list around it says it is loading.
 */
export function Placeholder({
  variant = 'text',
  width,
  height,
  sx,
}: {
  variant?: keyof typeof SHAPES;
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden
      sx={[
        { display: 'block', bgcolor: 'action.hover', animation: `${pulse} 2s ease-in-out 0.5s infinite`, width, height, ...SHAPES[variant] },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
