// One site image (hero, services or nightlife): upload a new one, preview it, then save it to site content.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteImageKey } from '@/domain/site-content';
import { saveSiteContent } from '../../api/site-content-writes';
import { errorMessage, useToastedAction } from '@/hooks/use-toasted-action';
import { ImagePreview } from '../shared/image-preview';
import { ImageUploader } from '../shared/image-uploader';
import { SaveButton } from '../shared/save-button';

interface SiteImageCardProps {
  contentKey: SiteImageKey;
  /** The stored URL, if any. */
  current: string | undefined;
}

export function SiteImageCard({ contentKey, current }: SiteImageCardProps) {
  const { t } = useTranslation('admin');
  const run = useToastedAction();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = uploaded ?? current;
  const changed = uploaded !== null && uploaded !== current;
  const title = t(`content.images.${contentKey}.title`);

  const save = async () => {
    if (uploaded === null) return;
    setSaving(true);
    const result = await run(() => saveSiteContent(contentKey, uploaded), {
      name: 'Saving site content',
      success: { title: t('content.savedTitle'), description: t('content.saved') },
      errorTitle: t('content.errorTitle'),
      errorDescription: (error) => t('content.error', { message: errorMessage(error) }),
    });
    if (result.ok) setUploaded(null);
    setSaving(false);
  };

  return (
    <Card component="article" aria-label={title} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`content.images.${contentKey}.text`)}
            </Typography>
          </Box>
          <ImagePreview
            src={preview || null}
            alt={t('content.preview', { title })}
            shape="wide"
            empty={<Typography color="text.secondary">{t('content.noImage')}</Typography>}
          />
          {changed && (
            <Typography variant="body2" color="secondary.main" role="status">
              {t('content.unsaved')}
            </Typography>
          )}
          <ImageUploader
            label={t('content.upload')}
            disabled={saving}
            onUploaded={([url]) => url && setUploaded(url)}
          />
          <SaveButton saving={saving} onClick={() => void save()} disabled={!changed}>
            {t('content.save')}
          </SaveButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
