// One transfer route: its type changes at once, places and prices by inline edit, delete after confirmation.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminPrice } from '@/domain/format-price';
import {
  ROUTE_LIMITS,
  TRANSFER_TYPES,
  type PricingRoute,
  type TransferType,
} from '@/domain/pricing-route';
import { deleteRoute, updateRoute, type RouteFields } from '../../api/route-writes';
import { useAdminAction } from '../../hooks/use-admin-action';
import { PASSENGER_GROUP_IDS } from '@/domain/passenger-groups';
import { parseRoutePrice, routePlaceProblem, routePriceProblem } from '../../utils/route-edit';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { InlineEditField } from './inline-edit-field';

/** The card's element id, so the page can scroll to a route it just added. */
export function routeCardId(routeId: string): string {
  return `route-${routeId}`;
}

export function RouteCard({ route }: { route: PricingRoute }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const run = useAdminAction();
  const [deleting, setDeleting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = `${route.from} → ${route.to}`;

  const update = (change: Partial<RouteFields>) =>
    void run('update', () => updateRoute(route.id, change), t('transfers.updated', { name }));

  const remove = async () => {
    setDeleting(true);
    const result = await run(
      'delete',
      () => deleteRoute(route.id),
      t('transfers.deleted', { name }),
    );
    if (!result.ok) setDeleting(false);
  };

  const placeProblem = (text: string) => {
    const problem = routePlaceProblem(text);
    return problem && t(`transfers.problems.${problem}`, { max: ROUTE_LIMITS.place });
  };
  const priceProblem = (text: string) => {
    const problem = routePriceProblem(text);
    return problem && t(`transfers.problems.${problem}`, { max: ROUTE_LIMITS.price });
  };

  return (
    <Card
      component="article"
      id={routeCardId(route.id)}
      aria-label={name}
      aria-busy={deleting}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', opacity: deleting ? 0.6 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Stack spacing={1}>
          <TextField
            select
            id={`${id}-type`}
            label={t('transfers.fields.type')}
            value={route.type}
            onChange={(event) => update({ type: event.target.value as TransferType })}
            disabled={deleting}
            fullWidth
            sx={{ mb: 1 }}
          >
            {TRANSFER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`transfers.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <InlineEditField
            label={t('transfers.fields.from')}
            value={route.from}
            disabled={deleting}
            validate={placeProblem}
            onSave={(from) => update({ from: from.trim() })}
          />
          <InlineEditField
            label={t('transfers.fields.to')}
            value={route.to}
            disabled={deleting}
            validate={placeProblem}
            onSave={(to) => update({ to: to.trim() })}
          />
          {/* Three prices side by side, even on a phone; the one being edited takes the whole row. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              columnGap: 0.5,
            }}
          >
            {PASSENGER_GROUP_IDS.map((field) => (
              <InlineEditField
                key={field}
                label={t(`transfers.fields.${field}`)}
                value={route[field] === null ? '' : String(route[field])}
                display={formatAdminPrice(route[field])}
                numeric
                disabled={deleting}
                validate={priceProblem}
                onSave={(text) => update({ [field]: parseRoutePrice(text) })}
              />
            ))}
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirmingDelete(true)}
          disabled={deleting}
          loading={deleting}
        >
          {t('transfers.delete')}
        </Button>
      </CardActions>
      <ConfirmDeleteDialog
        open={confirmingDelete}
        name={name}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}
