import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A way on from a notice page: a link that looks like a button. */
export interface NoticeLink {
  to: string;
  label: ReactNode;
}

interface NoticePageProps {
  /** What stands above the heading: an icon, or the 404 of the not-found page. */
  mark: ReactNode;
  heading: ReactNode;
  text: ReactNode;
  /** The first is the way on the page suggests (contained), any others are alternatives (outlined). */
  links: readonly NoticeLink[];
}

/** A page that says one thing in the middle of the screen (not found, not allowed, nothing picked) and offers where to go. */
export function NoticePage({ mark, heading, text, links }: NoticePageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      {mark}
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, mx: 'auto', maxWidth: 560, wordBreak: 'break-word' }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        {links.map((link, index) => (
          <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
            {link.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
