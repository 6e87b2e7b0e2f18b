import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/card-grid';
import { CompareToggle, useToggleCompared } from '../../domains/tools/compare-toggle';
import { QueryState } from '../../components/query-state';
import { ToolCard, ToolCardSkeleton } from '../../domains/tools/tool-card';
import { withCompareList } from '../../domains/tools/compare-list';
import { useLocale } from '../../lib/i18n/locale-path';
import { toolPagePath } from '../../domains/tools/tool-path';
import { useSearchBox } from '../../lib/use-search-box';
import { useUrlView } from '../../lib/use-url-view';
import { usePageMeta } from '../../lib/page-meta';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { toolText, useToolLabels } from '../../domains/tools/tool-labels';
import { CATALOG_PAGE_SIZE, useCatalogTools } from './api/catalog-tools';
import { CatalogFilters } from './catalog-filters';
import { catalogSearchParams, readCatalogView, shownSort, type CatalogView } from './catalog-params';
import { CompareBar } from './compare-bar';
import { NoResults } from './no-results';
import { usePriceFields } from './use-price-fields';

export { prefetchCatalog as prefetch } from './prefetch-catalog';

export default function CatalogPage() {
  const [view, changeView] = useUrlView(readCatalogView, catalogSearchParams);
  const showView = (change: Partial<CatalogView>) => {
    // A new search, sort or filter starts again from page 1; choosing tools to compare changes nothing listed.
    const resetsPaging = Object.keys(change).some((key) => key !== 'compare' && key !== 'cursors');
    changeView((current) => ({ ...current, ...(resetsPaging ? { cursors: [] } : {}), ...change }));
  };

  // The search box follows typing at once; the URL (and the fetch) follow once typing pauses. The price fields too.
  const [search, setSearch] = useSearchBox(view.q, (q) => showView({ q }));
  const price = usePriceFields(view, (range) => showView(range));
  // Replaced, not pushed: Back leaves the catalog's view as it was rather than stepping through each tool chosen.
  const showCompared = (compare: string[]) => changeView((current) => ({ ...current, compare }), { replace: true });
  const toggleCompared = useToggleCompared(view.compare, showCompared);

  const catalog = useCatalogTools(view);
  const { data } = catalog;
  const { formatMessage, locale } = useIntl();
  const format = useFormat();
  const { categories, powerSources } = useToolLabels();
  usePageMeta({ title: formatMessage({ id: 'catalog.title' }), leadImage: data?.tools[0]?.picture });

  const priced = view.minPrice !== undefined || view.maxPrice !== undefined;
  const narrowed = view.inStock || !!view.category || !!view.powerSource || priced;
  const filtered = view.q !== '' || narrowed;

  const goToPage = (cursors: string[]) => {
    showView({ cursors });
    document.getElementById('catalog-heading')?.scrollIntoView({ block: 'start' });
  };

  const clearSearchAndFilters = () => {
    setSearch('');
    showView({ q: '', inStock: false, category: undefined, powerSource: undefined, minPrice: undefined, maxPrice: undefined });
  };
  const content = (
    <QueryState
      query={catalog}
      failure={formatMessage({ id: 'catalog.failed' })}
      loading={
        <CardGrid aria-busy="true" aria-label={formatMessage({ id: 'catalog.loading' })}>
          {Array.from({ length: CATALOG_PAGE_SIZE }, (_, i) => (
            <ToolCardSkeleton key={i} />
          ))}
        </CardGrid>
      }
      isEmpty={(result) => result.tools.length === 0}
      empty={
        <NoResults
          message={
            !filtered
              ? formatMessage({ id: 'catalog.noTools' })
              : view.q
                ? formatMessage({ id: narrowed ? 'catalog.noMatchQueryFiltered' : 'catalog.noMatchQuery' }, { query: view.q })
                : formatMessage({ id: 'catalog.noMatchFilters' })
          }
          didYouMean={data?.didYouMean ?? null}
          onClear={filtered ? clearSearchAndFilters : undefined}
        />
      }
    >
      {(result) => (
        <CatalogResults result={result} cursors={view.cursors} onPage={goToPage} compare={{ chosen: view.compare, onToggle: toggleCompared }} />
      )}
    </QueryState>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="catalog-heading" variant="h2" component="h1" sx={{ scrollMarginTop: 80 }}>
        <FormattedMessage id="catalog.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        <FormattedMessage id="catalog.intro" />
      </Typography>
      <CatalogFilters
        search={search}
        onSearchChange={setSearch}
        searched={view.q.trim()}
        category={view.category}
        onCategoryChange={(category) => showView({ category })}
        powerSource={view.powerSource}
        onPowerSourceChange={(powerSource) => showView({ powerSource })}
        sort={shownSort(view)}
        onSortChange={(sort) => showView({ sort })}
        inStock={view.inStock}
        onInStockChange={(inStock) => showView({ inStock })}
        price={price}
        facets={data?.facets}
      />
      <Box role="status" aria-live="polite" sx={{ mb: 2, minHeight: 24 }}>
        {data && (
          <Typography color="text.secondary">
            {[
              formatMessage({ id: view.q ? 'catalog.countMatching' : 'catalog.count' }, { count: data.total, query: view.q }),
              ...(view.category ? [categories[view.category]] : []),
              ...(view.powerSource ? [powerSources[view.powerSource].toLocaleLowerCase(locale)] : []),
              ...(view.inStock ? [formatMessage({ id: 'catalog.inStock' })] : []),
              ...(priced ? [formatMessage({ id: priceRangeMessage(view) }, { min: format.money(view.minPrice ?? 0), max: format.money(view.maxPrice ?? 0) })] : []),
            ].join(formatMessage({ id: 'catalog.filterSeparator' }))}
          </Typography>
        )}
      </Box>
      <CompareBar chosen={view.compare} onClear={() => showCompared([])} />
      {content}
    </Container>
  );
}

