// One editable tour: a local draft with Save/Cancel while it differs from the stored tour, and a confirmed delete.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminPrice } from '@/domain/format-price';
import type { Tour } from '@/domain/tour';
import { deleteTour, updateTour } from '../../api/tour-writes';
import { useAdminAction } from '../../hooks/use-admin-action';
import { useTourDraft } from '../../hooks/use-tour-draft';
import {
  draftProblems,
  fromDraft,
  scheduleProblems,
  toDraft,
  type ScheduleDraft,
} from '../../utils/tour-draft';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { ImagePreview } from '../shared/image-preview';
import { TourFields } from './tour-fields';
import { TourGalleryEditor, TourMainImageEditor } from './tour-images-editor';
import { TourScheduleEditor } from './tour-schedule-editor';

// The editor's parts, each drawn again only when what it shows changes: a key typed in the price
// does not redraw the images or the schedule.
const MainImageEditor = memo(TourMainImageEditor);
const GalleryEditor = memo(TourGalleryEditor);
const ScheduleEditor = memo(TourScheduleEditor);

/** The card's element id, so the page can scroll to a tour it just added. */
export function tourCardId(tourId: string): string {
  return `tour-${tourId}`;
}

interface TourCardProps {
  tour: Tour;
  /** Whether the editor is unfolded; the summary row toggles it. */
  open: boolean;
  /** Folds or unfolds the tour's card: one steady function for every card of the page. */
  onToggle(tourId: string): void;
}

/**
 * Memoized: unfolding one card redraws that card, not the page's other cards (the page's toggle
 * is the same function for all, and each card's tour is the same object until it changes).
 */
export const TourCard = memo(function TourCard({ tour, open, onToggle }: TourCardProps) {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const { draft, setField, setDraft, dirty, cancel } = useTourDraft(tour);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // A folded card holds no editor (Collapse's unmountOnExit): the page draws each tour's summary
  // only. Unfolding draws the editor in a transition of its own (a deferred value), so the tap's
  // frame (the chevron, the card across the grid) paints at once and the editor follows, in
  // slices React can interrupt for the next tap or key.
  const editorOpen = useDeferredValue(open);
  const problems = draftProblems(draft);
  // The schedule's own problems, the same object while the schedule is: its editor stays as it is.
  const problemsOfSchedule = useMemo(() => scheduleProblems(draft.schedule), [draft.schedule]);
  const changeImage = useCallback((image: string | null) => setField('image', image), [setField]);
  const changeGallery = useCallback(
    (update: (gallery: string[]) => string[]) =>
      setDraft((current) => ({ ...current, gallery: update(current.gallery) })),
    [setDraft],
  );
  const changeSchedule = useCallback(
    (update: (schedule: ScheduleDraft) => ScheduleDraft) =>
      setDraft((current) => ({ ...current, schedule: update(current.schedule) })),
    [setDraft],
  );
  const canSave = Object.keys(problems).length === 0 && !saving;
  const busy = saving || deleting;

  const save = async () => {
    const fields = fromDraft(draft);
    setSaving(true);
    const result = await run(
      'update',
      () => updateTour(tour.id, fields),
      t('tours.updated', { title: fields.title }),
    );
    setSaving(false);
    // The draft becomes exactly what was stored ('095' → '95'), so the card is clean again.
    if (result.ok) setDraft(toDraft(fields));
  };

  const remove = async () => {
    setDeleting(true);
    const result = await run(
      'delete',
      () => deleteTour(tour.id),
      t('tours.deleted', { title: tour.title }),
    );
    // On success the card disappears with the live list; on failure it becomes usable again.
    if (!result.ok) setDeleting(false);
  };

  return (
    <Card
      component="article"
      id={tourCardId(tour.id)}
      aria-label={tour.title}
      aria-busy={busy}
      variant="outlined"
      data-open={open}
      // Open or folded by attribute, not by a style of each state: a tap that toggles a card adds
      // no new styles to the page (each is serialized and inserted on its first use).
      sx={{
        opacity: deleting ? 0.6 : 1,
        transition: 'opacity 0.2s',
        alignSelf: 'start',
        '&[data-open="true"]': { gridColumn: '1 / -1' },
        '&[data-open="true"] .tour-card-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <ButtonBase
        onClick={() => onToggle(tour.id)}
        aria-expanded={open}
        aria-controls={editorOpen ? `${tourCardId(tour.id)}-editor` : undefined}
        aria-label={t(open ? 'tours.collapse' : 'tours.expand', { title: tour.title })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          textAlign: 'left',
          width: '100%',
          justifyContent: 'flex-start',
        }}
      >
        <ImagePreview
          src={tour.image}
          alt=""
          shape="thumbnail"
          empty={<ImageNotSupportedOutlinedIcon />}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {tour.title}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
            <Chip size="small" label={formatAdminPrice(tour.price)} color="primary" />
            {dirty && (
              <Chip size="small" label={t('tours.unsaved')} color="secondary" variant="outlined" />
            )}
          </Stack>
        </Box>
        <ExpandMoreIcon
          className="tour-card-chevron"
          sx={{ transition: 'transform 0.2s', flexShrink: 0 }}
        />
      </ButtonBase>
      <Collapse in={open && editorOpen} unmountOnExit id={`${tourCardId(tour.id)}-editor`}>
        <Divider />
        <CardContent>
          {/* One column on a phone; on a wide screen the images sit beside the fields. */}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={3}>
              <MainImageEditor
                title={draft.title}
                image={draft.image}
                disabled={busy}
                onImageChange={changeImage}
              />
              <GalleryEditor
                title={draft.title}
                gallery={draft.gallery}
                disabled={busy}
                onGalleryChange={changeGallery}
              />
            </Stack>
            <TourFields draft={draft} problems={problems} disabled={busy} onChange={setField} />
          </Box>
          <Divider sx={{ my: 3 }} />
          <ScheduleEditor
            schedule={draft.schedule}
            problems={problemsOfSchedule}
            disabled={busy}
            onScheduleChange={changeSchedule}
          />
        </CardContent>
      </Collapse>
      {(open || dirty) && (
        <>
          <Divider />
          <CardActions sx={{ p: 2, gap: 1, flexWrap: 'wrap' }}>
            {dirty && (
              <>
                <Button
                  variant="contained"
                  onClick={() => void save()}
                  disabled={!canSave || deleting}
                  loading={saving}
                >
                  {t('tours.save')}
                </Button>
                <Button onClick={cancel} disabled={busy}>
                  {t('tours.cancel')}
                </Button>
              </>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {open && (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmingDelete(true)}
                disabled={busy}
                loading={deleting}
              >
                {t('tours.delete')}
              </Button>
            )}
          </CardActions>
        </>
      )}
      <ConfirmDeleteDialog
        open={confirmingDelete}
        name={tour.title}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
});
