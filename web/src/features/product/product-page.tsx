import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { unitPriceFor } from '@store/contract/pricing';
import type { ToolDetail } from '@store/contract/tool';
import { lazy, Suspense, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { cardContentSx, cardSurfaceSx } from '../../components/card-surface';
import { CartNote } from '../../domains/cart/cart-note';
import { useSayCompareFull } from '../../domains/tools/compare-toggle';
import { ErrorState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { RatingStars } from '../../components/rating-stars';
import { Tag } from '../../components/tag';
import { useErrorText } from '../../lib/api-client';
import { COMPARE_MAX, COMPARE_PARAM, comparePath, readCompareList } from '../../domains/tools/compare-list';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { localizedPath, useLocale } from '../../lib/i18n/locale-path';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useAddToCart } from '../../domains/cart/use-add-to-cart';
import { useLiveTool } from '../../domains/tools/use-live-tool';
import { toolText, useToolLabels, useToolText } from '../../domains/tools/tool-labels';
import { toolPagePath } from '../../domains/tools/tool-path';
import { useProductTool } from './api/product-tool';
import { ProductGallery } from './product-gallery';
import { metaDescription, productJsonLd } from './product-meta';
import { RatingSummary } from './rating-summary';

export { prefetchProduct as prefetch } from './prefetch-product';

/** A plain table: a row per fact, its label as the row's header (MUI's Table without its machinery). */
const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', py: 1, px: 1.5, borderBottom: 1, borderColor: 'divider', typography: 'body1' },
  '& th': { fontWeight: 700, color: 'text.secondary' },
} as const;

