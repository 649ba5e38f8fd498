// The booking card's departure picker, in its own chunk: MUI's Select (with its Menu, Popover and
// Modal) loads only for a tour with more than one departure a day.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface DepartureOption {
  value: string;
  label: string;
  /** Sold out on the chosen day. */
  disabled: boolean;
}

interface DepartureSelectProps {
  label: string;
  value: string;
  options: readonly DepartureOption[];
  onChange: (value: string) => void;
}

export default function DepartureSelect({ label, value, options, onChange }: DepartureSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
