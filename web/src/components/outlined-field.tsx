import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** What a native control inside the frame looks like: the frame draws the border, the control only the text. */
export const outlinedControlSx = {
  font: 'inherit',
  color: 'inherit',
  bgcolor: 'transparent',
  border: 0,
  outline: 0,
  m: 0,
  p: 0,
  flex: 1,
  minWidth: 0,
  height: 54,
} as const;

export interface OutlinedFieldProps {
  /** The id of the control (given to it by the caller), which the label names. */
  htmlFor: string;
  label: string;
  /**
   * A note or, with `error`, what is wrong, below the frame, said by screen readers as it changes (give '' for a
   * field that may show one later); the caller points the control's aria-describedby at `${htmlFor}-helper`.
   */
  helperText?: string;
  error?: boolean;
  /** Drawn inside the frame before and after the control (a magnifier, a clear button, a menu's arrow). */
  start?: ReactNode;
  end?: ReactNode;
  sx?: SxProps<Theme>;
  /** The native <input> or <select>, styled with outlinedControlSx. */
  children: ReactNode;
}

/**
 * A native <input> or <select> in the theme's outlined frame, its label resting on the frame: the look of MUI's
 * outlined TextField without its machinery (some 7 KiB gzipped), for the storefront's first downloads. The label
 * sits on the page's background colour, which is what the pages that use it are drawn on.
 */
export function OutlinedField({ htmlFor, label, helperText, error, start, end, sx, children }: OutlinedFieldProps) {
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.75,
          border: 1,
          borderRadius: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          color: 'text.primary',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          // The frame thickens in the primary colour, as MUI's does, while the control in it has the focus.
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
          '&:focus-within > label': { color: error ? 'error.main' : 'primary.main' },
          '& > svg': { color: 'action.active', flexShrink: 0 },
        }}
      >
        <Box
          component="label"
          htmlFor={htmlFor}
          sx={{
            position: 'absolute',
            top: 0,
            left: 9,
            transform: 'translateY(-50%)',
            px: 0.625,
            maxWidth: 'calc(100% - 18px)',
            bgcolor: 'background.default',
            color: error ? 'error.main' : 'text.secondary',
            fontSize: '0.75rem',
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            pointerEvents: 'none',
          }}
        >
          {label}
        </Box>
        {start}
        {children}
        {end}
      </Box>
      {helperText !== undefined && (
        <Box id={`${htmlFor}-helper`} aria-live="polite" sx={{ mt: helperText ? 0.5 : 0, mx: 1.75, typography: 'caption', color: error ? 'error.main' : 'text.secondary' }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
