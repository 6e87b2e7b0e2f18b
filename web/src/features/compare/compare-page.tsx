import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Comparison } from '@store/contract/search';
import { useRef, type RefObject } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../components/load-state';
import { PageLoader } from '../../components/page-loader';
import { Tag } from '../../components/tag';
import { useErrorText } from '../../lib/api-client';
import { comparePath, COMPARE_MAX, readCompareRequest, withCompareList, type CompareRequest } from '../../domains/tools/compare-list';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useLocale } from '../../lib/i18n/locale-path';
import { usePageMeta } from '../../lib/page-meta';
import { toolText } from '../../domains/tools/tool-labels';
import { toolPagePath } from '../../domains/tools/tool-path';
import { useComparison } from './api/comparison';
import { useCompareRows } from './compare-rows';

export { prefetchCompare as prefetch } from './prefetch-compare';

/** Why a list cannot be compared, in words, and whether the address names nothing that exists (a 404). */
const PROBLEMS: Record<Exclude<CompareRequest, { slugs: string[] }>['problem'] | 'unknown', { message: MessageId; missing: boolean }> = {
  none: { message: 'compare.none', missing: false },
  one: { message: 'compare.one', missing: false },
  'too-many': { message: 'compare.tooMany', missing: true },
  malformed: { message: 'compare.malformed', missing: true },
  unknown: { message: 'compare.unknown', missing: true },
};

/** A list that cannot be compared: why, and the way back to the catalog (with the one tool chosen, if so). */
function CompareProblem({ problem, chosen = [] }: { problem: keyof typeof PROBLEMS; chosen?: string[] }) {
  const { formatMessage } = useIntl();
  const { message, missing } = PROBLEMS[problem];
  usePageMeta({ title: formatMessage({ id: 'compare.title' }), ...(missing ? { status: 404 } : {}) });
  return (
    <Box sx={{ my: 3, py: 5, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2 }}>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <FormattedMessage id={message} values={{ max: COMPARE_MAX }} />
      </Typography>
      <Button component={RouterLink} to={withCompareList('/tools', chosen)} variant="contained">
        <FormattedMessage id={chosen.length ? 'compare.chooseMore' : 'compare.toCatalog'} />
      </Button>
    </Box>
  );
}

