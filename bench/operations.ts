/** The operations the benchmark times, with the role each runs as. */
export interface BenchOperation {
  name: string;
  role: 'dealer' | 'comfort-advisor' | 'client-admin';
  query: string;
  variables?: Record<string, unknown>;
  mutation?: boolean;
}

export const OPERATIONS: BenchOperation[] = [
  { name: 'viewer', role: 'dealer', query: '{ viewer { authenticated role user { id name dealershipName } } }' },
  { name: 'notifications', role: 'dealer', query: '{ notifications { unreadCount nodes { id title time read link } } }' },
  { name: 'profile', role: 'dealer', query: '{ profile { personal { firstName } dealer { businessName } notifications { promotions } } }' },
  { name: 'heroSlides + contestBanner', role: 'dealer', query: '{ heroSlides { id title } contestBanner { title } }' },
  {
    name: 'markAllNotificationsRead (mutation)',
    role: 'dealer',
    query: 'mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }',
    mutation: true,
  },
];

export const SCALED_OPERATIONS: BenchOperation[] = [];
