// /guia: the destination guide, with the first tours of the catalog as its excursions.
import { paths } from '@/config/paths';
import { GuidePage } from '@/features/public-site/components/guide-page';
import { useAdminView } from '@/features/public-site/hooks/use-admin-view';
import { TourGrid } from '@/features/tours/components/tour-grid';

/** The guide shows this many tours. */
export const GUIDE_TOUR_COUNT = 3;

export default function GuideRoute() {
  const { link } = useAdminView();
  return (
    <GuidePage
      excursions={<TourGrid limit={GUIDE_TOUR_COUNT} tourHref={(slug) => link(paths.tour(slug))} />}
    />
  );
}
