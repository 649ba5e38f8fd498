// /admin/content: the three site images (home hero, services, nightlife), each uploaded and saved on its own.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SITE_IMAGE_KEYS, type SiteContent } from '@/domain/site-content';
import { PageHeader } from '@/components/page-header';
import { AdminStorageProvider } from '../../api/admin-storage';
import { SiteImageCard } from './site-image-card';

export default function AdminContentPage({ siteContent }: { siteContent: SiteContent }) {
  const { t } = useTranslation('admin');
  return (
    <AdminStorageProvider>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {SITE_IMAGE_KEYS.map((key) => (
          <SiteImageCard key={key} contentKey={key} current={siteContent[key]} />
        ))}
      </Box>
    </AdminStorageProvider>
  );
}
