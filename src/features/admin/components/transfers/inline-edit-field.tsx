// A value shown as text that turns into an input on click, saved only when the admin confirms.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface InlineEditFieldProps {
  label: string;
  /** The text the input starts with. */
  value: string;
  /** How the value reads when not editing (e.g. '$30'); `value` when omitted. */
  display?: string;
  numeric?: boolean;
  disabled?: boolean;
  /** A message when the text cannot be saved; null when it can. */
  validate?(text: string): string | null;
  onSave(text: string): void;
}

export function InlineEditField({
  label,
  value,
  display,
  numeric = false,
  disabled = false,
  validate,
  onSave,
}: InlineEditFieldProps) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const problem = editing ? (validate?.(text) ?? null) : null;

  const start = () => {
    setText(value);
    setEditing(true);
  };
  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (problem) return;
    setEditing(false);
    if (text !== value) onSave(text);
  };

  if (!editing) {
    return (
      <ButtonBase
        onClick={start}
        disabled={disabled}
        aria-label={t('inlineEdit.edit', { label })}
        sx={{
          width: '100%',
          justifyContent: 'space-between',
          gap: 0.5,
          textAlign: 'left',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          minHeight: 48,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{display ?? value}</Typography>
        </Stack>
        <EditOutlinedIcon fontSize="small" color="action" />
      </ButtonBase>
    );
  }

  return (
    <Stack
      component="form"
      direction="row"
      spacing={0.5}
      alignItems="flex-start"
      onSubmit={confirm}
      noValidate
      sx={{ gridColumn: '1 / -1', py: 0.5 }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: numeric ? { inputMode: 'decimal' } : undefined }}
        autoFocus
        size="small"
        fullWidth
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('inlineEdit.confirm', { label })}
        disabled={problem !== null}
      >
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t('inlineEdit.cancel', { label })} onClick={() => setEditing(false)}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
