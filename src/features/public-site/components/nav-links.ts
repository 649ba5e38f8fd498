// The public site's main links, in menu order (header, mobile menu and footer use the same list).
import { paths } from '@/config/paths';

export interface NavLink {
  /** Text key under public:nav. */
  key: 'home' | 'popularTours' | 'services' | 'guide' | 'about' | 'contact';
  to: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { key: 'home', to: paths.home },
  { key: 'popularTours', to: paths.homeSection('popular-tours') },
  { key: 'services', to: paths.homeSection('servicios') },
  { key: 'guide', to: paths.guide },
  { key: 'about', to: paths.about },
  { key: 'contact', to: paths.contact },
];

/** A plain page link is current on its page; anchor links never are. */
export function isCurrentLink(link: NavLink, pathname: string, hash: string): boolean {
  return !link.to.includes('#') && link.to === pathname && hash === '';
}
