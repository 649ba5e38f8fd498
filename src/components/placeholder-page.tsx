// Temporary page body for screens still being built.
import Typography from '@mui/material/Typography';

export function PlaceholderPage({ name }: { name: string }) {
  return (
    <Typography variant="h1" sx={{ p: 4 }}>
      {name}
    </Typography>
  );
}
