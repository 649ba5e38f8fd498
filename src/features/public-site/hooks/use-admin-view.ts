// The public layout's `?view=admin` switch: it reveals the admin login button and rides along on every link.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const VIEW_PARAM = 'view';
const ADMIN_VIEW = 'admin';

/** The in-app path with view=admin added to its query, before any #anchor. */
export function withAdminView(to: string): string {
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(VIEW_PARAM, ADMIN_VIEW);
  return `${pathname}?${params.toString()}${hash}`;
}

export function useAdminView() {
  const [params] = useSearchParams();
  const isAdminView = params.get(VIEW_PARAM) === ADMIN_VIEW;
  const link = useCallback((to: string) => (isAdminView ? withAdminView(to) : to), [isAdminView]);
  return { isAdminView, link };
}
