import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/upload-rules';
import { renderWithProviders } from '@/testing/render';
import { PublicUrlError, type ImageUploadFn } from '../../api/upload-image';
import { UnreadableImageError } from '../../utils/resize-image';
import { ImageUploader } from './image-uploader';

/** What the uploader's hook hands it: an upload on the admin's Storage. */
const uploadImage = vi.hoisted(() => vi.fn<ImageUploadFn>());
vi.mock('../../api/upload-image', () => ({
  useUploadImage: () => uploadImage,
  PublicUrlError: class PublicUrlError extends Error {},
}));

function image(name: string, size = 1000, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Uploads that report half progress, then wait until the test lets them finish. */
function controlledUploads() {
  const finishers: (() => void)[] = [];
  uploadImage.mockImplementation(
    (file, onProgress) =>
      new Promise((resolve) => {
        onProgress(file.name.startsWith('a') ? 1 : 0);
        finishers.push(() => resolve(`https://storage/${file.name}`));
      }),
  );
  return { finishAll: () => finishers.forEach((finish) => finish()) };
}

describe('the image uploader', () => {
  beforeEach(() => {
    uploadImage.mockReset();
  });

  it('skips a file over 10 MB with a toast and uploads the rest of a gallery pick', async () => {
    const uploads = controlledUploads();
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ImageUploader label="Añadir imágenes a la galería" multiple onUploaded={onUploaded} />,
    );
    const input = screen.getByLabelText('Añadir imágenes a la galería');

    await user.upload(input, [
      image('a.png'),
      image('big.png', MAX_UPLOAD_BYTES + 1),
      image('b.webp', 1000, 'image/webp'),
    ]);
    expect(await screen.findByText('Archivo demasiado grande')).toBeInTheDocument();
    expect(screen.getByText('El archivo big.png supera los 10MB.')).toBeInTheDocument();
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(2));

    // a.png is done, b.webp has not started: the bar shows the average of the two.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    uploads.finishAll();
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(['https://storage/a.png', 'https://storage/b.webp']),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(input).toHaveValue('');
    expect(uploadImage).toHaveBeenCalledTimes(2);
  });

  it('takes only the first file when it is not a gallery', async () => {
    const uploads = controlledUploads();
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageUploader label="Subir imagen" onUploaded={onUploaded} />);
    const input = screen.getByLabelText('Subir imagen');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, [
      image('a.jpg', 1000, 'image/jpeg'),
      image('a2.jpg', 1000, 'image/jpeg'),
    ]);
    uploads.finishAll();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['https://storage/a.jpg']));
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('1 imagen(es) subida(s) correctamente.')).toBeInTheDocument();
  });

  it('refuses a file that is not png, jpeg or webp', async () => {
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<ImageUploader label="Upload image" onUploaded={onUploaded} />, {
      language: 'en',
    });
    await user.upload(screen.getByLabelText('Upload image'), image('logo.gif', 1000, 'image/gif'));
    expect(await screen.findByText('File type not allowed')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says when the public URL of a stored image cannot be read', async () => {
    uploadImage.mockRejectedValue(new PublicUrlError('no url'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageUploader label="Subir imagen" onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Subir imagen'), image('a.png'));
    expect(await screen.findByText('Error al subir la imagen')).toBeInTheDocument();
    expect(
      screen.getByText('Error con a.png: No se pudo obtener la URL pública de la imagen.'),
    ).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says which file could not be read as an image, and stores the others', async () => {
    uploadImage.mockImplementation(async (file) => {
      if (file.name === 'roto.jpg') throw new UnreadableImageError(file.name, 'not a JPEG');
      return `https://storage/${file.name}`;
    });
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ImageUploader label="Añadir imágenes a la galería" multiple onUploaded={onUploaded} />,
    );
    await user.upload(screen.getByLabelText('Añadir imágenes a la galería'), [
      image('roto.jpg', 1000, 'image/jpeg'),
      image('b.png'),
    ]);
    expect(await screen.findByText('Imagen ilegible')).toBeInTheDocument();
    expect(
      screen.getByText(
        'El archivo roto.jpg no se pudo leer como imagen: puede estar dañado o no ser una imagen.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['https://storage/b.png']));
    expect(screen.queryByText('Error al subir la imagen')).not.toBeInTheDocument();
  });

  it('names an unreadable file in English too', async () => {
    uploadImage.mockRejectedValue(new UnreadableImageError('scan.webp', 'corrupt'));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageUploader label="Upload image" onUploaded={vi.fn()} />, {
      language: 'en',
    });
    await user.upload(
      screen.getByLabelText('Upload image'),
      image('scan.webp', 1000, 'image/webp'),
    );
    expect(await screen.findByText('Unreadable image')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The file scan.webp could not be read as an image: it may be damaged, or not an image at all.',
      ),
    ).toBeInTheDocument();
  });

  it('reports the storage message of a failed upload', async () => {
    uploadImage.mockRejectedValue(new Error('Firebase Storage: User does not have permission.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageUploader label="Upload image" onUploaded={vi.fn()} />, {
      language: 'en',
    });
    await user.upload(screen.getByLabelText('Upload image'), image('a.png'));
    expect(
      await screen.findByText('Error with a.png: Firebase Storage: User does not have permission.'),
    ).toBeInTheDocument();
  });
});
