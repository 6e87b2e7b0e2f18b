import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of Home: a centred heading (with a small line above it, if any), its content, on white or on the page's grey. */
export function HomeSection({
  id,
  overline,
  title,
  paper = false,
  children,
}: {
  /** Names the heading, which labels the section. */
  id: string;
  overline?: string;
  title: string;
  paper?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 7 }, bgcolor: paper ? 'background.paper' : undefined }}>
      <Container maxWidth="lg">
        {overline && (
          <Typography variant="overline" component="p" color="text.accent" sx={{ textAlign: 'center', fontWeight: 700 }}>
            {overline}
          </Typography>
        )}
        <Typography id={id} variant="h3" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
