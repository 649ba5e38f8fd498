// The admin area in its own chunk: the sign-in page and the guarded back-office, each screen loaded on demand.
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useMatch } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';
import { holdSettingsOf } from '@/domain/booking-hold';
import { AdminFirebaseProvider, AdminFirestoreProvider } from '@/features/admin/api/admin-firebase';
import { useAdminSession, type TeamRole } from '@/features/admin/api/admin-session';
import { AccessCheckBoundary } from '@/features/admin/components/access-check-failed';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/layout/admin-layout';
import { StaffOnlyNotice } from '@/features/admin/components/staff-only-notice';
import {
  BookingCountsProvider,
  useBookingCounts,
} from '@/features/bookings/booking-counts-provider';
import { BookingsOverview } from '@/features/bookings/components/bookings-overview';
import { LoadErrorBoundary } from '@/features/bookings/components/load-error-boundary';
import { NewBookingAlerts } from '@/features/bookings/components/new-booking-alerts';
import { CatalogProvider, useCatalog } from '@/features/catalog/catalog-provider';
import { CatalogOfflineIndicator } from '@/features/pwa/components/offline-indicator';

const AdminLoginPage = lazy(() => import('@/features/admin/components/login/admin-login-page'));
const AdminDashboard = lazy(() => import('@/features/admin/components/dashboard/admin-dashboard'));
// The charts, their library (about 80 KB gzip) and their reads load when they come near the screen.
const LiveDashboardCharts = lazy(() => import('./live-dashboard-charts'));
const AdminToursPage = lazy(() => import('@/features/admin/components/tours/admin-tours-page'));
const AdminTransfersPage = lazy(
  () => import('@/features/admin/components/transfers/admin-transfers-page'),
);
const AdminContentPage = lazy(
  () => import('@/features/admin/components/content/admin-content-page'),
);
const AdminSettingsPage = lazy(
  () => import('@/features/admin/components/settings/admin-settings-page'),
);
const BookingsPage = lazy(() => import('@/features/bookings/components/bookings-page'));
const DayPage = lazy(() => import('@/features/bookings/components/day-page'));
const CheckInPage = lazy(() => import('@/features/bookings/components/check-in-page'));
const TeamPage = lazy(() => import('@/features/admin/components/team/team-page'));
const AccountPage = lazy(() => import('@/features/admin/components/account/account-page'));

// The live catalog (tours, routes, site content) feeds the screens that edit it, so every
// saved change shows without a refetch. It is public data read anonymously through the public
// site's Firestore and its device cache, as on the public pages; bookings and every admin write
// go through the admin app's memory-only Firestore (lib/firebase/admin-app), so no customer
// detail reaches the device.
function Dashboard() {
  const { tours, pricing, siteContent } = useCatalog();
  return (
    <AdminDashboard
      tours={tours}
      routes={pricing}
      siteContent={siteContent}
      bookings={<BookingsOverview />}
      charts={<LiveDashboardCharts tours={tours} />}
    />
  );
}

function ToursScreen() {
  const { tours, loading } = useCatalog();
  return <AdminToursPage tours={tours} loading={loading} />;
}

function TransfersScreen() {
  const { pricing, loading } = useCatalog();
  return <AdminTransfersPage routes={pricing} loading={loading} />;
}

function ContentScreen() {
  return <AdminContentPage siteContent={useCatalog().siteContent} />;
}

function BookingsScreen() {
  return <BookingsPage holdSettings={holdSettingsOf(useCatalog().siteContent)} />;
}

function SettingsScreen() {
  const { siteContent, loading } = useCatalog();
  return <AdminSettingsPage siteContent={siteContent} loading={loading} />;
}

/** The navigation's badge shows the bookings awaiting confirmation, as the dashboard counts them. */
function CountedLayout({ email }: { email: string }) {
  return <AdminLayout email={email} pendingBookings={useBookingCounts()?.pending ?? null} />;
}

/** The admin frame; the booking counts are counted once for it and every screen in it. Staff see
 * their screens only, without the counts. */
function LayoutScreen({ email, role }: { email: string; role: TeamRole }) {
  if (role === 'staff') return <AdminLayout email={email} role="staff" />;
  return (
    <BookingCountsProvider>
      <CountedLayout email={email} />
    </BookingCountsProvider>
  );
}

/**
 * The owner's screens: a staff member is told it is not for their account (the rules refuse
 * their reads and writes there anyway).
 */
function OwnerOnly({ role, children }: { role: TeamRole; children: ReactNode }) {
  return role === 'owner' ? children : <StaffOnlyNotice />;
}

/** '/admin/tours' → 'tours': these routes sit under the app router's '/admin/*'. */
function relative(path: string): string {
  return path.slice(paths.admin.root.length + 1);
}

function BackOffice() {
  const session = useAdminSession();
  const email = session.status === 'signedIn' ? session.email : '';
  // The guard lets only the owner or staff through.
  const role: TeamRole = session.status === 'signedIn' && session.role ? session.role : 'staff';
  const owner = (screen: ReactNode) => <OwnerOnly role={role}>{screen}</OwnerOnly>;
  return (
    <AdminGuard>
      <AdminFirestoreProvider>
        <CatalogProvider>
          <Routes>
            <Route element={<LayoutScreen email={email} role={role} />}>
              <Route
                index
                element={
                  role === 'owner' ? <Dashboard /> : <Navigate to={paths.admin.day} replace />
                }
              />
              <Route path={relative(paths.admin.tours)} element={owner(<ToursScreen />)} />
              <Route path={relative(paths.admin.transfers)} element={owner(<TransfersScreen />)} />
              <Route path={relative(paths.admin.content)} element={owner(<ContentScreen />)} />
              <Route path={relative(paths.admin.bookings)} element={owner(<BookingsScreen />)} />
              <Route path={relative(paths.admin.day)} element={<DayPage />} />
              <Route path={relative(paths.admin.checkInPattern)} element={<CheckInPage />} />
              <Route path={relative(paths.admin.account)} element={<AccountPage />} />
              <Route path={relative(paths.admin.settings)} element={owner(<SettingsScreen />)} />
              <Route path={relative(paths.admin.team)} element={owner(<TeamPage />)} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
          {/* Alerts are extra: a failed read logs, and the screens go on. */}
          {role === 'owner' && (
            <LoadErrorBoundary fallback={() => null}>
              <NewBookingAlerts />
            </LoadErrorBoundary>
          )}
          <CatalogOfflineIndicator />
        </CatalogProvider>
      </AdminFirestoreProvider>
    </AdminGuard>
  );
}

/** Mounted by the app router under both '/admin-login/*' and '/admin/*'. */
export default function AdminRoutes() {
  const onLoginPage = useMatch(`${paths.adminLogin}/*`) !== null;
  return (
    <AdminFirebaseProvider>
      <Suspense fallback={<FullScreenSpinner />}>
        {/* A sign-in check that failed says so, with a way to try again. */}
        <AccessCheckBoundary>
          {onLoginPage ? <AdminLoginPage /> : <BackOffice />}
        </AccessCheckBoundary>
      </Suspense>
    </AdminFirebaseProvider>
  );
}
