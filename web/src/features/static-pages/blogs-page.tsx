import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';
import { BLOG_POSTS } from './blog-posts';

export default function BlogsPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'blogs.title' }) });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        <FormattedMessage id="blogs.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="blogs.intro" />
      </Typography>
      {BLOG_POSTS.map((post, index) => (
        <Accordion key={post.id} defaultExpanded={index === 0} disableGutters sx={{ mb: 1.5 }} component="article">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${post.id}-content`} id={`${post.id}-header`}>
            <Typography variant="h6" component="h2">
              <FormattedMessage id={post.question} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {post.answer.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                <FormattedMessage id={paragraph} />
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
