// /tours/:slug: the tour page, whose transfer button opens the transfers feature's quote dialog.
import { paths } from '@/config/paths';
import { useAdminView } from '@/features/public-site/hooks/use-admin-view';
import { TourDetailPage } from '@/features/tours/components/tour-detail-page';
import { TransferQuoteDialog } from '@/features/transfers/components/transfer-quote-dialog';

export default function TourRoute() {
  const { link } = useAdminView();
  return (
    <TourDetailPage
      TransferDialog={TransferQuoteDialog}
      toursHref={link(paths.homeSection('popular-tours'))}
    />
  );
}
