// /contact: the reservations e-mail, the WhatsApp number with a button that opens a chat with a Spanish greeting,
// and the phone and address; each only where the admin set it.
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GREETING, fallbackImages } from '@/config/agency';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { whatsappGreen } from '@/lib/theme';
import { useAgencyContact } from '../hooks/use-agency-contact';
import { PageHero } from './page-hero';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ color: 'primary.main' }}>{icon}</Box>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('public');
  const { siteContent } = useCatalog();
  const contact = useAgencyContact();
  return (
    <>
      <PageHero
        image={siteContent.servicesImageUrl}
        fallback={fallbackImages.services}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        {contact.none && (
          <Typography sx={{ textAlign: 'center', fontSize: '1.1rem' }}>
            {t('contact.none')}
          </Typography>
        )}
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          {contact.email && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard
                icon={<EmailOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />}
                title={t('contact.emailTitle')}
              >
                <Typography color="text.secondary">
                  {t('contact.emailText', { email: contact.email })}
                </Typography>
                <MuiLink
                  href={`mailto:${contact.email}`}
                  sx={{ fontWeight: 700, wordBreak: 'break-all', mt: 'auto' }}
                >
                  {contact.email}
                </MuiLink>
              </ContactCard>
            </Grid>
          )}
          {contact.whatsapp && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard
                icon={<WhatsAppIcon sx={{ fontSize: 40, color: whatsappGreen.main }} aria-hidden />}
                title={t('contact.whatsappTitle')}
              >
                <Typography color="text.secondary">
                  {t('contact.whatsappText', { phone: contact.whatsapp.display })}
                </Typography>
                <Button
                  href={contact.whatsapp.chatUrl(CHAT_GREETING)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  startIcon={<WhatsAppIcon />}
                  sx={{
                    mt: 'auto',
                    bgcolor: whatsappGreen.main,
                    '&:hover': { bgcolor: whatsappGreen.dark },
                  }}
                >
                  {t('contact.chat')}
                </Button>
              </ContactCard>
            </Grid>
          )}
          {(contact.phone || contact.address) && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard
                icon={<StorefrontOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />}
                title={t('contact.officeTitle')}
              >
                {contact.address && (
                  <Typography component="address" sx={{ fontStyle: 'normal' }}>
                    {contact.address}
                  </Typography>
                )}
                {contact.phone && (
                  <MuiLink
                    href={contact.phone.href}
                    aria-label={t('contact.call', { phone: contact.phone.display })}
                    sx={{
                      fontWeight: 700,
                      mt: 'auto',
                      display: 'flex',
                      gap: 1,
                      alignItems: 'center',
                    }}
                  >
                    <PhoneOutlinedIcon fontSize="small" aria-hidden />
                    {contact.phone.display}
                  </MuiLink>
                )}
              </ContactCard>
            </Grid>
          )}
        </Grid>
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          {t('contact.hours')}
        </Typography>
      </Container>
    </>
  );
}
