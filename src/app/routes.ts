import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  FileBarChart,
  Gift,
  HelpCircle,
  LayoutDashboard,
  Megaphone,
  Package,
  Building2,
  Receipt,
  Star,
  Store,
  TrendingUp,
  UserCog,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { Role } from '../graphql/__generated__/graphql';
import type { ScreenModule } from '../graphql/screen';

/** Who may open a route: everyone (public), any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteEntry {
  path: string;
  /** The screen's title (page heading and document title). */
  title: string;
  access: Access;
  /** Sidebar label and position per role; roles not listed do not see it in the sidebar. */
  nav?: { label: string; icon: LucideIcon; order: Partial<Record<Role, number>> };
  /** Rendered without the shell (sign-in screens). */
  bare?: boolean;
  load: () => Promise<ScreenModule>;
}

const MEMBERS: readonly Role[] = ['DEALER', 'COMFORT_ADVISOR'];
const DEALER: readonly Role[] = ['DEALER'];
const ADMIN: readonly Role[] = ['CLIENT_ADMIN'];

/** The 404 page, which the router shows for every path the table does not name. */
export const loadNotFoundScreen = () => import('../screens/not-found/route');

/**
 * The one route table. The router, the sidebar and the role guard are all derived from it.
 * Sidebar order for each role follows docs/product.md, "Screens and navigation".
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Dashboard',
    access: 'signed-in',
    nav: { label: 'Dashboard', icon: LayoutDashboard, order: { DEALER: 1, COMFORT_ADVISOR: 1, CLIENT_ADMIN: 1 } },
    load: () => import('../screens/dashboard/route'),
  },
  {
    path: '/promotions',
    title: 'Current Promotions',
    access: ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'],
    nav: { label: 'Promotions', icon: Megaphone, order: { DEALER: 2 } },
    load: () => import('../screens/promotions/route'),
  },
  {
    path: '/earnings',
    title: 'My Earnings',
    access: MEMBERS,
    nav: { label: 'Sales & Earnings', icon: TrendingUp, order: { DEALER: 3 } },
    load: () => import('../screens/earnings/route'),
  },
  {
    path: '/my-claims',
    title: 'My Claims',
    access: MEMBERS,
    nav: { label: 'My Claims', icon: ClipboardList, order: { DEALER: 3.5, COMFORT_ADVISOR: 1.5 } },
    load: () => import('../screens/my-claims/route'),
  },
  {
    path: '/marketing-funds',
    title: 'Marketing Funds',
    access: DEALER,
    nav: { label: 'Marketing Funds', icon: Wallet, order: { DEALER: 4 } },
    load: () => import('../screens/marketing-funds/route'),
  },
  {
    path: '/rewards',
    title: 'Loyalty Rewards',
    access: MEMBERS,
    nav: { label: 'Loyalty Rewards', icon: Gift, order: { DEALER: 5, COMFORT_ADVISOR: 2 } },
    load: () => import('../screens/rewards/route'),
  },
  {
    path: '/earn-rewards',
    title: 'Earn Rewards',
    access: MEMBERS,
    nav: { label: 'Earn Rewards', icon: Receipt, order: { DEALER: 6, COMFORT_ADVISOR: 3 } },
    load: () => import('../screens/earn-rewards/route'),
  },
  {
    path: '/training',
    title: 'Professional Development',
    access: MEMBERS,
    nav: { label: 'Training', icon: BookOpen, order: { DEALER: 7, COMFORT_ADVISOR: 5 } },
    load: () => import('../screens/training/route'),
  },
  {
    path: '/events',
    title: 'Events & Training',
    access: MEMBERS,
    nav: { label: 'Events', icon: CalendarDays, order: { DEALER: 8, COMFORT_ADVISOR: 6 } },
    load: () => import('../screens/events/route'),
  },
  {
    path: '/reviews',
    title: 'Customer Reviews',
    access: DEALER,
    nav: { label: 'Reviews', icon: Star, order: { DEALER: 9 } },
    load: () => import('../screens/reviews/route'),
  },
  {
    path: '/resources',
    title: 'My Resources',
    access: DEALER,
    nav: { label: 'Resources', icon: Wrench, order: { DEALER: 10 } },
    load: () => import('../screens/resources/route'),
  },
  {
    path: '/store-loyalty',
    title: 'Store Loyalty',
    access: 'public',
    nav: { label: 'Store Loyalty', icon: Store, order: { DEALER: 11, COMFORT_ADVISOR: 4 } },
    load: () => import('../screens/store-loyalty/route'),
  },
  {
    path: '/store-loyalty-submit',
    title: 'Submit a Receipt',
    access: MEMBERS,
    load: () => import('../screens/store-loyalty-submit/route'),
  },
  {
    path: '/store-loyalty-overview',
    title: 'Program Overview',
    access: 'public',
    load: () => import('../screens/store-loyalty-overview/route'),
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    access: 'signed-in',
    nav: { label: 'FAQs', icon: HelpCircle, order: { DEALER: 12, COMFORT_ADVISOR: 7 } },
    load: () => import('../screens/faq/route'),
  },
  {
    path: '/profile-settings',
    title: 'Profile Settings',
    access: 'signed-in',
    load: () => import('../screens/profile-settings/route'),
  },
  {
    path: '/admin-claims',
    title: 'Claims Analytics',
    access: ADMIN,
    nav: { label: 'Claims Analytics', icon: BarChart3, order: { CLIENT_ADMIN: 2 } },
    load: () => import('../screens/admin-claims/route'),
  },
  {
    path: '/admin-participants',
    title: 'Participants Management',
    access: ADMIN,
    nav: { label: 'Participants', icon: Users, order: { CLIENT_ADMIN: 3 } },
    load: () => import('../screens/admin-participants/route'),
  },
  {
    path: '/admin-claims-management',
    title: 'Claims Management',
    access: ADMIN,
    nav: { label: 'Claims Management', icon: ClipboardCheck, order: { CLIENT_ADMIN: 4 } },
    load: () => import('../screens/admin-claims-management/route'),
  },
  {
    path: '/admin-promotions',
    title: 'Promotions Management',
    access: ADMIN,
    nav: { label: 'Promotions', icon: Megaphone, order: { CLIENT_ADMIN: 5 } },
    load: () => import('../screens/admin-promotions/route'),
  },
  {
    path: '/admin-products',
    title: 'Product Management',
    access: ADMIN,
    nav: { label: 'Products', icon: Package, order: { CLIENT_ADMIN: 6 } },
    load: () => import('../screens/admin-products/route'),
  },
  {
    path: '/admin-dealerships',
    title: 'Dealerships',
    access: ADMIN,
    nav: { label: 'Dealerships', icon: Building2, order: { CLIENT_ADMIN: 7 } },
    load: () => import('../screens/admin-dealerships/route'),
  },
  {
    path: '/admin-reporting',
    title: 'Program Reports',
    access: ADMIN,
    nav: { label: 'Reports', icon: FileBarChart, order: { CLIENT_ADMIN: 8 } },
    load: () => import('../screens/admin-reporting/route'),
  },
  {
    path: '/admin-accounts',
    title: 'Accounts',
    access: ADMIN,
    nav: { label: 'Accounts', icon: UserCog, order: { CLIENT_ADMIN: 8 } },
    load: () => import('../screens/admin-accounts/route'),
  },
  {
    path: '/admin-rewards',
    title: 'Rewards Management',
    access: ADMIN,
    load: () => import('../screens/admin-rewards/route'),
  },
  {
    path: '/graphiql',
    title: 'GraphiQL',
    access: 'signed-in',
    load: () => import('../screens/graphiql/route'),
  },
  { path: '/login', title: 'Sign In', access: 'public', bare: true, load: () => import('../screens/login/route') },
  { path: '/signup', title: 'Create Account', access: 'public', bare: true, load: () => import('../screens/signup/route') },
  { path: '/set-password', title: 'Choose a New Password', access: 'public', bare: true, load: () => import('../screens/set-password/route') },
  {
    path: '/profile-setup',
    title: 'Profile Setup',
    access: 'public',
    bare: true,
    load: () => import('../screens/profile-setup/route'),
  },
];

export function canAccess(access: Access, viewer: { authenticated: boolean; role: Role }): boolean {
  if (access === 'public') return true;
  if (!viewer.authenticated) return false;
  if (access === 'signed-in') return true;
  return access.includes(viewer.role);
}

/** The sidebar entries of a role, in order (docs/product.md, "Screens and navigation"). */
export function navFor(role: Role): (RouteEntry & { nav: NonNullable<RouteEntry['nav']> })[] {
  return ROUTES.filter((route): route is RouteEntry & { nav: NonNullable<RouteEntry['nav']> } => route.nav?.order[role] != null).sort(
    (a, b) => (a.nav.order[role] ?? 0) - (b.nav.order[role] ?? 0),
  );
}

