import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { saveSiteContent } from '../../api/site-content-writes';
import type { ImageUploadFn } from '../../api/upload-image';
import { SiteImageCard } from './site-image-card';

vi.mock('../../api/site-content-writes', () => ({
  saveSiteContent: vi.fn(),
  saveSiteContentEntries: vi.fn(),
}));
/** What the uploader's hook hands it: an upload on the admin's Storage. */
const uploadImage = vi.hoisted(() => vi.fn<ImageUploadFn>());
vi.mock('../../api/upload-image', () => ({
  useUploadImage: () => uploadImage,
  PublicUrlError: class extends Error {},
}));

const NEW_URL = 'https://storage/images/1700000000000-42.webp';

async function uploadNewHero(language: 'es' | 'en' = 'es') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SiteImageCard contentKey="heroImageUrl" current="https://storage/hero.jpg" />,
    { language },
  );
  const label = language === 'es' ? 'Subir imagen' : 'Upload image';
  await user.upload(
    screen.getByLabelText(label),
    new File(['x'], 'playa.webp', { type: 'image/webp' }),
  );
  return user;
}

describe('a site image card', () => {
  beforeEach(() => {
    uploadImage.mockReset().mockResolvedValue(NEW_URL);
    vi.mocked(saveSiteContent).mockReset().mockResolvedValue();
  });

  it('previews the stored image and can only save once a new one is uploaded', async () => {
    renderWithProviders(
      <SiteImageCard contentKey="heroImageUrl" current="https://storage/hero.jpg" />,
    );
    expect(screen.getByRole('img', { name: 'Vista previa: Portada (inicio)' })).toHaveAttribute(
      'src',
      'https://storage/hero.jpg',
    );
    expect(screen.getByRole('button', { name: 'Guardar imagen' })).toBeDisabled();
  });

  it('previews an upload, then saves it under its key with the spec toast', async () => {
    const user = await uploadNewHero('en');
    expect(await screen.findByRole('img', { name: 'Preview: Hero (homepage)' })).toHaveAttribute(
      'src',
      NEW_URL,
    );
    expect(screen.getByText('New image not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    expect(await screen.findByText('Content Saved!')).toBeInTheDocument();
    expect(saveSiteContent).toHaveBeenCalledWith('heroImageUrl', NEW_URL);
  });

  it('shows why a save failed', async () => {
    vi.mocked(saveSiteContent).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await uploadNewHero('en');
    await user.click(await screen.findByRole('button', { name: 'Save image' }));
    expect(
      await screen.findByText('Failed to save content: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
  });
});
