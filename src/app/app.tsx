// The whole app: providers around the router, plus the app-wide update prompt.
import { ReloadPrompt } from '@/features/pwa/components/reload-prompt';
import { AppProviders } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <ReloadPrompt />
    </AppProviders>
  );
}
