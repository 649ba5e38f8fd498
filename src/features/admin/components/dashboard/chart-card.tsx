// A dashboard chart as a figure: title, a one-line summary of its figures, the drawing, a caption,
// and every figure again in a visually hidden table, so a screen reader reads numbers, not shapes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSpinner } from '@/components/full-screen-spinner';

/** A live read as the admin routes hand it in: the shape of the bookings feature's live queries. */
export type ChartRead<T> = (
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }
) & { items: readonly T[] };

interface ChartCardProps {
  id: string;
  title: string;
  /** The figures in one sentence; shown above the drawing and read as the figure's description. */
  summary: string;
  caption: string;
  status: ChartRead<unknown>['status'];
  errorMessage?: string;
  /** Shown instead of the drawing when there is nothing to draw. */
  empty?: string;
  table: { head: string[]; rows: string[][] };
  children: ReactNode;
}

export function ChartCard({
  id,
  title,
  summary,
  caption,
  status,
  errorMessage,
  empty,
  table,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('admin');
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary ${id}-caption`}
      sx={{ m: 0, minWidth: 0 }}
    >
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h3">
          {title}
        </Typography>
        {status === 'error' && (
          <Alert severity="error" sx={{ my: 1 }}>
            {t('dashboard.charts.loadError', { message: errorMessage })}
          </Alert>
        )}
        {status === 'loading' ? (
          <SectionSpinner />
        ) : (
          <>
            <Typography id={`${id}-summary`} color="text.secondary">
              {summary}
            </Typography>
            {empty ? (
              <Typography sx={{ py: 4, textAlign: 'center' }}>{empty}</Typography>
            ) : (
              // The table below carries the same figures for screen readers.
              <Box aria-hidden sx={{ mx: -1 }}>
                {children}
              </Box>
            )}
          </>
        )}
        <Typography id={`${id}-caption`} variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
        {status !== 'loading' && !empty && (
          // Hidden through a block around it: a table grows to its content whatever its width says,
          // and widened a 360 px phone's page to 566 px.
          <Box sx={visuallyHidden}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([first = '', ...cells], row) => (
                  <tr key={row}>
                    <th scope="row">{first}</th>
                    {cells.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