function SpecsTable({ tool }: { tool: ToolDetail }) {
  const { specs } = tool;
  const { powerSources } = useToolLabels();
  const { formatMessage } = useIntl();
  const rows: [string, string][] = [];
  if (tool.powerSource) rows.push([formatMessage({ id: 'product.powerSource' }), powerSources[tool.powerSource]]);
  if (specs.voltage !== undefined) rows.push([formatMessage({ id: 'product.voltage' }), formatMessage({ id: 'product.voltageValue' }, { volts: specs.voltage })]);
  if (specs.powerW !== undefined) rows.push([formatMessage({ id: 'product.power' }), formatMessage({ id: 'product.powerValue' }, { watts: specs.powerW })]);
  if (specs.weightKg !== undefined) rows.push([formatMessage({ id: 'product.weight' }), formatMessage({ id: 'product.weightValue' }, { kg: specs.weightKg })]);
  if (specs.warrantyMonths !== undefined) {
    rows.push([formatMessage({ id: 'product.warranty' }), formatMessage({ id: 'product.warrantyValue' }, { months: specs.warrantyMonths })]);
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="product.noSpecs" />
      </Typography>
    );
  }
  return (
    <Box component="table" aria-labelledby="specs-heading" sx={tableSx}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function VolumePrices({ tool }: { tool: ToolDetail }) {
  const format = useFormat();
  return (
    <Box component="table" aria-labelledby="volume-heading" sx={tableSx}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="product.quantityFrom" />
          </th>
          <th scope="col">
            <FormattedMessage id="product.unitPrice" />
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{format.count(tool.minimum)}</td>
          <td>{format.money(tool.price)}</td>
        </tr>
        {tool.priceTiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>{format.count(tier.minQuantity)}</td>
            <td>{format.money(tier.unitPrice)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

// Below the first screen, the reviews and the related tools (their cards, and the code that pages through them)
// load after the page is interactive; the server renders them with the page all the same.
const ProductReviews = lazy(() => import('./product-reviews'));
const RelatedTools = lazy(() => import('./related-tools'));

// What delivery costs: rendered by the server with the page, hydrated once its small chunk is in.
const DeliveryLine = lazy(() => import('./delivery-line'));

const RequestQuoteDialog = lazy(withMessages('on-demand', () => import('../../domains/quotes/on-demand/request-quote-dialog')));

/** Buy now; Add to cart and Request a quote with the quantity beside them, and its unit price (volume prices applied). */
function ProductActions({ tool }: { tool: ToolDetail }) {
  const [quantity, setQuantity] = useState(String(tool.minimum));
  const [quoting, setQuoting] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useAddToCart();
  const { name } = useToolText(tool);
  const { formatMessage } = useIntl();
  const format = useFormat();
  const parsed = Number(quantity);
  const valid = quantity !== '' && Number.isInteger(parsed) && parsed > 0 && parsed <= 1_000_000;
  const unitPrice = valid ? unitPriceFor(tool, parsed) : undefined;

  const addToCart = () => {
    setInvalid(!valid);
    if (valid) void cart.add(tool.id, parsed);
  };
  const requestQuote = () => {
    if (status !== 'signed-in') navigate('/login', { state: { from: location } });
    else setQuoting(true);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Button
        component={RouterLink}
        to={`/purchase/${encodeURIComponent(tool.slug)}`}
        variant="contained"
        color="secondary"
        size="large"
        // The visible words first, so a person using voice control can say them; the tool's name after.
        aria-label={formatMessage({ id: 'product.buyNowLabel' }, { name })}
      >
        <FormattedMessage id="product.buyNow" />
      </Button>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {/* A native number field (no OutlinedInput): the product page's first download stays within its budget. */}
        <Box sx={{ display: 'grid', gap: 0.5, width: 140 }}>
          <Typography component="label" htmlFor="product-quantity" variant="body2" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="product.quantity" />
          </Typography>
          <Box
            component="input"
            id="product-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setQuantity(event.target.value);
              setInvalid(false);
              cart.clearResult();
            }}
            aria-invalid={invalid || undefined}
            aria-describedby="product-unit-price"
            sx={{
              font: 'inherit',
              // A number field's natural width (about 20 characters) would spill over the button beside it.
              width: '100%',
              minWidth: 0,
              boxSizing: 'border-box',
              height: 44,
              px: 1.5,
              border: 1,
              borderColor: invalid ? 'error.main' : 'grey.500',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
            }}
          />
          <Typography id="product-unit-price" variant="body2" color={invalid ? 'error' : 'text.secondary'} sx={{ minHeight: '1.5em' }}>
            {invalid
              ? formatMessage({ id: 'product.wholeUnits' })
              : unitPrice !== undefined
                ? formatMessage({ id: 'product.pricePerUnit' }, { price: format.money(unitPrice) })
                : ''}
          </Typography>
        </Box>
        <Button variant="outlined" size="large" sx={{ flex: 1, mt: 3.5 }} onClick={addToCart} disabled={cart.pending}>
          {formatMessage({ id: cart.pending ? 'product.adding' : 'product.addToCart' })}
        </Button>
      </Box>
      <CartNote result={cart.result} name={name} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 12rem' } }}>
        <Button variant="outlined" size="large" onClick={requestQuote}>
          <FormattedMessage id="product.requestQuote" />
        </Button>
        <CompareLink slug={tool.slug} name={name} />
      </Box>
      {quoting && (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            onClose={() => setQuoting(false)}
            lines={[{ toolId: tool.id, name, quantity: valid ? parsed : tool.minimum }]}
          />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * Compare: the compare page with this tool added to those the visitor has chosen (which the catalog's links
 * carried here in `compare`), or, where four are chosen already, why it cannot be added.
 */
function CompareLink({ slug, name }: { slug: string; name: string }) {
  const [params] = useSearchParams();
  const chosen = readCompareList(params.get(COMPARE_PARAM));
  const { formatMessage } = useIntl();
  const sayFull = useSayCompareFull();
  const full = !chosen.includes(slug) && chosen.length >= COMPARE_MAX;
  const label = formatMessage({ id: 'compare.toggleLabel' }, { name });
  const text = formatMessage({ id: 'compare.toggle' });
  if (full) {
    return (
      <Button variant="outlined" size="large" aria-label={label} onClick={sayFull}>
        {text}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={comparePath(chosen.includes(slug) ? chosen : [...chosen, slug])} variant="outlined" size="large" aria-label={label}>
      {text}
    </Button>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ProductView({ tool: fetched }: { tool: ToolDetail }) {
  const { categories } = useToolLabels();
  const { formatMessage } = useIntl();
  const format = useFormat();
  // The stock (and price) as it changes while the page is open.
  const tool = useLiveTool(fetched, { start: 'idle' }) ?? fetched;
  const locale = useLocale();
  const text = toolText(tool, locale);
  usePageMeta({
    title: text.name,
    description: metaDescription(text.description),
    image: tool.pictures[0],
    leadImage: tool.pictures[0],
    jsonLd: (origin) => productJsonLd(tool, text, origin + localizedPath(toolPagePath(tool.slug), locale)),
  });
  const soldOut = tool.available === 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <ProductGallery name={text.name} pictures={tool.pictures} />
        <Box>
          {tool.category && (
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', mb: 0.5 }}>
              <Box component={RouterLink} to={`/tools?category=${tool.category}`} sx={{ color: 'inherit' }}>
                {categories[tool.category]}
              </Box>
            </Typography>
          )}
          <Typography variant="h3" component="h1" lang={text.nameLang} sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}>
            {text.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            {tool.ratingAverage !== null && tool.ratingCount > 0 ? (
              <>
                <RatingStars value={tool.ratingAverage} />
                <Typography variant="body2">
                  <a href="#reviews-heading">
                    <FormattedMessage id="product.ratingOf5" values={{ average: tool.ratingAverage, count: tool.ratingCount }} />
                  </a>
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="product.noReviews" />
              </Typography>
            )}
          </Box>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, mt: 2 }}>
            {format.money(tool.price)}
            <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
              {' '}
              <FormattedMessage id="product.perUnit" />
            </Typography>
          </Typography>
          {soldOut && (
            <Box sx={{ mt: 1 }}>
              <Tag tone="dark">
                <FormattedMessage id="product.outOfStock" />
              </Tag>
            </Box>
          )}
          <Box component="dl" sx={{ m: 0, mt: 2 }}>
            {tool.sku && <Fact label={formatMessage({ id: 'product.sku' })}>{tool.sku}</Fact>}
            {tool.category && <Fact label={formatMessage({ id: 'product.category' })}>{categories[tool.category]}</Fact>}
            <Fact label={formatMessage({ id: 'product.minimumOrder' })}>{format.count(tool.minimum)}</Fact>
            <Fact label={formatMessage({ id: 'product.availableUnits' })}>
              <span data-testid="available-units">{format.count(tool.available)}</span>
            </Fact>
          </Box>
          <Suspense fallback={<Box sx={{ mt: 2, minHeight: '3em', typography: 'body2', lineHeight: 1.5 }} />}>
            <DeliveryLine tool={tool} />
          </Suspense>
          <ProductActions tool={tool} />
        </Box>
      </Box>

      {/*
        What lies below the first screen hydrates after it, a part per task: each Suspense boundary the server
        rendered is hydrated in a pass of its own, and nested boundaries in turn, so no one task takes the whole
        page (the browser paints and answers input in between).
      */}
      <Suspense fallback={null}>
        <ProductDetails tool={tool} />
        <Suspense fallback={null}>
          <Section id="reviews-heading" title={formatMessage({ id: 'product.reviews' })}>
            <Box sx={[cardSurfaceSx, cardContentSx, { mb: 3 }]}>
              <RatingSummary average={tool.ratingAverage} count={tool.ratingCount} histogram={tool.ratingHistogram} />
            </Box>
            <ProductReviews toolId={tool.id} />
          </Section>
          <Suspense fallback={null}>
            <RelatedTools tool={tool} />
          </Suspense>
        </Suspense>
      </Suspense>
    </Container>
  );
}

/** The description, the specifications and the volume prices. */
function ProductDetails({ tool }: { tool: ToolDetail }) {
  const { formatMessage } = useIntl();
  const description = useToolText(tool);
  return (
    <Box sx={{ display: 'grid', gap: { md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
      <Box>
        <Section id="description-heading" title={formatMessage({ id: 'product.description' })}>
          <Typography lang={description.descriptionLang} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description.description}
          </Typography>
        </Section>
        <Section id="specs-heading" title={formatMessage({ id: 'product.specifications' })}>
          <SpecsTable tool={tool} />
        </Section>
      </Box>
      {tool.priceTiers.length > 0 && (
        <Section id="volume-heading" title={formatMessage({ id: 'product.volumePrices' })}>
          <VolumePrices tool={tool} />
        </Section>
      )}
    </Box>
  );
}

function ProductLoading() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'product.title' }) });
  return <PageLoader label={formatMessage({ id: 'product.loading' })} />;
}

function ProductError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'product.title' }) });
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <ErrorState message={message} onRetry={onRetry} />
    </Container>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: tool, error, refetch } = useProductTool(slug);
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  if (tool === null) return <NotFound />;
  if (tool) return <ProductView key={tool.id} tool={tool} />;
  if (error) return <ProductError message={formatMessage({ id: 'product.loadFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  return <ProductLoading />;
}
