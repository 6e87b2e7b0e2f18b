import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';

/** Shown to a signed-in customer who opens an administrator's page. */
export function NotAllowed() {
  usePageMeta({ title: 'Not allowed' });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <LockOutlined color="secondary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        You are not allowed to view this page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is for administrators only. If you think you should have access, ask an administrator.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the homepage
      </Button>
    </Box>
  );
}
