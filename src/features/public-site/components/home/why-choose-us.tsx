// 'Why choose us' (anchor porque-elegirnos): the five reasons, each with its icon.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '@/lib/theme';
import { SectionHeading } from '../section-heading';
import { iconByTitle } from '../title-icons';
import { belowTheFold } from '@/lib/below-the-fold';

const REASON_ICONS = {
  availability: SupportAgentIcon,
  drivers: DirectionsCarOutlinedIcon,
  rates: PriceCheckIcon,
  safety: VerifiedUserOutlinedIcon,
  service: EmojiEventsOutlinedIcon,
};
const REASON_IDS = Object.keys(REASON_ICONS) as (keyof typeof REASON_ICONS)[];

export const reasonIcon = iconByTitle(
  (texts) => texts.whyUs.reasons,
  REASON_ICONS,
  CheckCircleOutlineIcon,
);

export function WhyChooseUs() {
  const { t, i18n } = useTranslation('public');
  return (
    <Box
      component="section"
      id="porque-elegirnos"
      aria-labelledby="porque-elegirnos-title"
      sx={{
        py: { xs: 8, md: 10 },
        bgcolor: 'background.paper',
        scrollMarginTop: HEADER_HEIGHT,
        ...belowTheFold,
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="porque-elegirnos-title"
          title={t('whyUs.title')}
          subtitle={t('whyUs.subtitle')}
        />
        <Grid
          container
          spacing={3}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}
        >
          {REASON_IDS.map((id) => {
            const title = t(`whyUs.reasons.${id}.title`);
            const Icon = reasonIcon(title, i18n);
            return (
              <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Paper
                  variant="outlined"
                  sx={{ p: 3, height: '100%', borderRadius: 2, textAlign: 'center' }}
                >
                  <Box
                    sx={{
                      width: 64,
                      height: 64,
                      mx: 'auto',
                      mb: 2,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(11,110,121,0.1)',
                      color: 'primary.main',
                    }}
                  >
                    <Icon fontSize="large" aria-hidden />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`whyUs.reasons.${id}.description`)}
                  </Typography>
                </Paper>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
