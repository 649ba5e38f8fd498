// The admin area: sign-in page and the guarded back-office, in its own chunk.
import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin-login" element={<PlaceholderPage name="admin-login" />} />
      <Route path="/admin/*" element={<PlaceholderPage name="admin" />} />
    </Routes>
  );
}
