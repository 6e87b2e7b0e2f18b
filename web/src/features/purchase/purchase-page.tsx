import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Tool } from '@store/contract/tool';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFeedback } from '../../components/feedback';
import { EmptyState, ErrorState } from '../../components/load-state';
import { TOOL_PICTURE_HEIGHT, TOOL_PICTURE_WIDTH } from '../../domains/tools/tool-picture';
import { VerifyEmailNotice } from '../../components/verify-email-notice';
import { ApiError, useErrorText } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/page-meta';
import { useTool } from '../../domains/tools/api/tool';
import { PurchaseForm } from './purchase-form';
import { useLiveTool } from '../../domains/tools/use-live-tool';
import { toolText, useToolText } from '../../domains/tools/tool-labels';
import { useLocale } from '../../lib/i18n/locale-path';

const ToolPicture = styled('img')({ display: 'block', width: '100%', height: 'auto' });

function ToolFacts({ tool }: { tool: Tool }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const text = useToolText(tool);
  const rows: [MessageId, string, lang?: 'en'][] = [
    ['purchase.toolName', text.name, text.nameLang],
    ['purchase.description', text.description, text.descriptionLang],
    ['purchase.pricePerUnit', format.money(tool.price)],
    ['purchase.minimumOrder', format.count(tool.minimum)],
    ['purchase.available', format.count(tool.available)],
  ];
  return (
    <Table aria-label={formatMessage({ id: 'purchase.details' }, { name: text.name })} size="small">
      <TableBody>
        {rows.map(([label, value, lang]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '38%', verticalAlign: 'top' }}>
              <FormattedMessage id={label} />
            </TableCell>
            <TableCell lang={lang} sx={{ overflowWrap: 'anywhere' }} data-testid={label === 'purchase.available' ? 'available-tools' : undefined}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PurchasePageSkeleton() {
  const { formatMessage } = useIntl();
  return (
    <Grid container spacing={4} aria-busy="true" aria-label={formatMessage({ id: 'purchase.loading' })}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: `${TOOL_PICTURE_WIDTH} / ${TOOL_PICTURE_HEIGHT}` }} />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="text" sx={{ fontSize: '1.4rem' }} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={420} />
      </Grid>
    </Grid>
  );
}

export default function PurchasePage() {
  const { slug = '' } = useParams();
  const { user } = useSession();
  const { notify } = useFeedback();
  const { data, error, refetch } = useTool(slug);
  const tool = useLiveTool(data);
  const locale = useLocale();
  const name = tool && toolText(tool, locale).name;
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  usePageMeta({ title: name ? formatMessage({ id: 'purchase.titleOf' }, { name }) : formatMessage({ id: 'purchase.title' }) });

  let content;
  if (!tool && error instanceof ApiError && error.status === 404) {
    content = (
      <EmptyState
        message={formatMessage({ id: 'purchase.notFound' })}
        action={
          <Button component={RouterLink} to="/tools" variant="contained">
            <FormattedMessage id="purchase.browse" />
          </Button>
        }
      />
    );
  } else if (!tool && error) {
    content = <ErrorState message={formatMessage({ id: 'purchase.loadFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  } else if (!tool) {
    content = <PurchasePageSkeleton />;
  } else {
    content = (
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <ToolPicture src={tool.picture} alt={name} width={TOOL_PICTURE_WIDTH} height={TOOL_PICTURE_HEIGHT} />
            <ToolFacts tool={tool} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              <FormattedMessage id="purchase.placeYourOrder" />
            </Typography>
            {user && !user.emailVerified ? (
              <VerifyEmailNotice user={user} purpose="order" />
            ) : (
              <PurchaseForm
                key={tool.id}
                tool={tool}
                onOrdered={(order) => notify(formatMessage({ id: 'purchase.orderPlaced' }, { id: order.id }), 'success')}
              />
            )}
          </Paper>
        </Grid>
      </Grid>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {name ? formatMessage({ id: 'purchase.headingOf' }, { name }) : formatMessage({ id: 'purchase.heading' })}
      </Typography>
      {content}
    </Container>
  );
}
