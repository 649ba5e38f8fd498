// A settings card that edits over stored values: the fields follow the stored (live) values until
// the admin types, the values are checked on save, then saved, and the edits dropped once stored.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { SaveButton } from '../shared/save-button';

export type ValuesCheck<Values, Problems> =
  { ok: true; values: Values } | { ok: false; problems: Problems };

/** What the fields get to draw themselves. */
export interface StoredValuesFields<Values, Problems> {
  values: Values;
  problems: Problems;
  edit: (field: keyof Values, value: string) => void;
}

interface StoredValuesFormProps<Values, Problems> {
  /** The heading's id, which names the card for screen readers. */
  titleId: string;
  /**
   * Where the card's texts are in the admin namespace ('settings.payment'): title, text, submit,
   * invalidTitle, invalidText, successTitle, success, errorTitle.
   */
  textsKey: string;
  /** Names the save in the error log. */
  action: string;
  stored: Values;
  /**
   * The stored values have not arrived: the fields wait for them, so nothing typed meets a value
   * arriving under it (typing into the empty field, then the stored one landing in it).
   */
  loading: boolean;
  check: (values: Values) => ValuesCheck<Values, Problems>;
  save: (values: Values) => Promise<void>;
  /** Shown under the card's text, above the fields. */
  notice?: ReactNode;
  children: (fields: StoredValuesFields<Values, Problems>) => ReactNode;
}

export function StoredValuesForm<Values extends Record<string, string>, Problems extends object>({
  titleId,
  textsKey,
  action,
  stored,
  loading,
  check,
  save,
  notice,
  children,
}: StoredValuesFormProps<Values, Problems>) {
  const { t } = useTranslation('admin');
  const text = (name: string) => t(`${textsKey}.${name}`);
  const toast = useToast();
  const run = useToastedAction();
  // Only what the admin typed; untouched fields keep following the stored (live) values.
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [problems, setProblems] = useState<Problems>({} as Problems);
  const [saving, setSaving] = useState(false);
  const values = { ...stored, ...edits };

  const edit = (field: keyof Values, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      toast({ title: text('invalidTitle'), description: text('invalidText'), variant: 'error' });
      return;
    }
    setSaving(true);
    const result = await run(() => save(checked.values), {
      name: action,
      success: { title: text('successTitle'), description: text('success') },
      errorTitle: text('errorTitle'),
    });
    if (result.ok) setEdits({});
    setSaving(false);
  };

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
          <Typography id={titleId} variant="h6" component="h2">
            {text('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text('text')}
          </Typography>
          {notice}
          {children({ values, problems, edit })}
          <SaveButton type="submit" saving={saving} disabled={loading}>
            {text('submit')}
          </SaveButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
