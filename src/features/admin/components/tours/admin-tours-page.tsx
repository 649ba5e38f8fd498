// /admin/tours: every tour as an editable card, and a button that adds one with the spec's defaults.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSpinner } from '@/components/full-screen-spinner';
import type { Tour } from '@/domain/tour';
import { AdminStorageProvider } from '../../api/admin-storage';
import { addTour } from '../../api/tour-writes';
import { useAdminAction } from '../../hooks/use-admin-action';
import { newTourFields } from '../../utils/tour-draft';
import { PageHeader } from '@/components/page-header';
import { TourCard, tourCardId } from './tour-card';

interface AdminToursPageProps {
  tours: Tour[];
  loading: boolean;
}

export default function AdminToursPage({ tours, loading }: AdminToursPageProps) {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const [adding, setAdding] = useState(false);
  const [addedId, setAddedId] = useState<string | null>(null);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const scrolledTo = useRef<string | null>(null);

  // Oldest first, so a new tour lands at the end, where the page scrolls to it.
  const sorted = useMemo(
    () =>
      [...tours].sort(
        (a, b) =>
          (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity) ||
          a.title.localeCompare(b.title, 'es'),
      ),
    [tours],
  );

  useEffect(() => {
    // The new card appears with the live list, which may come before or after the add resolves.
    if (addedId === null || scrolledTo.current === addedId) return;
    const card = document.getElementById(tourCardId(addedId));
    if (card) {
      card.scrollIntoView({ behavior: 'smooth', block: 'start' });
      scrolledTo.current = addedId;
    }
  }, [addedId, sorted]);

  const toggle = useCallback(
    (id: string) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const add = async () => {
    setAdding(true);
    const result = await run('add', () => addTour(newTourFields(Date.now())), t('tours.added'));
    setAdding(false);
    if (result.ok) {
      setAddedId(result.value);
      setOpenIds((current) => new Set(current).add(result.value));
    }
  };

  return (
    <AdminStorageProvider>
      <PageHeader
        title={t('tours.title')}
        subtitle={t('tours.subtitle', { count: tours.length })}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void add()}
            loading={adding}
          >
            {t('tours.add')}
          </Button>
        }
      />
      {loading ? (
        <SectionSpinner />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            gridAutoFlow: 'row dense',
          }}
        >
          {sorted.map((tour) => (
            <TourCard key={tour.id} tour={tour} open={openIds.has(tour.id)} onToggle={toggle} />
          ))}
        </Box>
      )}
    </AdminStorageProvider>
  );
}
