import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { TOOL_PICTURE_HEIGHT, TOOL_PICTURE_WIDTH } from '../../domains/tools/tool-picture';
import { useIntl } from '../../lib/i18n/intl';

/** An <img> that keeps its width and height attributes, so the page does not jump as it loads. */
const Picture = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${TOOL_PICTURE_WIDTH} / ${TOOL_PICTURE_HEIGHT}`,
  objectFit: 'contain',
});

const THUMB_WIDTH = 88;

/**
 * The tool's pictures: the chosen one large, and every picture as a thumbnail button that shows it. Buttons,
 * so Tab reaches them and Enter or Space switches; aria-pressed says which one is shown.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: string[] }) {
  const [shown, setShown] = useState(0);
  const { formatMessage } = useIntl();
  const current = pictures[shown] ?? pictures[0];
  return (
    <Box>
      <Box sx={{ bgcolor: 'grey.100', borderRadius: '14px', overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Picture
          src={current}
          alt={pictures.length > 1 ? formatMessage({ id: 'product.pictureAlt' }, { name, number: shown + 1, total: pictures.length }) : name}
          width={TOOL_PICTURE_WIDTH}
          height={TOOL_PICTURE_HEIGHT}
          fetchPriority="high"
          data-testid="gallery-main"
        />
      </Box>
      {pictures.length > 1 && (
        <Box component="ul" aria-label={formatMessage({ id: 'product.pictures' })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {pictures.map((picture, index) => (
            <li key={`${index}-${picture}`}>
              <Box
                component="button"
                type="button"
                aria-pressed={index === shown}
                aria-label={formatMessage({ id: 'product.showPicture' }, { number: index + 1, total: pictures.length })}
                onClick={() => setShown(index)}
                sx={{
                  display: 'block',
                  p: 0,
                  width: THUMB_WIDTH,
                  border: 2,
                  borderColor: index === shown ? 'secondary.dark' : 'divider',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'grey.100',
                  cursor: 'pointer',
                  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Picture src={picture} alt="" width={TOOL_PICTURE_WIDTH} height={TOOL_PICTURE_HEIGHT} loading="lazy" decoding="async" />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
