// The landing page at /: one card for administrators, one for clients (open, copy or share the /home link).
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { BrandMark } from '@/components/brand-mark';
import { useToast } from '@/components/toast';
import { fallbackImages } from '@/config/agency';
import { paths } from '@/config/paths';
import { whatsappShareUrl } from '@/domain/links';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { firstViewDrawn } from '@/lib/idle';
import { whatsappGreen } from '@/lib/theme';
import { photoBackground, preloadPhotoBackground } from './photo-background';

function LandingCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        boxShadow: '0 18px 40px rgba(0,0,0,0.25)',
      }}
    >
      <CardContent
        sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
      >
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {text}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('public');
  const toast = useToast();
  const { siteContent } = useCatalog();
  preloadPhotoBackground(siteContent.heroImageUrl, fallbackImages.hero);
  const { copied, copy } = useCopyToClipboard();
  const homeUrl = new URL(paths.home, window.location.origin).href;
  // The landing has no page frame (PageFade) to say so: it is drawn once it has mounted.
  useEffect(firstViewDrawn, []);

  const copyLink = async () => {
    if (await copy(homeUrl)) {
      toast({ title: t('landing.copiedTitle'), description: homeUrl, variant: 'success' });
    } else {
      toast({
        title: t('landing.copyFailedTitle'),
        description: t('landing.copyFailedText', { url: homeUrl }),
        variant: 'error',
      });
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        ...photoBackground(siteContent.heroImageUrl, fallbackImages.hero),
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(6, 30, 36, 0.6)' }} />
      <Container
        maxWidth="md"
        sx={{
          position: 'relative',
          py: { xs: 3, md: 6 },
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', color: 'common.white', mb: 2 }}>
          <LanguageSwitcher />
        </Box>
        <Box
          component="header"
          sx={{ color: 'common.white', textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          <BrandMark size={64} style={{ marginBottom: 16 }} />
          <Typography variant="h1">{t('landing.title')}</Typography>
          <Typography sx={{ mt: 1.5, fontSize: '1.15rem', opacity: 0.95 }}>
            {t('landing.subtitle')}
          </Typography>
        </Box>
        <Grid container spacing={3} component="main">
          <Grid size={{ xs: 12, sm: 6 }}>
            <LandingCard
              icon={<TravelExploreIcon />}
              title={t('landing.clientTitle')}
              text={t('landing.clientText')}
            >
              <Stack spacing={1.25}>
                <Button component={Link} to={paths.home} variant="contained" size="large">
                  {t('landing.clientEnter')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => void copyLink()}
                  startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
                  color={copied ? 'success' : 'primary'}
                  aria-live="polite"
                >
                  {copied ? t('landing.copied') : t('landing.copyLink')}
                </Button>
                <Button
                  variant="outlined"
                  href={whatsappShareUrl(t('landing.shareMessage', { url: homeUrl }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<WhatsAppIcon />}
                  sx={{ color: whatsappGreen.main, borderColor: whatsappGreen.main }}
                >
                  {t('landing.share')}
                </Button>
              </Stack>
            </LandingCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LandingCard
              icon={<AdminPanelSettingsOutlinedIcon />}
              title={t('landing.adminTitle')}
              text={t('landing.adminText')}
            >
              <Button
                component={Link}
                to={paths.adminLogin}
                variant="contained"
                color="secondary"
                size="large"
              >
                {t('landing.adminEnter')}
              </Button>
            </LandingCard>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
