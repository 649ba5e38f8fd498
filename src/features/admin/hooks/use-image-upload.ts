// Checks picked images, uploads them (each in its two sizes) in parallel with one averaged progress
// value, and reports each outcome by toast.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkUploadFile } from '@/domain/upload-rules';
import { PublicUrlError, useUploadImage } from '../api/upload-image';
import { UnreadableImageError } from '../utils/resize-image';
import { errorMessage } from '@/hooks/use-toasted-action';

export interface ImageUpload {
  /** Resolves with the public URLs of the images that were stored, in the order picked. */
  upload(files: readonly File[]): Promise<string[]>;
  /** 0–100 while uploading, null when idle. */
  progress: number | null;
}

export function useImageUpload(multiple: boolean): ImageUpload {
  const toast = useToast();
  const { t } = useTranslation('admin');
  const uploadImage = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);

  const accepted = useCallback(
    (file: File) => {
      const problem = checkUploadFile(file);
      if (problem === 'too_large') {
        toast({
          title: t('upload.tooLargeTitle'),
          description: t('upload.tooLarge', { name: file.name }),
          variant: 'error',
        });
      } else if (problem === 'type') {
        toast({
          title: t('upload.wrongTypeTitle'),
          description: t('upload.wrongType', { name: file.name }),
          variant: 'error',
        });
      }
      return problem === null;
    },
    [t, toast],
  );

  const upload = useCallback(
    async (picked: readonly File[]) => {
      // Only a gallery takes several files; a single-image field keeps the first one.
      const files = (multiple ? picked : picked.slice(0, 1)).filter(accepted);
      if (files.length === 0) return [];
      const fractions = files.map(() => 0);
      const showProgress = () =>
        setProgress((100 * fractions.reduce((sum, part) => sum + part, 0)) / files.length);
      setProgress(0);
      const results = await Promise.allSettled(
        files.map((file, index) =>
          uploadImage(file, (fraction) => {
            fractions[index] = fraction;
            showProgress();
          }),
        ),
      );
      setProgress(null);
      const urls: string[] = [];
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          urls.push(result.value);
          return;
        }
        const { name } = files[index]!;
        if (result.reason instanceof UnreadableImageError) {
          toast({
            title: t('upload.unreadableTitle'),
            description: t('upload.unreadable', { name }),
            variant: 'error',
          });
          return;
        }
        console.error('Image upload failed', result.reason);
        const message =
          result.reason instanceof PublicUrlError
            ? t('upload.noPublicUrl')
            : errorMessage(result.reason);
        toast({
          title: t('upload.errorTitle'),
          description: t('upload.error', { name, message }),
          variant: 'error',
        });
      });
      if (urls.length > 0) {
        toast({
          title: t('upload.successTitle'),
          description: t('upload.success', { count: urls.length }),
          variant: 'success',
        });
      }
      return urls;
    },
    [accepted, multiple, t, toast, uploadImage],
  );

  return { upload, progress };
}
