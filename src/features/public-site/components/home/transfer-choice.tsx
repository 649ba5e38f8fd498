// The search box's optional transfer: from the airport or from a club, confirmed in a dialog; choosing it again clears it.
import FlightLandIcon from '@mui/icons-material/FlightLand';
import NightlifeIcon from '@mui/icons-material/Nightlife';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The confirm dialog's code downloads when the pointer or focus reaches a choice. */
const loadConfirmDialog = () => import('./transfer-confirm-dialog');
const TransferConfirmDialog = lazy(loadConfirmDialog);

function preloadConfirmDialog() {
  // A failed download shows when the dialog itself renders.
  loadConfirmDialog().catch(() => {});
}

export const TRANSFER_CHOICES = ['from_airport', 'from_club'] as const;
export type TransferChoiceValue = (typeof TRANSFER_CHOICES)[number];

const ICONS = {
  from_airport: <FlightLandIcon fontSize="small" />,
  from_club: <NightlifeIcon fontSize="small" />,
};

interface TransferChoiceProps {
  value: TransferChoiceValue | null;
  onChange: (value: TransferChoiceValue | null) => void;
}

export function TransferChoice({ value, onChange }: TransferChoiceProps) {
  const { t } = useTranslation('public');
  const labelId = useId();
  // The asked-about choice outlives the dialog's closing so its text does not vanish mid-fade.
  const [asked, setAsked] = useState<TransferChoiceValue>('from_airport');
  const [asking, setAsking] = useState(false);
  // Mounted from the first question on, so closing still plays the dialog's exit transition.
  const [askedOnce, setAskedOnce] = useState(false);

  const choose = (choice: TransferChoiceValue) => {
    if (choice === value) {
      onChange(null);
      return;
    }
    setAsked(choice);
    setAsking(true);
    setAskedOnce(true);
  };
  const confirm = () => {
    onChange(asked);
    setAsking(false);
  };

  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontSize: '0.8rem', mb: 0.5 }}>
        {t('search.transfer')}
      </FormLabel>
      <ToggleButtonGroup
        value={value}
        exclusive
        size="small"
        aria-labelledby={labelId}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {TRANSFER_CHOICES.map((choice) => (
          <ToggleButton
            key={choice}
            value={choice}
            onClick={() => choose(choice)}
            onPointerEnter={preloadConfirmDialog}
            onFocus={preloadConfirmDialog}
            color="primary"
            sx={{
              flex: { xs: 1, sm: 'none' },
              gap: 0.75,
              px: 1.5,
              minHeight: 44,
              textTransform: 'none',
              fontWeight: 700,
              lineHeight: 1.2,
            }}
          >
            {ICONS[choice]}
            {t(`search.transferChoices.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {askedOnce && (
        <Suspense fallback={null}>
          <TransferConfirmDialog
            open={asking}
            choiceLabel={t(`search.transferChoices.${asked}`)}
            titleId={`${labelId}-dialog`}
            onCancel={() => setAsking(false)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </FormControl>
  );
}
