// The search box's optional transfer: from the airport or from a club, confirmed in a dialog; choosing it again clears it.
import FlightLandIcon from '@mui/icons-material/FlightLand';
import NightlifeIcon from '@mui/icons-material/Nightlife';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

  const choose = (choice: TransferChoiceValue) => {
    if (choice === value) {
      onChange(null);
      return;
    }
    setAsked(choice);
    setAsking(true);
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
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${labelId}-dialog`}>
        <DialogTitle id={`${labelId}-dialog`}>
          {t('search.confirmTitle', { choice: t(`search.transferChoices.${asked}`) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('search.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('search.cancel')}</Button>
          <Button variant="contained" onClick={confirm} autoFocus>
            {t('search.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormControl>
  );
}
