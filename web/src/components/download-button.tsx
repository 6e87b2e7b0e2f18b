import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { saveFile } from '../lib/save-file';
import { useFeedback } from './feedback';

/**
 * Fetches a file with `mutation` and saves it as `fileName`, or says `failureText` of the error in a snackbar:
 * for a file fetched with the user's token, which a plain link cannot send.
 */
export function useDownload<V>(mutation: UseMutationResult<Blob, Error, V>, failureText: (error: unknown) => string) {
  const { notify } = useFeedback();
  return (variables: V, fileName: string) =>
    mutation.mutate(variables, {
      onSuccess: (file) => saveFile(file, fileName),
      onError: (error) => notify(failureText(error), 'error'),
    });
}

interface DownloadButtonProps {
  onClick: () => void;
  /** The file is on its way: a spinner named `busyLabel` stands for the download icon. */
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** An outlined button that downloads a file, busy while it comes. */
export function DownloadButton({ onClick, busy, busyLabel, disabled = false, sx, children }: DownloadButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={busyLabel} /> : <FileDownload />}
      sx={sx}
    >
      {children}
    </Button>
  );
}
