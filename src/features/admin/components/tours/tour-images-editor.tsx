// A tour's main image and gallery: upload, preview, reorder and remove, all in the card's draft.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../../utils/tour-draft';
import { ImagePreview } from '../shared/image-preview';
import { ImageUploader } from '../shared/image-uploader';

interface MainImageProps {
  title: string;
  image: string | null;
  disabled: boolean;
  onImageChange(image: string | null): void;
}

interface GalleryProps {
  title: string;
  gallery: string[];
  disabled: boolean;
  /** Gets an update function, so images that finish uploading join the newest gallery. */
  onGalleryChange(update: (gallery: string[]) => string[]): void;
}

export function TourMainImageEditor({ title, image, disabled, onImageChange }: MainImageProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('tours.fields.image')}
      </Typography>
      <ImagePreview
        src={image}
        alt={t('tours.imageAlt', { title })}
        shape="wide"
        empty={
          <Stack alignItems="center" spacing={0.5}>
            <ImageNotSupportedOutlinedIcon />
            <Typography variant="body2">{t('tours.noImage')}</Typography>
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ImageUploader
          label={t('tours.uploadImage')}
          disabled={disabled}
          onUploaded={([url]) => url && onImageChange(url)}
        />
        {image && (
          <Button
            color="error"
            disabled={disabled}
            onClick={() => onImageChange(null)}
            startIcon={<DeleteOutlineIcon />}
          >
            {t('tours.removeImage')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export function TourGalleryEditor({ title, gallery, disabled, onGalleryChange }: GalleryProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1} component="section" aria-label={t('tours.fields.gallery')}>
      <Typography variant="subtitle2" component="h3">
        {t('tours.fields.gallery')} ({gallery.length})
      </Typography>
      {gallery.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('tours.galleryEmpty')}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {gallery.map((url, index) => {
          const position = { n: index + 1, title };
          return (
            <Stack
              component="li"
              key={`${url}-${index}`}
              direction="row"
              alignItems="center"
              spacing={0.5}
            >
              <ImagePreview
                src={url}
                alt={t('tours.galleryImageAlt', position)}
                shape="thumbnail"
              />
              <Box sx={{ flexGrow: 1 }} />
              <IconButton
                aria-label={t('tours.moveUp', position)}
                disabled={disabled || index === 0}
                onClick={() => onGalleryChange((current) => moveItem(current, index, index - 1))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('tours.moveDown', position)}
                disabled={disabled || index === gallery.length - 1}
                onClick={() => onGalleryChange((current) => moveItem(current, index, index + 1))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('tours.removeGalleryImage', position)}
                color="error"
                disabled={disabled}
                onClick={() =>
                  onGalleryChange((current) => current.filter((_, other) => other !== index))
                }
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <ImageUploader
        label={t('tours.uploadGallery')}
        multiple
        disabled={disabled}
        onUploaded={(urls) => onGalleryChange((current) => [...current, ...urls])}
      />
    </Stack>
  );
}
