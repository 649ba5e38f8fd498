// /admin/transfers: the transfer routes as editable cards, filterable by type, and a button that adds one.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSpinner } from '@/components/full-screen-spinner';
import { TRANSFER_TYPES, type PricingRoute, type TransferType } from '@/domain/pricing-route';
import { addRoute } from '../../api/route-writes';
import { useAdminAction } from '../../hooks/use-admin-action';
import { newRouteFields } from '../../utils/route-edit';
import { PageHeader } from '@/components/page-header';
import { RouteCard, routeCardId } from './route-card';

interface AdminTransfersPageProps {
  routes: PricingRoute[];
  loading: boolean;
}

export default function AdminTransfersPage({ routes, loading }: AdminTransfersPageProps) {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const [typeFilter, setTypeFilter] = useState<TransferType | null>(null);
  const [adding, setAdding] = useState(false);
  const [addedId, setAddedId] = useState<string | null>(null);
  const scrolledTo = useRef<string | null>(null);
  const shown = typeFilter === null ? routes : routes.filter((route) => route.type === typeFilter);

  useEffect(() => {
    // The new card appears with the live list, which may come before or after the add resolves.
    if (addedId === null || scrolledTo.current === addedId) return;
    const card = document.getElementById(routeCardId(addedId));
    if (card) {
      card.scrollIntoView({ behavior: 'smooth', block: 'center' });
      scrolledTo.current = addedId;
    }
  }, [addedId, shown]);

  const add = async () => {
    setAdding(true);
    const fields = newRouteFields();
    const result = await run('add', () => addRoute(fields), t('transfers.added'));
    setAdding(false);
    if (result.ok) {
      // Show the new card even when another type was filtered.
      if (typeFilter !== null && typeFilter !== fields.type) setTypeFilter(null);
      setAddedId(result.value);
    }
  };

  return (
    <>
      <PageHeader
        title={t('transfers.title')}
        subtitle={t('transfers.subtitle', { count: routes.length })}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void add()}
            loading={adding}
          >
            {t('transfers.add')}
          </Button>
        }
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', mb: 2 }}
        role="group"
        aria-label={t('transfers.filter')}
      >
        {[null, ...TRANSFER_TYPES].map((type) => (
          <Chip
            key={type ?? 'all'}
            label={type === null ? t('transfers.allTypes') : t(`transfers.types.${type}`)}
            color={typeFilter === type ? 'primary' : 'default'}
            variant={typeFilter === type ? 'filled' : 'outlined'}
            aria-pressed={typeFilter === type}
            onClick={() => setTypeFilter(type)}
            sx={{ minHeight: 40 }}
          />
        ))}
      </Stack>
      {loading ? (
        <SectionSpinner />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((route) => (
            <RouteCard key={route.id} route={route} />
          ))}
        </Box>
      )}
    </>
  );
}
