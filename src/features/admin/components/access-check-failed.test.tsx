import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AccessCheckBoundary } from './access-check-failed';

/** What reactfire throws when the sign-in check's token read fails. */
function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** Stands for the app's own error boundary, above the admin. */
class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>app crash screen: {this.state.caught}</p> : this.props.children;
  }
}

describe('a sign-in check that fails', () => {
  it('says access could not be checked, with a way to try again, in both languages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    });
    const { i18n } = renderWithProviders(
      <AccessCheckBoundary>
        <Throws error={offline} />
      </AccessCheckBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos comprobar tu acceso');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check your access');
    await i18n.changeLanguage('es');
  });

  it('leaves any other failure to the app’s error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <Outer>
        <AccessCheckBoundary>
          <Throws error={new Error('a screen broke')} />
        </AccessCheckBoundary>
      </Outer>,
    );
    expect(screen.getByText('app crash screen: a screen broke')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
