import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Tool } from '@store/contract/tool';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useToolText } from './tool-labels';
import { cardContentSx, cardSurfaceSx } from '../../components/card-surface';
import { Placeholder } from '../../components/placeholder';
import { Tag } from '../../components/tag';
import { TOOL_PICTURE_HEIGHT, TOOL_PICTURE_WIDTH } from './tool-picture';

const pictureSx = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${TOOL_PICTURE_WIDTH} / ${TOOL_PICTURE_HEIGHT}` };

/** An <img> that keeps its width and height attributes (Box would turn them into CSS), so the page does not jump. */
const Picture = styled('img')({ ...pictureSx, objectFit: 'contain' });
const PictureLink = styled(RouterLink)({ display: 'block' });
const cardActionsSx = { display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 2, pt: 1 };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="span" color="text.secondary">
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface ToolCardProps {
  tool: Tool;
  /** Cards in the first screenful load their picture at once; the others wait until scrolled near. */
  eager?: boolean;
  /** The first card's picture is the page's largest: fetch it ahead of everything else. */
  priority?: boolean;
  /** Where the name and the picture lead, where not to the tool's plain page (the catalog's carry the tools chosen to compare). */
  toolPage?: string;
  /** An action beside Purchase (the catalog's Compare). */
  action?: ReactNode;
}

/** A tool in a grid: picture and name linking to its page, description, price, minimum order, stock, link to purchase. */
export function ToolCard({ tool, eager = false, priority = false, toolPage = `/tools/${encodeURIComponent(tool.slug)}`, action }: ToolCardProps) {
  const soldOut = tool.available === 0;
  const { formatMessage } = useIntl();
  const format = useFormat();
  const buy = formatMessage({ id: soldOut ? 'toolCard.viewTool' : 'toolCard.purchase' });
  const text = useToolText(tool);
  return (
    <Box component="article" sx={[cardSurfaceSx, { height: '100%', display: 'flex', flexDirection: 'column', '&:hover': { boxShadow: 4 } }]}>
      <Box sx={{ bgcolor: 'grey.100', position: 'relative' }}>
        {/* The name below is the card's link for the keyboard; the picture is the same link for the pointer, so Tab stops once. */}
        <PictureLink to={toolPage} tabIndex={-1}>
          <Picture
            src={tool.picture}
            alt={text.name}
            width={TOOL_PICTURE_WIDTH}
            height={TOOL_PICTURE_HEIGHT}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          />
        </PictureLink>
        {soldOut && (
          <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
            <Tag tone="dark">
              <FormattedMessage id="toolCard.outOfStock" />
            </Tag>
          </Box>
        )}
      </Box>
      <Box sx={[cardContentSx, { flex: 1 }]}>
        <Typography variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          <Box
            component={RouterLink}
            to={toolPage}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            lang={text.nameLang}
          >
            {text.name}
          </Box>
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mb: 2, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          lang={text.descriptionLang}
        >
          {text.description}
        </Typography>
        <Fact label={formatMessage({ id: 'toolCard.pricePerUnit' })} value={format.money(tool.price)} />
        <Fact label={formatMessage({ id: 'toolCard.minimumOrder' })} value={format.count(tool.minimum)} />
        <Fact label={formatMessage({ id: 'toolCard.availableUnits' })} value={format.count(tool.available)} />
      </Box>
      <Box sx={cardActionsSx}>
        <Button
          component={RouterLink}
          to={`/purchase/${encodeURIComponent(tool.slug)}`}
          variant="contained"
          color="secondary"
          fullWidth
          // The visible words first (what a person using voice control says), the tool's name after.
          aria-label={`${buy} ${text.name}`}
        >
          {buy}
        </Button>
        {action}
      </Box>
    </Box>
  );
}

/** Placeholder with the card's shape while tools load. */
export function ToolCardSkeleton() {
  return (
    <Box aria-hidden sx={[cardSurfaceSx, { height: '100%' }]} data-testid="tool-card-skeleton">
      <Placeholder variant="rectangular" sx={pictureSx} />
      <Box sx={cardContentSx}>
        <Placeholder sx={{ fontSize: '1.3rem', width: '70%' }} />
        <Placeholder />
        <Placeholder />
        <Placeholder sx={{ width: '60%', mb: 2 }} />
        <Placeholder />
        <Placeholder />
        <Placeholder />
      </Box>
      <Box sx={cardActionsSx}>
        <Placeholder variant="rounded" height={36} sx={{ width: '100%' }} />
      </Box>
    </Box>
  );
}
