import Box from '@mui/material/Box';

// The paths of MUI's Star and StarBorder icons, drawn as plain <svg>s: a product page shows some forty stars, and
// each SvgIcon is a styled component that the browser renders again while it hydrates the page. One styled
// span around five plain shapes draws the same stars at a fraction of that work.
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

/** As MUI's SvgIcon colours an icon: filled with the text's colour. Each star is 18 px wide, and as high (its viewBox). */
const starsSx = { display: 'inline-flex', color: 'warning.main', fill: 'currentColor' } as const;

/** A whole-star rating drawn as five stars, for the eye only: the text beside it says it for everyone. */
export function RatingStars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <Box component="span" aria-hidden sx={starsSx}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width={18}>
          <path d={star <= filled ? STAR : STAR_BORDER} />
        </svg>
      ))}
    </Box>
  );
}
