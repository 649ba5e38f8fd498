// The whole app: providers around the router, plus the app-wide update prompt and offline banner.
import { OfflineIndicator } from '@/features/pwa/components/offline-indicator';
import { ReloadPrompt } from '@/features/pwa/components/reload-prompt';
import { AppProviders } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <ReloadPrompt />
      <OfflineIndicator />
    </AppProviders>
  );
}
