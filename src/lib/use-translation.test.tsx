import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleTexts, i18n } from './i18n';
import { Trans, useTranslation } from './use-translation';

bundleTexts({
  es: { widget: { title: 'Reserva <id>{{orderId}}</id> de {{name}}', plain: 'Sin marcas' } },
  en: { widget: { title: 'Booking <id>{{orderId}}</id> for {{name}}', plain: 'No tags' } },
});

function Title({ orderId }: { orderId: string }) {
  const { t } = useTranslation('widget');
  return (
    <h1>
      <Trans
        t={t}
        i18nKey="title"
        values={{ orderId, name: 'Ana' }}
        components={{ id: <code data-testid="order-id" /> }}
      />
    </h1>
  );
}

/**
 * Renders the checkout title with the texts modules as imported now (after vi.resetModules: a
 * fresh store, as a visitor's first page has, without the checkout texts); returns that store.
 */
async function renderFreshCheckoutTitle() {
  const fresh = await import('./use-translation');
  function Checkout() {
    const { t } = fresh.useTranslation('checkout');
    return <p>{t('title')}</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Checkout />
      </Suspense>,
    );
  });
  return (await import('./i18n')).textsStore;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('useTranslation and Trans', () => {
  it('puts the marked part of a text in the given element', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<Title orderId="PC-7" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Reserva PC-7 de Ana');
    expect(screen.getByTestId('order-id')).toHaveTextContent('PC-7');
  });

  it('redraws in the new language when the visitor switches', async () => {
    render(<Title orderId="PC-7" />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Booking PC-7 for Ana');
  });

  it('shows a text without tags as it is', () => {
    function Plain() {
      const { t } = useTranslation('widget');
      return <Trans t={t} i18nKey="plain" />;
    }
    render(<Plain />);
    expect(screen.getByText('Sin marcas')).toBeInTheDocument();
  });

  it('waits for a namespace still loading, then shows its text, never the key', async () => {
    // A fresh store, as a visitor's first page has: no checkout texts yet (src/locales/load.ts).
    vi.resetModules();
    const textsStore = await renderFreshCheckoutTitle();
    expect(screen.queryByText('title')).not.toBeInTheDocument();
    // The same load the component waits for (one per language and namespace).
    await act(() => textsStore.load('es', 'checkout'));
    const { resources } = await import('@/locales');
    expect(screen.getByText(resources.es.checkout.title)).toBeInTheDocument();
  });

  it('shows the keys, not an endless wait, when a namespace cannot load', async () => {
    vi.resetModules();
    vi.doMock('@/locales/load', () => ({
      loadTexts: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const textsStore = await renderFreshCheckoutTitle();
    await act(() => textsStore.load('es', 'checkout').catch(() => {}));
    expect(await screen.findByText('title')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'The es/checkout texts did not load',
      expect.any(TypeError),
    );
    vi.doUnmock('@/locales/load');
    logged.mockRestore();
  });
});
