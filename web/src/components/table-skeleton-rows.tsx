import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

interface TableSkeletonRowsProps {
  rows: number;
  columns: number;
  /** A test id for each row. */
  testId?: string;
}

/** Stand-ins for the rows of a table while they load: a line of skeleton text in each cell. */
export function TableSkeletonRows({ rows, columns, testId }: TableSkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} data-testid={testId}>
          {Array.from({ length: columns }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
