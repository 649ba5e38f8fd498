// The public footer: brand, the main links and how to reach the agency.
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useAdminView } from '../hooks/use-admin-view';
import { useAgencyContact } from '../hooks/use-agency-contact';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import { belowTheFold } from '@/lib/below-the-fold';

/** One way to reach the agency; `kind` names it for screen readers (phone and WhatsApp may show one number). */
function FooterContact({
  href,
  icon,
  kind,
  children,
  external = false,
  breakAll = false,
}: {
  href: string;
  icon: ReactNode;
  kind: string;
  children: ReactNode;
  external?: boolean;
  breakAll?: boolean;
}) {
  return (
    <MuiLink
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      color="inherit"
      underline="hover"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        wordBreak: breakAll ? 'break-all' : undefined,
      }}
    >
      {icon}
      <span>
        <Box component="span" sx={visuallyHidden}>
          {kind}:{' '}
        </Box>
        {children}
      </span>
    </MuiLink>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('public');
  const { link } = useAdminView();
  const contact = useAgencyContact();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        pt: 6,
        pb: 4,
        mt: 'auto',
        ...belowTheFold,
      }}
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
          {!contact.none && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
                {t('footer.contact')}
              </Typography>
              <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
                {contact.email && (
                  <FooterContact
                    href={`mailto:${contact.email}`}
                    icon={<EmailOutlinedIcon fontSize="small" aria-hidden />}
                    kind={t('footer.email')}
                    breakAll
                  >
                    {contact.email}
                  </FooterContact>
                )}
                {contact.phone && (
                  <FooterContact
                    href={contact.phone.href}
                    icon={<PhoneOutlinedIcon fontSize="small" aria-hidden />}
                    kind={t('footer.phone')}
                  >
                    {contact.phone.display}
                  </FooterContact>
                )}
                {contact.whatsapp && (
                  <FooterContact
                    href={contact.whatsapp.chatUrl('')}
                    icon={<WhatsAppIcon fontSize="small" aria-hidden />}
                    kind={t('footer.whatsapp')}
                    external
                  >
                    {contact.whatsapp.display}
                  </FooterContact>
                )}
                {contact.address && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                    <Typography>
                      <Box component="span" sx={visuallyHidden}>
                        {t('footer.address')}:{' '}
                      </Box>
                      {contact.address}
                    </Typography>
                  </Stack>
                )}
              </Stack>
            </Grid>
          )}
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
