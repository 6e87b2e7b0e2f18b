import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { EmptyState, ErrorState } from '../../components/load-state';
import { ToolCard, ToolCardSkeleton } from '../../components/tool-card';
import { errorMessage } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageMeta } from '../../lib/page-meta';
import { CATEGORY_LABELS, POWER_SOURCE_LABELS } from '../../lib/tool-labels';
import { CATALOG_PAGE_SIZE, useCatalogTools } from './api/catalog-tools';
import { CatalogFilters } from './catalog-filters';
import { catalogSearchParams, readCatalogView, type CatalogView } from './catalog-params';

export const SEARCH_DEBOUNCE_MS = 300;

export { prefetchCatalog as prefetch } from './prefetch-catalog';

export default function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const view = readCatalogView(params);

  // The URLs asked for and not yet shown, oldest first. The router shows a new URL in a transition, so changes
  // made in quick succession (a filter, then the sort) build on the last URL asked for, not on what this render
  // saw; and a render of an earlier one of them must not undo the later ones.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    // A URL this page did not ask for (the back button, a link) replaces whatever it had asked for.
    asked.current = shown === -1 ? [] : asked.current.slice(shown + 1);
  }, [params]);

  const showView = (change: Partial<CatalogView>) => {
    // A new search, sort or filter starts again from page 1.
    const resetsPaging = 'q' in change || 'category' in change || 'powerSource' in change || 'sort' in change || 'inStock' in change;
    const current = new URLSearchParams(asked.current.at(-1) ?? params);
    const next = catalogSearchParams({ ...readCatalogView(current), ...(resetsPaging ? { cursors: [] } : {}), ...change });
    asked.current.push(next.toString());
    setParams(next);
  };

  // The search box follows typing at once; the URL (and the fetch) follow once typing pauses.
  const [search, setSearch] = useState(view.q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const urlSearch = useRef(view.q);
  useEffect(() => {
    // The URL changed by itself (back button, a link): show its search in the box.
    if (view.q !== urlSearch.current) {
      urlSearch.current = view.q;
      setSearch(view.q);
    }
  }, [view.q]);
  useEffect(() => {
    if (debouncedSearch.trim() !== view.q) {
      urlSearch.current = debouncedSearch.trim();
      showView({ q: debouncedSearch });
    }
    // Only a settled search changes the URL; view changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const { data, error, refetch } = useCatalogTools(view);
  usePageMeta({ title: 'Tools', leadImage: data?.tools[0]?.picture });

  const page = view.cursors.length + 1;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CATALOG_PAGE_SIZE)) : undefined;
  const narrowed = view.inStock || !!view.category || !!view.powerSource;
  const filtered = view.q !== '' || view.inStock || !!view.category || !!view.powerSource;

  const goToPage = (cursors: string[]) => {
    showView({ cursors });
    document.getElementById('catalog-heading')?.scrollIntoView({ block: 'start' });
  };

  let content;
  if (!data && error) {
    content = <ErrorState message={`Could not load the tools. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <CardGrid aria-busy="true" aria-label="Loading tools">
        {Array.from({ length: CATALOG_PAGE_SIZE }, (_, i) => (
          <ToolCardSkeleton key={i} />
        ))}
      </CardGrid>
    );
  } else if (data.tools.length === 0) {
    content = filtered ? (
      <EmptyState
        message={view.q ? `No tools match “${view.q}”${narrowed ? ' with these filters' : ''}.` : 'No tools match these filters.'}
        action={
          <Button
            variant="outlined"
            onClick={() => {
              setSearch('');
              showView({ q: '', inStock: false, category: undefined, powerSource: undefined });
            }}
          >
            Clear search and filters
          </Button>
        }
      />
    ) : (
      <EmptyState message="No tools are listed yet. Please check back soon." />
    );
  } else {
    const first = (page - 1) * CATALOG_PAGE_SIZE + 1;
    content = (
      <>
        <CardGrid component="ul" aria-label="Tools">
          {data.tools.map((tool, index) => (
            <li key={tool.id}>
              <ToolCard tool={tool} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </CardGrid>
        <Box component="nav" aria-label="Pages" sx={{ display: 'flex', gap: 2, mt: 4, alignItems: 'center', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<NavigateBefore />}
            disabled={page === 1}
            onClick={() => goToPage(view.cursors.slice(0, -1))}
          >
            Previous
          </Button>
          <Typography>
            Page {page} of {pageCount}
          </Typography>
          <Button
            variant="outlined"
            endIcon={<NavigateNext />}
            disabled={!data.nextCursor}
            onClick={() => data.nextCursor && goToPage([...view.cursors, data.nextCursor])}
          >
            Next
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
          Showing {first}–{first + data.tools.length - 1} of {data.total} tools
        </Typography>
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="catalog-heading" variant="h2" component="h1" sx={{ scrollMarginTop: 80 }}>
        Tools
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Every tool we make, with its price, minimum order and the units in stock.
      </Typography>
      <CatalogFilters
        search={search}
        onSearchChange={setSearch}
        category={view.category}
        onCategoryChange={(category) => showView({ category })}
        powerSource={view.powerSource}
        onPowerSourceChange={(powerSource) => showView({ powerSource })}
        sort={view.sort}
        onSortChange={(sort) => showView({ sort })}
        inStock={view.inStock}
        onInStockChange={(inStock) => showView({ inStock })}
      />
      <Box role="status" aria-live="polite" sx={{ mb: 2, minHeight: 24 }}>
        {data && (
          <Typography color="text.secondary">
            {data.total} {data.total === 1 ? 'tool' : 'tools'}
            {view.q ? ` matching “${view.q}”` : ''}
            {view.category ? `, ${CATEGORY_LABELS[view.category]}` : ''}
            {view.powerSource ? `, ${POWER_SOURCE_LABELS[view.powerSource].toLowerCase()}` : ''}
            {view.inStock ? ', in stock' : ''}
          </Typography>
        )}
      </Box>
      {content}
    </Container>
  );
}
