// The text, price and participant fields of a tour card, bound to its draft.
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_TYPES, TOUR_LIMITS, type PriceType } from '@/domain/tour';
import { TOUR_TEXT_LIMITS, type TourDraft, type TourDraftProblems } from '../../utils/tour-draft';

type TextKey = Exclude<
  keyof TourDraft,
  'image' | 'gallery' | 'hasChildPrice' | 'priceType' | 'schedule'
>;

interface TourFieldsProps {
  draft: TourDraft;
  problems: TourDraftProblems;
  disabled: boolean;
  onChange<K extends keyof TourDraft>(field: K, value: TourDraft[K]): void;
}

const NUMBER_INPUT = { inputMode: 'decimal', min: 0, step: 'any' } as const;

/** The figure a too-long or too-large message names. */
function limitOf(name: TextKey): number {
  return name in TOUR_TEXT_LIMITS
    ? TOUR_TEXT_LIMITS[name as keyof typeof TOUR_TEXT_LIMITS]
    : TOUR_LIMITS.amount;
}

interface DraftFieldProps {
  /** The form's id prefix (useId), so each field's id is unique on the page. */
  idPrefix: string;
  name: TextKey;
  value: string;
  problem: TourDraftProblems[TextKey];
  disabled: boolean;
  onChange: TourFieldsProps['onChange'];
  number?: boolean;
  multiline?: boolean;
  helper?: string;
}

/**
 * One field of the draft. Memoized: a key typed in one field redraws that field alone, not the
 * other sixteen (five of them text areas that measure their height on every draw).
 */
const DraftField = memo(function DraftField({
  idPrefix,
  name,
  value,
  problem,
  disabled,
  onChange,
  number,
  multiline,
  helper,
}: DraftFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`tours.fields.${name}`)}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      type={number ? 'number' : 'text'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 8 : undefined}
      error={problem !== undefined}
      helperText={problem ? t(`tours.problems.${problem}`, { max: limitOf(name) }) : helper}
      slotProps={number ? { htmlInput: NUMBER_INPUT } : undefined}
      disabled={disabled}
      fullWidth
    />
  );
});

export function TourFields({ draft, problems, disabled, onChange }: TourFieldsProps) {
  const { t } = useTranslation('admin');
  const id = useId();

  const field = (
    name: TextKey,
    options: { number?: boolean; multiline?: boolean; helper?: string } = {},
  ) => (
    <DraftField
      idPrefix={id}
      name={name}
      value={draft[name]}
      problem={problems[name]}
      disabled={disabled}
      onChange={onChange}
      {...options}
    />
  );

  return (
    <Stack spacing={2}>
      {field('title')}
      {field('titleEn')}
      {field('slug', { helper: t('tours.slugHelp') })}
      {field('descriptionEs', { multiline: true })}
      {field('descriptionEn', { multiline: true })}
      <TextField
        select
        id={`${id}-priceType`}
        label={t('tours.fields.priceType')}
        value={draft.priceType}
        onChange={(event) => onChange('priceType', event.target.value as PriceType)}
        disabled={disabled}
        fullWidth
      >
        {PRICE_TYPES.map((priceType) => (
          <MenuItem key={priceType} value={priceType}>
            {t(`tours.priceTypes.${priceType}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2}>
        {field('price', { number: true })}
        {field('priceText')}
      </Stack>
      {field('priceTextEn')}
      <FormControlLabel
        control={
          <Switch
            checked={draft.hasChildPrice}
            disabled={disabled}
            onChange={(event) => onChange('hasChildPrice', event.target.checked)}
          />
        }
        label={t('tours.fields.hasChildPrice')}
      />
      {draft.hasChildPrice && field('priceChild', { number: true })}
      {field('duration')}
      {field('durationEn')}
      {field('whatToBringEs', { multiline: true, helper: t('tours.whatToBringHelp') })}
      {field('whatToBringEn', { multiline: true })}
      <Stack direction="row" spacing={2}>
        {field('minParticipants', { number: true })}
        {field('maxParticipants', { number: true })}
      </Stack>
    </Stack>
  );
}
