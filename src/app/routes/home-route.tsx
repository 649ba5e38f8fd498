// /home: the public-site home page with the tours grid and the transfer quote form slotted in.
import Box from '@mui/material/Box';
import { lazy } from 'react';
import { LatePart } from '@/components/deferred';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/public-site/components/home/home-page';
import { useAdminView } from '@/features/public-site/hooks/use-admin-view';
import { TourGrid } from '@/features/tours/components/tour-grid';

// The quote form sits in the services section, below the fold: its code (fields, selects, the
// route lists) loads beside the page's first paint instead of before it.
const TransferQuoteForm = lazy(() =>
  import('@/features/transfers/components/transfer-quote-form').then((module) => ({
    default: module.TransferQuoteForm,
  })),
);

export default function HomeRoute() {
  const { link } = useAdminView();
  return (
    <HomePage
      renderTourGrid={({ query, onClearQuery, search }) => (
        <TourGrid
          query={query}
          onClearQuery={onClearQuery}
          tourHref={(slug) => link(paths.tour(slug, search))}
        />
      )}
      quoteForm={
        <LatePart fallback={<Box aria-busy="true" sx={{ minHeight: { xs: 480, sm: 320 } }} />}>
          <TransferQuoteForm />
        </LatePart>
      }
    />
  );
}
