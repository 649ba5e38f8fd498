// Checkout (being built): contact form, order summary and the three payment paths.
import { PlaceholderPage } from '@/components/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage name="checkout" />;
}
