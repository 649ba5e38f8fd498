// The page shown for an unknown address or tour, with a way back to /home.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundPage({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'grid',
        placeContent: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography variant="h2" component="h1">
        {title ?? t('notFound.title')}
      </Typography>
      <Typography>{text ?? t('notFound.text')}</Typography>
      <Box>
        <Button variant="contained" component={Link} to={paths.home}>
          {t('notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
