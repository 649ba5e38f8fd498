// /guia: a destination guide (getting there, excursions, nightlife, transport, other sights) with calls to
// book a transfer, closing with how to reach the agency.
import AirportShuttleOutlinedIcon from '@mui/icons-material/AirportShuttleOutlined';
import ChurchOutlinedIcon from '@mui/icons-material/ChurchOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Photo } from '@/components/photo';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHAT_GREETING, fallbackImages } from '@/config/agency';
import { paths } from '@/config/paths';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { gridCellSizes } from '@/domain/image-variants';
import { theme, whatsappGreen } from '@/lib/theme';
import { useAdminView } from '../hooks/use-admin-view';
import { useAgencyContact } from '../hooks/use-agency-contact';
import { PageHero } from './page-hero';

function TransferCta({ label }: { label: string }) {
  const { link } = useAdminView();
  return (
    <Button
      component={Link}
      to={link(paths.homeSection('servicios'))}
      variant="contained"
      color="secondary"
      startIcon={<AirportShuttleOutlinedIcon />}
      sx={{ mt: 2 }}
    >
      {label}
    </Button>
  );
}

function GuideSection({
  id,
  title,
  children,
  shaded = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  shaded?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: shaded ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={id} variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ mb: 2, fontSize: '1.05rem', lineHeight: 1.7, maxWidth: 760 }}>
      {children}
    </Typography>
  );
}

/** The nightlife photo's grid cell, and so its width on screen. */
const NIGHTLIFE_CELL = { xs: 12, md: 6 } as const;
const NIGHTLIFE_PHOTO_SIZES = gridCellSizes(NIGHTLIFE_CELL, theme.breakpoints.values);

const SIGHTS = [
  { id: 'basilica', Icon: ChurchOutlinedIcon },
  { id: 'marina', Icon: SailingOutlinedIcon },
  { id: 'food', Icon: RestaurantOutlinedIcon },
] as const;

/** The closing call to ask the agency, with whichever ways to reach it the admin set. */
function GuideContact() {
  const { t } = useTranslation('public');
  const contact = useAgencyContact();
  if (contact.none) return null;
  return (
    <GuideSection id="guide-contact" title={t('guide.contact.title')} shaded>
      <Paragraph>{t('guide.contact.text')}</Paragraph>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {contact.whatsapp && (
          <Button
            href={contact.whatsapp.chatUrl(CHAT_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<WhatsAppIcon />}
            sx={{ bgcolor: whatsappGreen.main, '&:hover': { bgcolor: whatsappGreen.dark } }}
          >
            {t('guide.contact.whatsapp', { phone: contact.whatsapp.display })}
          </Button>
        )}
        {contact.phone && (
          <Button href={contact.phone.href} variant="outlined" startIcon={<PhoneOutlinedIcon />}>
            {t('guide.contact.call', { phone: contact.phone.display })}
          </Button>
        )}
        {contact.email && (
          <Button
            href={`mailto:${contact.email}`}
            variant="outlined"
            startIcon={<EmailOutlinedIcon />}
            sx={{ wordBreak: 'break-all' }}
          >
            {contact.email}
          </Button>
        )}
      </Stack>
      {contact.address && (
        <Typography component="address" color="text.secondary" sx={{ mt: 2, fontStyle: 'normal' }}>
          {t('guide.contact.address', { address: contact.address })}
        </Typography>
      )}
    </GuideSection>
  );
}

/** `excursions`: the first tours of the catalog, as cards. */
export function GuidePage({ excursions }: { excursions: ReactNode }) {
  const { t } = useTranslation('public');
  const { siteContent } = useCatalog();
  return (
    <>
      <PageHero
        image={siteContent.heroImageUrl}
        fallback={fallbackImages.guideHero}
        title={t('guide.title')}
        subtitle={t('guide.subtitle')}
      >
        <TransferCta label={t('guide.ctaTransfer')} />
      </PageHero>

      <GuideSection id="guide-arrival" title={t('guide.arrival.title')}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paragraph>{t('guide.arrival.p1')}</Paragraph>
            <Paragraph>{t('guide.arrival.p2')}</Paragraph>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
              <FlightLandIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
              <Typography sx={{ fontWeight: 700, mt: 1 }}>{t('guide.arrival.tip')}</Typography>
              <TransferCta label={t('guide.ctaTransfer')} />
            </Paper>
          </Grid>
        </Grid>
      </GuideSection>

      <GuideSection id="guide-excursions" title={t('guide.excursions.title')} shaded>
        <Paragraph>{t('guide.excursions.text')}</Paragraph>
        <Box sx={{ mt: 3 }}>{excursions}</Box>
      </GuideSection>

      <GuideSection id="guide-nightlife" title={t('guide.nightlife.title')}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={NIGHTLIFE_CELL}>
            <Photo
              src={siteContent.nightlifeImageUrl}
              fallback={fallbackImages.nightlife}
              alt={t('guide.nightlife.imageAlt')}
              sizes={NIGHTLIFE_PHOTO_SIZES}
              sx={{ borderRadius: 2 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paragraph>{t('guide.nightlife.p1')}</Paragraph>
            <Paragraph>{t('guide.nightlife.p2')}</Paragraph>
            <TransferCta label={t('guide.nightlife.cta')} />
          </Grid>
        </Grid>
      </GuideSection>

      <GuideSection id="guide-transport" title={t('guide.transport.title')} shaded>
        <Paragraph>{t('guide.transport.p1')}</Paragraph>
        <Paragraph>{t('guide.transport.p2')}</Paragraph>
        <TransferCta label={t('guide.ctaTransfer')} />
      </GuideSection>

      <GuideSection id="guide-sights" title={t('guide.sights.title')}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {SIGHTS.map(({ id, Icon }) => (
            <Grid key={id} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 2 }}>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 1 }}>
                  {t(`guide.sights.${id}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t(`guide.sights.${id}.text`)}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </GuideSection>

      <GuideContact />
    </>
  );
}
