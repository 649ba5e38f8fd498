// A section's centred title and subtitle.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({
  id,
  title,
  subtitle,
  light = false,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  light?: boolean;
}) {
  return (
    <Box
      sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, color: light ? 'common.white' : 'inherit' }}
    >
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            mt: 1.5,
            mx: 'auto',
            maxWidth: 680,
            fontSize: '1.1rem',
            color: light ? 'inherit' : 'text.secondary',
            opacity: light ? 0.92 : 1,
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
