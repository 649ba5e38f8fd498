// The whole app: providers around the router, plus the app-wide update prompt.
import { HydrationGate } from '@/components/hydration-gate';
import { ReloadPrompt } from '@/features/pwa/components/reload-prompt';
import { AppProviders } from './provider';
import { AppRouter } from './router';

/** `location`: the address rendered on the server (src/entry-server.tsx); the browser's otherwise. */
export function App({ location }: { location?: string }) {
  return (
    <AppProviders>
      <HydrationGate>
        <AppRouter location={location} />
      </HydrationGate>
      {/* The service worker is the browser's; the prompt draws nothing (its toast comes later). */}
      {location === undefined && <ReloadPrompt />}
    </AppProviders>
  );
}
