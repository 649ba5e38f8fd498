// The header's cart button: how many items the cart holds, and the way to checkout.
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { hoverHintSx } from '@/components/hover-hint';
import { paths } from '@/config/paths';
import { formatPublicPrice } from '@/domain/format-price';
import { useCart } from '@/features/cart/cart-provider';
import { useAdminView } from '../hooks/use-admin-view';

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
      <Badge badgeContent={itemCount} color="secondary" data-testid="cart-count">
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
