// The whole app: providers around the router.
import { AppProviders } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
