import Box, { type BoxProps } from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormattedMessage } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';

/** A line of an order or a quote; a quote not yet priced has no unit price or line total. */
export interface LineFigures {
  toolId: string;
  toolname: string;
  quantity: number;
  unitPrice?: number;
  lineTotal?: number;
}

interface LinesTableProps {
  lines: readonly LineFigures[];
  /** The accessible name of the table (or, on a phone, the list). */
  label: string;
  /** Shows the unit price and line total of each line (a quote before the shop prices it has none). */
  priced?: boolean;
  /** The total, as a last row. */
  total?: number;
  /** What delivery costs, as a row before the total: what it is ("Delivery to Dhaka, 1–2 days") and its charge. */
  delivery?: { label: string; charge: string };
  /** Framed in an outlined sheet (the order page), rather than bare inside a card (a quote). */
  outlined?: boolean;
  /**
   * An invoice: printed as a table on a phone too. The page hides [data-print="only"] on screen and
   * [data-print="hide"] in print (the order page's print styles).
   */
  printable?: boolean;
}

const TOTAL_LOOK = { fontWeight: 800, color: 'text.primary', fontSize: '1rem' } as const;

/**
 * The lines of an order or a quote: a table with a column per figure; on a phone, where four columns squeeze a
 * tool's name to a few letters, a stacked row a line as on a shop's receipt (name, then quantity × unit price =
 * line total).
 */
/** An amount in the page's language, or a dash where a quote has none yet. */
function useMoney() {
  const format = useFormat();
  return (amount: number | undefined) => (amount === undefined ? '—' : format.money(amount));
}

export function LinesTable({ lines, label, priced = true, total, delivery, outlined = false, printable = false }: LinesTableProps) {
  const theme = useTheme();
  const format = useFormat();
  const money = useMoney();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const table = (
    <Frame outlined={outlined} data-print={phone ? 'only' : undefined}>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="linesTable.tool" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="linesTable.quantity" />
              </TableCell>
              {priced && (
                <TableCell align="right">
                  <FormattedMessage id="linesTable.unitPrice" />
                </TableCell>
              )}
              {priced && (
                <TableCell align="right">
                  <FormattedMessage id="linesTable.lineTotal" />
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.toolId}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {line.toolname}
                </TableCell>
                <TableCell align="right">{format.count(line.quantity)}</TableCell>
                {priced && <TableCell align="right">{money(line.unitPrice)}</TableCell>}
                {priced && <TableCell align="right">{money(line.lineTotal)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
          {total !== undefined && (
            <TableFooter>
              {delivery && (
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={priced ? 3 : 1} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                    {delivery.label}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'text.primary' }}>
                    {delivery.charge}
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell component="th" scope="row" colSpan={priced ? 3 : 1} sx={TOTAL_LOOK}>
                  <FormattedMessage id="linesTable.total" />
                </TableCell>
                <TableCell align="right" sx={TOTAL_LOOK} data-testid={phone ? undefined : 'order-total'}>
                  {format.money(total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Frame>
  );
  if (!phone) return table;
  return (
    <>
      <StackedLines lines={lines} label={label} priced={priced} total={total} delivery={delivery} outlined={outlined} />
      {printable && table}
    </>
  );
}

/** The phone's receipt: a row a line, the name on its own line with the figures under it. */
function StackedLines({ lines, label, priced, total, delivery, outlined }: Omit<LinesTableProps, 'printable'>) {
  const format = useFormat();
  const money = useMoney();
  return (
    <Frame outlined={outlined} data-print="hide" sx={{ '& > *:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Box component="li" key={line.toolId} sx={{ px: outlined ? 2 : 0, py: 1, '&:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.toolname}</Typography>
            {priced ? (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {format.count(line.quantity)} × {money(line.unitPrice)} =
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {money(line.lineTotal)}
                </Typography>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="linesTable.units" values={{ count: line.quantity }} />
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {delivery && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: outlined ? 2 : 0, py: 1 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {delivery.label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
            {delivery.charge}
          </Typography>
        </Box>
      )}
      {total !== undefined && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: outlined ? 2 : 0, py: 1.25 }}>
          <Typography sx={TOTAL_LOOK}>
            <FormattedMessage id="linesTable.total" />
          </Typography>
          <Typography sx={TOTAL_LOOK} data-testid="order-total">
            {format.money(total)}
          </Typography>
        </Box>
      )}
    </Frame>
  );
}

type FrameProps = BoxProps & { outlined?: boolean; 'data-print'?: string };

/** An outlined sheet, or nothing to see. */
function Frame({ outlined, ...props }: FrameProps) {
  return outlined ? <Paper variant="outlined" {...(props as PaperProps)} /> : <Box {...props} />;
}
