import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Picture, TOOL_PICTURES_MAX } from '@store/contract/tool';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { ListError } from './list-error';
import { useToolFormErrors } from './tool-form-errors';
import type { ToolFormValues } from './tool-form-fields';

/**
 * The tool form's picture links, the first the main picture: each with a preview, moved up and down, removed, and
 * added up to the limit. `moveNote` says where the last move put a picture (kept by the form, which clears it).
 */
export function PictureList({ moveNote, onMoveNote }: { moveNote: string; onMoveNote: (note: string) => void }) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ToolFormValues>();
  const pictures = useWatch({ control, name: 'pictures' }) ?? [];
  const { fieldErrorProps } = useToolFormErrors(errors);
  const { formatMessage } = useIntl();
  // Once the form has been submitted, its errors follow the links to their new places.
  const setPictures = (links: string[]) => setValue('pictures', links, { shouldValidate: isSubmitted });
  const pictureButtonId = `${useId()}-picture`;

  const removePicture = (index: number) => {
    setPictures((getValues('pictures') ?? []).filter((_, at) => at !== index));
    onMoveNote('');
  };
  const addPicture = () => {
    setValue('pictures', [...(getValues('pictures') ?? []), '']);
    onMoveNote('');
  };
  const movePicture = (from: number, direction: 'up' | 'down') => {
    const links = [...(getValues('pictures') ?? [])];
    const to = direction === 'up' ? from - 1 : from + 1;
    [links[from], links[to]] = [links[to]!, links[from]!];
    setPictures(links);
    onMoveNote(formatMessage({ id: 'toolForm.pictureMoved' }, { from: from + 1, to: to + 1, main: to === 0 ? 'yes' : 'no' }));
    // The focus goes with the picture, to its button that moves it further the same way, or, at the end of the
    // list, where that button is disabled, to its other one.
    const atEnd = to === 0 || to === links.length - 1;
    const button = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    document.getElementById(`${pictureButtonId}-${to}-${button}`)?.focus();
  };

  return (
    <>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        <FormattedMessage id="toolForm.pictures" />
      </Typography>
      <Stack spacing={2}>
        {pictures.map((link, index) => (
          <Stack
            key={index}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ sm: 'flex-start' }}
            // On a phone the preview and buttons go under the link: a frame keeps each picture's together.
            sx={{ borderStyle: 'solid', borderWidth: { xs: 1, sm: 0 }, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 0 } }}
          >
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.picture' }, { position: index + 1 })}
              required={index === 0}
              fullWidth
              placeholder={formatMessage({ id: 'toolForm.picturePlaceholder' })}
              {...register(`pictures.${index}`)}
              {...fieldErrorProps(`pictures.${index}`)}
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <Stack direction="row" spacing={0.5} alignItems="flex-start">
              <Box sx={{ width: 64, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                <PicturePreview src={Picture.safeParse(link).success ? link.trim() : undefined} position={index + 1} main={index === 0} />
                {index === 0 && (
                  <Typography variant="caption" color="primary" fontWeight={600} textAlign="center" lineHeight={1.2}>
                    <FormattedMessage id="toolForm.mainPicture" />
                  </Typography>
                )}
              </Box>
              <IconButton
                id={`${pictureButtonId}-${index}-up`}
                aria-label={formatMessage({ id: 'toolForm.movePictureUp' }, { position: index + 1 })}
                onClick={() => movePicture(index, 'up')}
                disabled={index === 0}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                id={`${pictureButtonId}-${index}-down`}
                aria-label={formatMessage({ id: 'toolForm.movePictureDown' }, { position: index + 1 })}
                onClick={() => movePicture(index, 'down')}
                disabled={index === pictures.length - 1}
              >
                <ArrowDownward />
              </IconButton>
              <IconButton aria-label={formatMessage({ id: 'toolForm.removePicture' }, { position: index + 1 })} onClick={() => removePicture(index)} disabled={pictures.length === 1}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {/* Where the last move put the picture: the focus stays on a button, so screen readers hear it here. */}
      <Typography role="status" variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        {moveNote}
      </Typography>
      <ListError name="pictures" />
      <Button size="small" onClick={addPicture} disabled={pictures.length >= TOOL_PICTURES_MAX}>
        <FormattedMessage id="toolForm.addPicture" />
      </Button>
    </>
  );
}

/** A thumbnail of the picture link, or why there is none; the main picture's is framed. */
function PicturePreview({ src, position, main }: { src: string | undefined; position: number; main: boolean }) {
  // The link whose image failed to load; another link gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { formatMessage } = useIntl();
  const note = !src ? formatMessage({ id: 'toolForm.noPreview' }) : failedSrc === src ? formatMessage({ id: 'toolForm.previewNotFound' }) : null;
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: 1,
        border: main ? 2 : 1,
        borderColor: main ? 'primary.main' : 'divider',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      {note ? (
        <Typography variant="caption" color="text.secondary" textAlign="center" lineHeight={1.2}>
          {note}
        </Typography>
      ) : (
        <Box
          component="img"
          src={src}
          alt={formatMessage({ id: 'toolForm.preview' }, { position })}
          onError={() => setFailedSrc(src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
