// The hero's tabbed search box: tours (live title filter, date, participants, optional transfer) and a packages placeholder.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@/components/date-picker';
import { OutlinedField } from '@/components/outlined-field';
import { TabRow } from '@/components/tab-row';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayAtDestination } from '@/domain/calendar-date';
import type { HeroSearch } from '@/domain/hero-search';
import { TransferChoice, type TransferChoiceValue } from './transfer-choice';

export const MIN_SEARCH_PARTICIPANTS = 1;
const SEARCH_TABS = ['tours', 'packages'] as const;
type SearchTab = (typeof SEARCH_TABS)[number];

interface TourSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The date and participants chosen: the tour pages opened from the results start with them. */
  choice: HeroSearch;
  onChoiceChange: (choice: HeroSearch) => void;
  /** Called by the search button: show the results. */
  onSearch: () => void;
}

function ParticipantsField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('public');
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        border: 1,
        borderColor: 'grey.400',
        borderRadius: 1,
        px: 1.5,
        py: 0.25,
        position: 'relative',
        height: '100%',
        minHeight: 56,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Typography
        id={labelId}
        component="span"
        variant="caption"
        sx={{
          position: 'absolute',
          top: -10,
          left: 8,
          px: 0.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
        }}
      >
        {t('search.participants')}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('search.fewerParticipants')}
        disabled={value <= MIN_SEARCH_PARTICIPANTS}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ flex: 1, textAlign: 'center', fontWeight: 800 }}
        data-testid="search-participants"
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('search.moreParticipants')}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}

export function TourSearch({
  query,
  onQueryChange,
  choice,
  onChoiceChange,
  onSearch,
}: TourSearchProps) {
  const { t } = useTranslation('public');
  const [tab, setTab] = useState<SearchTab>('tours');
  const [transfer, setTransfer] = useState<TransferChoiceValue | null>(null);
  const idPrefix = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <Paper
      elevation={8}
      sx={{
        mt: { xs: 4, md: 5 },
        borderRadius: 2,
        overflow: 'hidden',
        color: 'text.primary',
        maxWidth: 980,
      }}
    >
      <TabRow
        label={t('search.label')}
        value={tab}
        onChange={setTab}
        tabs={SEARCH_TABS.map((value) => ({
          value,
          label: t(`search.tabs.${value}`),
          id: `${idPrefix}-${value}-tab`,
          panelId: `${idPrefix}-${value}-panel`,
        }))}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      />
      <Box
        role="tabpanel"
        id={`${idPrefix}-tours-panel`}
        aria-labelledby={`${idPrefix}-tours-tab`}
        hidden={tab !== 'tours'}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Box component="form" role="search" onSubmit={submit} aria-label={t('search.label')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5 }}>
              <OutlinedField
                type="search"
                fullWidth
                label={t('search.destination')}
                placeholder={t('search.destinationPlaceholder')}
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                startAdornment={
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7, md: 4 }}>
              <DatePicker
                label={t('search.date')}
                value={choice.date ?? ''}
                onChange={(date) => onChoiceChange({ ...choice, date: date || null })}
                minDate={todayAtDestination()}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5, md: 3 }}>
              <ParticipantsField
                // Untouched, the count is not carried: a tour page then starts from its own.
                value={choice.adults ?? MIN_SEARCH_PARTICIPANTS}
                onChange={(adults) => onChoiceChange({ ...choice, adults })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <TransferChoice value={transfer} onChange={setTransfer} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                fullWidth
                startIcon={<SearchIcon />}
              >
                {t('search.submit')}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Box>
      <Box
        role="tabpanel"
        id={`${idPrefix}-packages-panel`}
        aria-labelledby={`${idPrefix}-packages-tab`}
        hidden={tab !== 'packages'}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
          {t('search.packagesTitle')}
        </Typography>
        <Typography color="text.secondary">{t('search.packagesText')}</Typography>
      </Box>
    </Paper>
  );
}
