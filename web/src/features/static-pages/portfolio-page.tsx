import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../config/site';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { usePageMeta } from '../../lib/page-meta';

const DEVELOPER_EMAIL = 'tanvir.ahmed@voltforge-tools.com';

/** A school's grade point average and the scale it is out of. */
const education: readonly { degree: MessageId; institute: MessageId; from: number; to: number; grade: MessageId; score: number; scale: number }[] = [
  { degree: 'portfolio.bsc', institute: 'portfolio.dhakaUniversity', from: 2017, to: 2021, grade: 'portfolio.cgpa', score: 3.72, scale: 4 },
  { degree: 'portfolio.hsc', institute: 'portfolio.notreDame', from: 2014, to: 2016, grade: 'portfolio.gpa', score: 5, scale: 5 },
  { degree: 'portfolio.ssc', institute: 'portfolio.motijheel', from: 2012, to: 2014, grade: 'portfolio.gpa', score: 5, scale: 5 },
];

// The names of languages, libraries and services are the same in any language.
const skills: readonly { area: MessageId; items: string[] }[] = [
  { area: 'portfolio.languages', items: ['TypeScript', 'JavaScript (ES2023)', 'HTML5', 'CSS3'] },
  { area: 'portfolio.frontEnd', items: ['React 19', 'React Router', 'MUI', 'react-hook-form', 'zod'] },
  { area: 'portfolio.backEnd', items: ['Node.js', 'Express', 'Cloud Functions for Firebase', 'Cloud Firestore', 'Firebase Auth'] },
  { area: 'portfolio.tools', items: ['Vite', 'Vitest', 'Testing Library', 'Playwright', 'Git', 'GitHub Actions'] },
];

const projects: readonly { name: MessageId; to: string; description: MessageId }[] = [
  { name: 'portfolio.storefront', to: '/', description: 'portfolio.storefrontText' },
  { name: 'portfolio.catalog', to: '/tools', description: 'portfolio.catalogText' },
  { name: 'portfolio.blog', to: '/blogs', description: 'portfolio.blogText' },
];

export default function PortfolioPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'portfolio.title' }) });
  const projectName = (id: MessageId) => formatMessage({ id }, { company: site.companyName });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 5 }}>
        <Typography variant="h2" component="h1">
          <FormattedMessage id="portfolio.name" />
        </Typography>
        <Typography variant="h5" component="p" color="text.accent" sx={{ mt: 1 }}>
          <FormattedMessage id="portfolio.role" />
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 720 }}>
          <FormattedMessage id="portfolio.summary" />
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage id="portfolio.email" values={{ email: <Link href={`mailto:${DEVELOPER_EMAIL}`}>{DEVELOPER_EMAIL}</Link> }} />
        </Typography>
      </Box>

      <Typography variant="h4" component="h2" gutterBottom>
        <FormattedMessage id="portfolio.education" />
      </Typography>
      {/* On a phone the table scrolls sideways: focusable, so the keyboard can scroll it too. */}
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 5 }} tabIndex={0} role="region" aria-label={formatMessage({ id: 'portfolio.educationScrollable' })}>
        <Table aria-label={formatMessage({ id: 'portfolio.education' })} size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="portfolio.degree" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="portfolio.institute" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="portfolio.years" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="portfolio.result" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {education.map((row) => (
              <TableRow key={row.degree}>
                <TableCell>
                  <FormattedMessage id={row.degree} />
                </TableCell>
                <TableCell>
                  <FormattedMessage id={row.institute} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <FormattedMessage id="portfolio.fromTo" values={{ from: row.from, to: row.to }} />
                </TableCell>
                <TableCell>
                  <FormattedMessage id={row.grade} values={{ score: row.score, scale: row.scale }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography variant="h4" component="h2" gutterBottom>
        <FormattedMessage id="portfolio.skills" />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
        {skills.map((group) => (
          <Box component="li" key={group.area} sx={{ mb: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              <FormattedMessage id={group.area} />
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {group.items.map((skill) => (
                <li key={skill}>
                  <Chip label={skill} color="primary" variant="outlined" />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>

      <Typography variant="h4" component="h2" gutterBottom>
        <FormattedMessage id="portfolio.projects" />
      </Typography>
      <Grid container spacing={3}>
        {projects.map((project) => (
          <Grid key={project.name} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {projectName(project.name)}
                </Typography>
                <Typography color="text.secondary">
                  <FormattedMessage id={project.description} />
                </Typography>
              </CardContent>
              <CardActions>
                <Link component={RouterLink} to={project.to} sx={{ fontWeight: 600, px: 1 }}>
                  <FormattedMessage id="portfolio.open" values={{ project: projectName(project.name) }} />
                </Link>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
