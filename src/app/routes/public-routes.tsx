// The visitor's pages, inside the public layout (header, footer, page fade).
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/components/not-found-page';
import { PlaceholderPage } from '@/components/placeholder-page';

export default function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.landing} element={<PlaceholderPage name="landing" />} />
      <Route path={paths.home} element={<PlaceholderPage name="home" />} />
      <Route path={paths.tourPattern} element={<PlaceholderPage name="tour" />} />
      <Route path={paths.checkout} element={<PlaceholderPage name="checkout" />} />
      <Route path={paths.about} element={<PlaceholderPage name="about" />} />
      <Route path={paths.contact} element={<PlaceholderPage name="contact" />} />
      <Route path={paths.guide} element={<PlaceholderPage name="guide" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
