import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';

/** A whole-star rating drawn as five stars, for the eye only: the text beside it says it for everyone. */
export function RatingStars({ value }: { value: number }) {
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'warning.main', '& svg': { fontSize: 18 } }}>
      {[1, 2, 3, 4, 5].map((star) => (star <= Math.round(value) ? <Star key={star} /> : <StarBorder key={star} />))}
    </Box>
  );
}
