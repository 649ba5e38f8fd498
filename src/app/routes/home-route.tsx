// /home: the public-site home page with the tours grid and the transfer quote form slotted in.
import { paths } from '@/config/paths';
import { HomePage } from '@/features/public-site/components/home/home-page';
import { useAdminView } from '@/features/public-site/hooks/use-admin-view';
import { TourGrid } from '@/features/tours/components/tour-grid';
import { TransferQuoteForm } from '@/features/transfers/components/transfer-quote-form';

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
      quoteForm={<TransferQuoteForm />}
    />
  );
}
