import Typography from '@mui/material/Typography';
import { useFormat } from '../../lib/i18n/use-format';

/**
 * An administration page's title, with "All Tools: 38" below it for the pages that list something: a status, so
 * that screen readers hear the new count after a search or a deletion.
 */
export function AdminPageHeading({ title, count }: { title: string; count?: { label: string; total: number | undefined } }) {
  const format = useFormat();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {count && (
        <Typography variant="h6" component="p" role="status" gutterBottom>
          {count.label}: {count.total === undefined ? '…' : format.count(count.total)}
        </Typography>
      )}
    </>
  );
}