/** How the status line says the price range: both ends, or the one there is. */
const priceRangeMessage = ({ minPrice, maxPrice }: Pick<CatalogView, 'minPrice' | 'maxPrice'>) =>
  minPrice === undefined ? 'catalog.priceUpTo' : maxPrice === undefined ? 'catalog.priceFrom' : 'catalog.priceBetween';

interface CatalogResultsProps {
  result: NonNullable<ReturnType<typeof useCatalogTools>['data']>;
  /** The cursors of the pages up to this one (none on page 1). */
  cursors: string[];
  onPage: (cursors: string[]) => void;
  /** The tools chosen to compare, which each card's Compare adds to or removes from. */
  compare: { chosen: readonly string[]; onToggle: (slug: string) => void };
}

/** A page of the catalog's tools, with Previous and Next. */
function CatalogResults({ result, cursors, onPage, compare }: CatalogResultsProps) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const page = cursors.length + 1;
  const pageCount = Math.max(1, Math.ceil(result.total / CATALOG_PAGE_SIZE));
  const first = (page - 1) * CATALOG_PAGE_SIZE + 1;
  const { nextCursor } = result;
  return (
    <>
      <CardGrid component="ul" aria-label={formatMessage({ id: 'catalog.title' })}>
        {result.tools.map((tool, index) => (
          <li key={tool.id}>
            <ToolCard
              tool={tool}
              eager={index < 3}
              priority={index === 0}
              // The tool's page gets the list, where its Compare adds the tool to it.
              toolPage={withCompareList(toolPagePath(tool.slug), compare.chosen)}
              action={<CompareToggle name={toolText(tool, locale).name} chosen={compare.chosen.includes(tool.slug)} onToggle={() => compare.onToggle(tool.slug)} />}
            />
          </li>
        ))}
      </CardGrid>
      <Box component="nav" aria-label={formatMessage({ id: 'catalog.pages' })} sx={{ display: 'flex', gap: 2, mt: 4, alignItems: 'center', justifyContent: 'center' }}>
        <Button variant="outlined" startIcon={<NavigateBefore />} disabled={page === 1} onClick={() => onPage(cursors.slice(0, -1))}>
          <FormattedMessage id="catalog.previous" />
        </Button>
        <Typography>
          <FormattedMessage id="catalog.pageOf" values={{ page, pageCount }} />
        </Typography>
        <Button variant="outlined" endIcon={<NavigateNext />} disabled={!nextCursor} onClick={() => nextCursor && onPage([...cursors, nextCursor])}>
          <FormattedMessage id="catalog.next" />
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
        <FormattedMessage id="catalog.showing" values={{ first, last: first + result.tools.length - 1, total: result.total }} />
      </Typography>
    </>
  );
}
