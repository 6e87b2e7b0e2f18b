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
import { usePageMeta } from '../../lib/page-meta';

const developer = {
  name: 'Tanvir Ahmed',
  role: 'Front-end developer (React, TypeScript, Firebase)',
  email: 'tanvir.ahmed@voltforge-tools.com',
  summary:
    'I build fast, accessible web apps with React and TypeScript on top of Firebase and Node.js back ends, and care about small bundles, clear forms and tests that catch real bugs.',
};

const education = [
  { degree: 'B.Sc. in Computer Science and Engineering', institute: 'University of Dhaka', years: '2017 – 2021', result: 'CGPA 3.72 / 4.00' },
  { degree: 'Higher Secondary Certificate (Science)', institute: 'Notre Dame College, Dhaka', years: '2014 – 2016', result: 'GPA 5.00 / 5.00' },
  { degree: 'Secondary School Certificate (Science)', institute: 'Motijheel Government Boys’ High School', years: '2012 – 2014', result: 'GPA 5.00 / 5.00' },
];

const skills = [
  { area: 'Languages', items: ['TypeScript', 'JavaScript (ES2023)', 'HTML5', 'CSS3'] },
  { area: 'Front end', items: ['React 19', 'React Router', 'MUI', 'react-hook-form', 'zod'] },
  { area: 'Back end', items: ['Node.js', 'Express', 'Cloud Functions for Firebase', 'Cloud Firestore', 'Firebase Auth'] },
  { area: 'Tools', items: ['Vite', 'Vitest', 'Testing Library', 'Playwright', 'Git', 'GitHub Actions'] },
];

const projects = [
  {
    name: `${site.companyName} storefront`,
    to: '/',
    description: 'This site: catalog, purchase with live stock, reviews, dashboard and role-based admin pages on Firebase.',
  },
  {
    name: 'Tool catalog with search',
    to: '/tools',
    description: 'Prefix search, sorting, in-stock filter and cursor pagination, with every choice kept in the URL.',
  },
  {
    name: 'Front-end Q&A blog',
    to: '/blogs',
    description: 'Short answers to common React and CSS questions, written for junior developers.',
  },
];

export default function PortfolioPage() {
  usePageMeta({ title: 'My Portfolio' });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 5 }}>
        <Typography variant="h2" component="h1">
          {developer.name}
        </Typography>
        <Typography variant="h5" component="p" color="text.accent" sx={{ mt: 1 }}>
          {developer.role}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 720 }}>{developer.summary}</Typography>
        <Typography sx={{ mt: 1 }}>
          Email: <Link href={`mailto:${developer.email}`}>{developer.email}</Link>
        </Typography>
      </Box>

      <Typography variant="h4" component="h2" gutterBottom>
        Education
      </Typography>
      {/* On a phone the table scrolls sideways: focusable, so the keyboard can scroll it too. */}
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 5 }} tabIndex={0} role="region" aria-label="Education, scrollable">
        <Table aria-label="Education" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Degree</TableCell>
              <TableCell>Institute</TableCell>
              <TableCell>Years</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {education.map((row) => (
              <TableRow key={row.degree}>
                <TableCell>{row.degree}</TableCell>
                <TableCell>{row.institute}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.years}</TableCell>
                <TableCell>{row.result}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography variant="h4" component="h2" gutterBottom>
        Skills
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
        {skills.map((group) => (
          <Box component="li" key={group.area} sx={{ mb: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {group.area}
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
        Projects
      </Typography>
      <Grid container spacing={3}>
        {projects.map((project) => (
          <Grid key={project.name} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {project.name}
                </Typography>
                <Typography color="text.secondary">{project.description}</Typography>
              </CardContent>
              <CardActions>
                <Link component={RouterLink} to={project.to} sx={{ fontWeight: 600, px: 1 }}>
                  Open {project.name}
                </Link>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