const cellSx = { p: 1.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top', overflowWrap: 'anywhere' } as const;
// The rows' names stay in view while the tools scroll by beside them on a narrow screen.
const rowHeaderSx = { ...cellSx, position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', width: { xs: 112, sm: 190 } } as const;

interface CompareTableProps {
  comparison: Comparison;
  slugs: string[];
  /** The page's heading, which takes the focus when a tool is removed (its column, and the button, are gone). */
  heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The tools side by side, a column each, a row per fact; a row whose values differ says so in its header (a
 * "Differs" tag beside its name, and its values in bold), never by colour alone. Each tool can be removed, which
 * changes the address (the list is all the state, so the page can be shared). On a narrow screen the table
 * scrolls sideways in its own box, which takes the focus so the keyboard can scroll it; the page does not.
 */
function CompareTable({ comparison, slugs, heading }: CompareTableProps) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const rows = useCompareRows();
  const { tools, differing } = comparison;
  const names = tools.map((tool) => toolText(tool, locale));
  const remove = (slug: string) => {
    navigate(comparePath(slugs.filter((chosen) => chosen !== slug)));
    heading.current?.focus();
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="compare.differingCount" values={{ count: differing.length }} />
      </Typography>
      <Box
        role="region"
        aria-label={formatMessage({ id: 'compare.tableLabel' })}
        tabIndex={0}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
      >
        <Box component="table" sx={{ width: '100%', minWidth: 112 + tools.length * 150, tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0 }}>
          <Box component="caption" sx={visuallyHidden}>
            {formatMessage({ id: 'compare.caption' }, { names: names.map((text) => text.name).join(formatMessage({ id: 'catalog.filterSeparator' })) })}
          </Box>
          <thead>
            <tr>
              <Box component="td" sx={rowHeaderSx} />
              {tools.map((tool, index) => (
                <Box component="th" scope="col" key={tool.id} sx={cellSx}>
                  <Box component="img" src={tool.picture} alt="" width={160} height={120} sx={{ display: 'block', width: '100%', maxWidth: 160, height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, mb: 1 }} />
                  <Box
                    component={RouterLink}
                    to={withCompareList(toolPagePath(tool.slug), slugs)}
                    lang={names[index]!.nameLang}
                    sx={{ display: 'block', color: 'primary.main', fontWeight: 700, mb: 1 }}
                  >
                    {names[index]!.name}
                  </Box>
                  <Button size="small" variant="outlined" onClick={() => remove(tool.slug)} aria-label={formatMessage({ id: 'compare.removeLabel' }, { name: names[index]!.name })}>
                    <FormattedMessage id="compare.remove" />
                  </Button>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(rows).map(([row, spec]) => {
              const differs = (differing as string[]).includes(row);
              return (
                <Box component="tr" key={row} data-differs={differs || undefined} sx={differs ? { '& > *': { fontWeight: 700 }, '& > th': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.secondary.main}` } } : undefined}>
                  <Box component="th" scope="row" sx={rowHeaderSx}>
                    <Box component="span" sx={{ display: 'block' }}>
                      {spec.label}
                    </Box>
                    {differs && (
                      <Box component="span" sx={{ display: 'inline-block', mt: 0.5 }}>
                        <Tag tone="dark">
                          <FormattedMessage id="compare.differs" />
                        </Tag>
                      </Box>
                    )}
                  </Box>
                  {tools.map((tool) => (
                    <Box component="td" key={tool.id} sx={cellSx}>
                      {spec.value(tool)}
                    </Box>
                  ))}
                </Box>
              );
            })}
          </tbody>
        </Box>
      </Box>
      {slugs.length < COMPARE_MAX && (
        <Button component={RouterLink} to={withCompareList('/tools', slugs)} variant="outlined" sx={{ mt: 3 }}>
          <FormattedMessage id="compare.addTool" />
        </Button>
      )}
    </>
  );
}

/** The comparison of 2 to 4 tools the address names: loading, failed, one of them unknown, or the table. */
function ComparisonView({ slugs, heading }: { slugs: string[]; heading: RefObject<HTMLHeadingElement | null> }) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const { data, error, refetch } = useComparison(slugs);
  const names = data?.tools.map((tool) => toolText(tool, locale).name).join(formatMessage({ id: 'catalog.filterSeparator' }));
  usePageMeta({
    title: names ? formatMessage({ id: 'compare.titleOf' }, { names }) : formatMessage({ id: 'compare.title' }),
    description: names ? formatMessage({ id: 'compare.description' }, { names }) : undefined,
    image: data?.tools[0]?.picture,
    leadImage: data?.tools[0]?.picture,
  });
  if (data === null) return <CompareProblem problem="unknown" />;
  if (data) return <CompareTable comparison={data} slugs={slugs} heading={heading} />;
  if (error) return <ErrorState message={formatMessage({ id: 'compare.failed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  return <PageLoader label={formatMessage({ id: 'compare.loading' })} />;
}

/** /compare?tools=a,b: 2 to 4 tools side by side, rendered on the server; the address is the whole comparison. */
export default function ComparePage() {
  const [params] = useSearchParams();
  const request = readCompareRequest(params.get('tools'));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h1" sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        <FormattedMessage id="compare.title" />
      </Typography>
      {'slugs' in request ? (
        // A new list is a new comparison: nothing of the last one's stays.
        <ComparisonView key={request.slugs.join(',')} slugs={request.slugs} heading={heading} />
      ) : (
        <CompareProblem problem={request.problem} chosen={request.problem === 'one' ? [request.slug] : []} />
      )}
    </Container>
  );
}
