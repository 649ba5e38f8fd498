// A label in a rounded pill, nobody clicks: MUI Chip's look (filled, medium) without Chip itself,
// whose ripple, delete icon, avatar and variants weigh 2.5 KB gzip on every page that lists tours.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface PillProps {
  label: ReactNode;
  /** An icon before the label (an MUI icon). */
  icon?: ReactNode;
  color?: 'default' | 'secondary';
  sx?: SxProps<Theme>;
}

export function Pill({ label, icon, color = 'default', sx = [] }: PillProps) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          maxWidth: '100%',
          height: 32,
          borderRadius: 16,
          boxSizing: 'border-box',
          verticalAlign: 'middle',
          whiteSpace: 'nowrap',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1.5,
          ...(color === 'secondary'
            ? { bgcolor: 'secondary.main', color: 'secondary.contrastText' }
            : { bgcolor: 'action.selected', color: 'text.primary' }),
          '& > svg': {
            ml: '5px',
            mr: '-6px',
            color: color === 'secondary' ? 'inherit' : theme.palette.grey[700],
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Box component="span" sx={{ px: 1.5, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}
