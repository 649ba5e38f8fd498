// Every in-app URL is built here, so no route string is typed twice.
export const paths = {
  landing: '/',
  home: '/home',
  homeSection: (id: 'popular-tours' | 'servicios' | 'porque-elegirnos') => `/home#${id}`,
  tour: (slug: string) => `/tours/${encodeURIComponent(slug)}`,
  tourPattern: '/tours/:slug',
  checkout: '/checkout',
  about: '/about',
  contact: '/contact',
  guide: '/guia',
  adminLogin: '/admin-login',
  admin: {
    root: '/admin',
    tours: '/admin/tours',
    transfers: '/admin/transfers',
    content: '/admin/content',
    bookings: '/admin/bookings',
    day: '/admin/day',
    settings: '/admin/settings',
  },
} as const;
