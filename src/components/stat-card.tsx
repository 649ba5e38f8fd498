// A figure on a card that opens its screen: the dashboard's counters and the bookings counts.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface StatCardProps {
  to: string;
  icon: ReactNode;
  label: string;
  /** The figure; null while it is not known yet. */
  value: string | number | null;
  /** A line under the figure. */
  detail?: string;
  /** The icon's colour, from the theme's palette. */
  tone?: 'primary' | 'secondary';
}

export function StatCard({ to, icon, label, value, detail, tone = 'primary' }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            <Box
              sx={{
                bgcolor: `${tone}.main`,
                color: `${tone}.contrastText`,
                borderRadius: 2,
                p: 1.25,
                display: 'flex',
              }}
            >
              {icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                {value ?? '…'}
              </Typography>
              {detail && (
                <Typography variant="caption" color="text.secondary">
                  {detail}
                </Typography>
              )}
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
