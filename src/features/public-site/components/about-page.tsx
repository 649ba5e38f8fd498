// /about: who the agency is, its story, and the values it works by.
import DiversityThreeOutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fallbackImages } from '@/config/agency';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';
import { iconByTitle } from './title-icons';

const VALUE_ICONS = {
  passion: FavoriteBorderIcon,
  safety: ShieldOutlinedIcon,
  authenticity: DiversityThreeOutlinedIcon,
  commitment: HandshakeOutlinedIcon,
};
const VALUE_IDS = Object.keys(VALUE_ICONS) as (keyof typeof VALUE_ICONS)[];

export const valueIcon = iconByTitle((texts) => texts.about.values, VALUE_ICONS, StarBorderIcon);

export default function AboutPage() {
  const { t, i18n } = useTranslation('public');
  const { siteContent } = useCatalog();
  return (
    <>
      <PageHero
        image={siteContent.heroImageUrl}
        fallback={fallbackImages.hero}
        title={t('about.title')}
        subtitle={t('about.subtitle')}
      />
      <Container
        maxWidth="md"
        component="section"
        aria-labelledby="about-history"
        sx={{ py: { xs: 6, md: 10 } }}
      >
        <Typography id="about-history" variant="h2" sx={{ mb: 3 }}>
          {t('about.historyTitle')}
        </Typography>
        {(['historyP1', 'historyP2', 'historyP3'] as const).map((key) => (
          <Typography key={key} sx={{ mb: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
            {t(`about.${key}`)}
          </Typography>
        ))}
      </Container>
      <Box
        component="section"
        aria-labelledby="about-values"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="about-values"
            title={t('about.valuesTitle')}
            subtitle={t('about.valuesSubtitle')}
          />
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {VALUE_IDS.map((id) => {
              const title = t(`about.values.${id}.title`);
              const Icon = valueIcon(title, i18n);
              return (
                <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                  <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 2 }}>
                    <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 1 }}>
                      {title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {t(`about.values.${id}.description`)}
                    </Typography>
                  </Paper>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
