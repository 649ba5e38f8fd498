// The header's cart button: how many items the cart holds, and the way to checkout.
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hoverHintSx } from '@/components/hover-hint';
import { paths } from '@/config/paths';
import { formatPublicPrice } from '@/domain/format-price';
import { useCart } from '@/features/cart/cart-provider';
import { useAdminView } from '../hooks/use-admin-view';

/**
 * The item count on the cart icon, in MUI Badge's look (its standard, secondary badge), none at
 * zero. Drawn here rather than with Badge, which brings 1.7 KB gzip to every page.
 */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box
      component="span"
      data-testid="cart-count"
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
      {count > 0 && (
        <Box
          component="span"
          sx={(theme) => ({
            position: 'absolute',
            top: 0,
            right: 0,
            zIndex: 1,
            transform: 'translate(50%, -50%)',
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 20,
            height: 20,
            px: '6px',
            borderRadius: '10px',
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.pxToRem(12),
            fontWeight: theme.typography.fontWeightMedium,
            lineHeight: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          })}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}

export function CartIndicator() {
  const { t } = useTranslation('public');
  const { itemCount, total } = useCart();
  const { link } = useAdminView();
  const label =
    itemCount === 0
      ? t('header.cartEmpty')
      : t('header.cart', { count: itemCount, total: formatPublicPrice(total) });
  return (
    <IconButton
      component={Link}
      to={link(paths.checkout)}
      color="inherit"
      aria-label={label}
      data-hint={label}
      sx={hoverHintSx}
    >
      <CountBadge count={itemCount}>
        <ShoppingCartOutlinedIcon />
      </CountBadge>
    </IconButton>
  );
}
