import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ToolDetail } from '@store/contract/tool';
import { CardGrid } from '../../components/card-grid';
import { ToolCard } from '../../domains/tools/tool-card';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useRelatedTools } from './api/related-tools';

/** Up to four other tools of the tool's category, as cards. */
export default function RelatedTools({ tool }: { tool: ToolDetail }) {
  const { data } = useRelatedTools(tool);
  const { formatMessage } = useIntl();
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-heading" sx={{ mt: 6 }}>
      <Typography id="related-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="product.related" />
      </Typography>
      <CardGrid component="ul" aria-label={formatMessage({ id: 'product.related' })} columns={{ xs: 1, sm: 2, md: 4 }}>
        {data.map((related) => (
          <li key={related.id}>
            <ToolCard tool={related} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
