import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DocId } from '@store/contract/common';

/** A document id from the address's query string, or undefined when it is missing or could not be one. */
export function docIdParam(value: string | null): string | undefined {
  return value !== null && DocId.safeParse(value).success ? value : undefined;
}

/** Above a list narrowed to one thing picked from it ("Only reviews of Cordless Drill"), with the way back to all. */
export function ActiveFilter({ label, clearLabel, onClear }: { label: string; clearLabel: string; onClear: () => void }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <FilterAltOutlined fontSize="small" color="action" aria-hidden />
      <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography>
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </Box>
  );
}
