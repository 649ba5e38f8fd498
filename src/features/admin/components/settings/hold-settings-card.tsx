// How long a pending booking keeps its seats, and how close to the departure a hold may last.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  HOLD_SETTING_KEYS,
  HOLD_SETTING_LIMITS,
  holdSettingProblem,
  holdSettingsOf,
  type HoldSettingField,
  type HoldSettingProblem,
} from '@/domain/booking-hold';
import type { SiteContent } from '@/domain/site-content';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import type { ValuesCheck } from './stored-values-form';
import { StoredValuesForm } from './stored-values-form';

type HoldSettingTexts = Record<HoldSettingField, string>;
type HoldSettingProblems = Partial<Record<HoldSettingField, HoldSettingProblem>>;

const FIELDS = Object.keys(HOLD_SETTING_KEYS) as HoldSettingField[];

function checkHoldSettings(
  input: HoldSettingTexts,
): ValuesCheck<HoldSettingTexts, HoldSettingProblems> {
  const problems: HoldSettingProblems = {};
  for (const field of FIELDS) {
    const problem = holdSettingProblem(field, input[field]);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    values: { holdHours: input.holdHours.trim(), cutoffHours: input.cutoffHours.trim() },
  };
}

/** `loading`: the stored values have not arrived (see StoredValuesForm). */
export function HoldSettingsCard({
  siteContent,
  loading = false,
}: {
  siteContent: SiteContent;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  const stored = holdSettingsOf(siteContent);
  return (
    <StoredValuesForm<HoldSettingTexts, HoldSettingProblems>
      titleId="hold-settings-title"
      textsKey="settings.hold"
      action="Saving the hold settings"
      stored={{ holdHours: String(stored.holdHours), cutoffHours: String(stored.cutoffHours) }}
      loading={loading}
      check={checkHoldSettings}
      save={(values) =>
        saveSiteContentEntries({
          [HOLD_SETTING_KEYS.holdHours]: values.holdHours,
          [HOLD_SETTING_KEYS.cutoffHours]: values.cutoffHours,
        })
      }
    >
      {({ values, problems, edit }) =>
        FIELDS.map((field) => {
          const problem = problems[field];
          const limits = HOLD_SETTING_LIMITS[field];
          return (
            <TextField
              key={field}
              label={t(`settings.hold.${field}`)}
              value={values[field]}
              onChange={(event) => edit(field, event.target.value)}
              error={problem !== undefined}
              helperText={
                problem
                  ? t(`settings.hold.problems.${problem}`, limits)
                  : t(`settings.hold.${field}Help`, limits)
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              disabled={loading}
              fullWidth
            />
          );
        })
      }
    </StoredValuesForm>
  );
}
