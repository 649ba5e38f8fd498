// /tours/:slug: the tour page, whose transfer button opens the transfers feature's quote dialog.
import { Suspense, lazy, useState } from 'react';
import { paths } from '@/config/paths';
import { useAdminView } from '@/features/public-site/hooks/use-admin-view';
import { TourDetailPage } from '@/features/tours/components/tour-detail-page';

// The quote dialog (and the form in it) loads the first time a visitor opens it.
const TransferQuoteDialog = lazy(() =>
  import('@/features/transfers/components/transfer-quote-dialog').then((module) => ({
    default: module.TransferQuoteDialog,
  })),
);

function TransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted from the first opening on, so closing still plays the dialog's exit transition.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <TransferQuoteDialog open={open} onClose={onClose} />
    </Suspense>
  ) : null;
}

export default function TourRoute() {
  const { link } = useAdminView();
  return (
    <TourDetailPage
      TransferDialog={TransferDialog}
      toursHref={link(paths.homeSection('popular-tours'))}
    />
  );
}
