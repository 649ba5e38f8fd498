// An order id inside a sentence: bold, and never split across two lines.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function OrderIdText({ children }: { children?: ReactNode }) {
  return (
    <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** For `<Trans components={orderIdComponents}>` over texts that mark the id as <id>…</id>. */
export const orderIdComponents = { id: <OrderIdText /> };
