// Upload button for png/jpeg/webp images with a progress bar; several files only in gallery mode.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_IMAGE_TYPES } from '@/domain/upload-rules';
import { useImageUpload } from '../../hooks/use-image-upload';

interface ImageUploaderProps {
  /** The button text; also names the file input for assistive technology. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onUploaded(urls: string[]): void;
}

export function ImageUploader({
  label,
  multiple = false,
  disabled = false,
  onUploaded,
}: ImageUploaderProps) {
  const { t } = useTranslation('admin');
  const { upload, progress } = useImageUpload(multiple);
  const uploading = progress !== null;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    try {
      const urls = await upload(Array.from(input.files ?? []));
      if (urls.length > 0) onUploaded(urls);
    } finally {
      // Reset, so picking the same file again still fires a change.
      input.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<CloudUploadIcon />}
        disabled={disabled || uploading}
        fullWidth
      >
        {uploading ? t('upload.uploading') : label}
        <input
          hidden
          type="file"
          aria-label={label}
          accept={ALLOWED_IMAGE_TYPES.join(',')}
          multiple={multiple}
          onChange={(event) => void onChange(event)}
        />
      </Button>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('upload.progress')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Stack>
  );
}
