import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Link as RouterLink } from 'react-router-dom';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Slide } from './slides';

/** Index of the slide `step` away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

const SlideImage = styled('img')({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '75% center',
});

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'primary.main',
  '&:hover': { bgcolor: 'common.white' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
} as const;

export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  const [current, setCurrent] = useState(0);
  const { formatMessage } = useIntl();
  const go = (step: number) => setCurrent((index) => wrapIndex(index, step, slides.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={formatMessage({ id: 'home.highlights' })}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative', bgcolor: 'primary.main', overflow: 'hidden' }}
    >
      <Box sx={{ position: 'relative', height: { xs: 300, sm: 340, md: 'auto' }, aspectRatio: { md: `${SLIDE_WIDTH} / ${SLIDE_HEIGHT}` }, maxHeight: { md: 520 } }}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <Box
              key={slide.image}
              role="group"
              aria-roledescription="slide"
              aria-label={formatMessage({ id: 'home.slideOf' }, { number: index + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
              sx={{ position: 'absolute', inset: 0, opacity: active ? 1 : 0, transition: 'opacity 450ms ease', visibility: active ? 'visible' : 'hidden' }}
            >
              <SlideImage
                src={slide.image}
                alt={formatMessage({ id: slide.alt })}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  background: {
                    xs: 'linear-gradient(90deg, rgba(7,26,51,0.92) 0%, rgba(7,26,51,0.75) 70%, rgba(7,26,51,0.35) 100%)',
                    md: 'linear-gradient(90deg, rgba(7,26,51,0.85) 0%, rgba(7,26,51,0.4) 45%, rgba(7,26,51,0) 65%)',
                  },
                }}
              >
                <Container maxWidth="lg" sx={{ px: { xs: 7, md: 10 } }}>
                  <Box sx={{ maxWidth: { xs: '100%', md: 520 }, color: 'common.white' }}>
                    <Typography variant="h1" component="h2" sx={{ fontSize: { xs: '1.6rem', sm: '2rem', md: '2.6rem' } }}>
                      <FormattedMessage id={slide.heading} />
                    </Typography>
                    <Typography sx={{ mt: 1.5, fontSize: { xs: '0.95rem', md: '1.1rem' }, color: 'grey.200' }}>
                      <FormattedMessage id={slide.text} />
                    </Typography>
                    <Button component={RouterLink} to="/tools" variant="contained" color="secondary" size="large" sx={{ mt: 3 }}>
                      <FormattedMessage id="home.browseTools" />
                    </Button>
                  </Box>
                </Container>
              </Box>
            </Box>
          );
        })}

        <IconButton aria-label={formatMessage({ id: 'home.previousSlide' })} onClick={() => go(-1)} sx={{ ...arrowSx, left: { xs: 8, md: 20 } }}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={formatMessage({ id: 'home.nextSlide' })} onClick={() => go(1)} sx={{ ...arrowSx, right: { xs: 8, md: 20 } }}>
          <ChevronRight />
        </IconButton>

        <Box sx={{ position: 'absolute', bottom: 14, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 1, zIndex: 2 }}>
          {slides.map((slide, index) => (
            <Box
              key={slide.image}
              component="button"
              type="button"
              aria-label={formatMessage({ id: 'home.showSlide' }, { number: index + 1, heading: formatMessage({ id: slide.heading }) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
              sx={{
                width: index === current ? 28 : 12,
                height: 12,
                p: 0,
                border: 0,
                borderRadius: 6,
                cursor: 'pointer',
                bgcolor: index === current ? 'secondary.main' : 'rgba(255,255,255,0.6)',
                transition: 'width 200ms ease',
                '&:focus-visible': { outline: '3px solid white', outlineOffset: 2 },
              }}
            />
          ))}
        </Box>
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {slides[current] && (
          <FormattedMessage
            id="home.slideAnnounce"
            values={{ number: current + 1, total: slides.length, heading: formatMessage({ id: slides[current].heading }) }}
          />
        )}
      </Box>
    </Box>
  );
}
