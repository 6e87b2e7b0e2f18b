import Typography from '@mui/material/Typography';

/** An administration page's title, with "All Tools: 38" below it for the pages that list something. */
export function AdminPageHeading({ title, count }: { title: string; count?: { label: string; total: number | undefined } }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {count && (
        <Typography variant="h6" component="p" gutterBottom>
          {count.label}: {count.total ?? '…'}
        </Typography>
      )}
    </>
  );
}
