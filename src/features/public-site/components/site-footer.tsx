// The public footer: brand, the main links and how to reach the agency.
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminView } from '../hooks/use-admin-view';
import { useAgencyContact } from '../hooks/use-agency-contact';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';

export function SiteFooter() {
  const { t } = useTranslation('public');
  const { link } = useAdminView();
  const contact = useAgencyContact();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', pt: 6, pb: 4, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SiteLogo />
            <Typography sx={{ mt: 2, opacity: 0.9, maxWidth: 360 }}>
              {t('footer.tagline')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
              {t('footer.explore')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
              {NAV_LINKS.map((item) => (
                <li key={item.key}>
                  <MuiLink
                    component={Link}
                    to={link(item.to)}
                    color="inherit"
                    underline="hover"
                    sx={{ display: 'inline-block', py: 0.5 }}
                  >
                    {t(`nav.${item.key}`)}
                  </MuiLink>
                </li>
              ))}
              <li>
                <MuiLink
                  component={Link}
                  to={link(paths.myBooking())}
                  color="inherit"
                  underline="hover"
                  sx={{ display: 'inline-block', py: 0.5 }}
                >
                  {t('footer.myBooking')}
                </MuiLink>
              </li>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
              {t('footer.contact')}
            </Typography>
            <Stack spacing={1}>
              <MuiLink
                href={`mailto:${contact.email}`}
                color="inherit"
                underline="hover"
                sx={{ display: 'flex', gap: 1, alignItems: 'center', wordBreak: 'break-all' }}
              >
                <EmailOutlinedIcon fontSize="small" aria-hidden />
                {contact.email}
              </MuiLink>
              <MuiLink
                href={contact.chatUrl('')}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                underline="hover"
                sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
              >
                <WhatsAppIcon fontSize="small" aria-hidden />
                {contact.whatsappDisplay}
              </MuiLink>
            </Stack>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)', opacity: 0.8 }}
        >
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
