import { describe, expect, it, vi } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { createTestServer } from '../../api';

const VIEWER = `{ viewer { authenticated role user { id name role dealershipName location dealerNumber } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { session { authenticated role user { name } } errors { field message } } }`;
const SWITCH = `mutation($role: Role!) { switchRole(input: { role: $role }) { session { role user { role dealershipName } } errors { message } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { registration { id email accountType } errors { field message } } }`;
const SETUP = `mutation($input: CompleteProfileSetupInput!) {
  completeProfileSetup(input: $input) { session { authenticated role } profile { dealer { businessName city state } notifications { training claimUpdates } } errors { field message } }
}`;

const validSignUp = {
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'casey@newdealer.example',
  accountType: 'DEALER',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
};

const validSetup = {
  companyName: 'Prairie Heating & Air',
  businessType: 'CONTRACTOR',
  address: '77 Elm Road',
  city: 'Peoria',
  state: 'IL',
  zipCode: '61602',
  phoneNumber: '(309) 555-0110',
  website: 'https://prairie.example',
};

describe('session', () => {
  it('counts a fresh browser as signed in as the dealer sample user', async () => {
    const server = createTestServer('dealer');
    server.storage.clear();
    const data = await server.ok(VIEWER);
    expect(data.viewer).toEqual({
      authenticated: true,
      role: 'DEALER',
      user: {
        id: 'USR-001',
        name: 'Jordan Miller',
        role: 'DEALER',
        dealershipName: 'Summit Comfort Systems',
        location: 'Springfield, IL',
        dealerNumber: 'D-204817',
      },
    });
  });

  it('treats only the text "false" as signed out and unknown roles as dealer', async () => {
    const server = createTestServer('dealer');
    server.storage.setItem('authenticated', 'no');
    server.storage.setItem('role', 'superuser');
    expect((await server.ok(VIEWER)).viewer).toMatchObject({ authenticated: true, role: 'DEALER' });
    server.storage.setItem('authenticated', 'false');
    expect((await server.ok(VIEWER)).viewer).toEqual({ authenticated: false, role: 'DEALER', user: null });
  });

  it('signs in as the dealer whatever role was stored, and persists the session', async () => {
    const server = createTestServer(null);
    server.storage.setItem('role', 'client-admin');
    const data = await server.ok(SIGN_IN, { input: { email: 'someone@example.com', password: 'x' } });
    expect(data.signIn).toEqual({ session: { authenticated: true, role: 'DEALER', user: { name: 'Jordan Miller' } }, errors: [] });
    expect(server.storage.getItem('authenticated')).toBe('true');
    expect(server.storage.getItem('role')).toBe('dealer');
  });

  it('signs in with a provider without e-mail or password', async () => {
    const server = createTestServer(null);
    const data = await server.ok(SIGN_IN, { input: { provider: 'MICROSOFT' } });
    expect(data.signIn.session.authenticated).toBe(true);
  });

  it('rejects a sign-in with a bad e-mail or no password and stays signed out', async () => {
    const server = createTestServer(null);
    const data = await server.ok(SIGN_IN, { input: { email: 'not-an-email', password: '' } });
    expect(data.signIn.errors).toEqual([
      { field: ['email'], message: 'Enter a valid email address' },
      { field: ['password'], message: 'Password is required' },
    ]);
    expect(data.signIn.session.authenticated).toBe(false);
    expect(server.storage.getItem('authenticated')).toBe('false');
  });

  it('signs out: unauthenticated, role reset to dealer, "false" stored', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(`mutation { signOut { session { authenticated role user { id } } errors { message } } }`);
    expect(data.signOut).toEqual({ session: { authenticated: false, role: 'DEALER', user: null }, errors: [] });
    expect(server.storage.getItem('authenticated')).toBe('false');
    expect(server.storage.getItem('role')).toBe('dealer');
  });

  it('switches role to each sample user and keeps it across a reload', async () => {
    const server = createTestServer('dealer');
    const advisor = await server.ok(SWITCH, { role: 'COMFORT_ADVISOR' });
    expect(advisor.switchRole.session).toEqual({ role: 'COMFORT_ADVISOR', user: { role: 'COMFORT_ADVISOR', dealershipName: 'Summit Comfort Systems' } });
    const admin = await server.ok(SWITCH, { role: 'CLIENT_ADMIN' });
    expect(admin.switchRole.session.user.role).toBe('CLIENT_ADMIN');
    expect(server.storage.getItem('role')).toBe('client-admin');
    expect((await server.reload().ok(VIEWER)).viewer.role).toBe('CLIENT_ADMIN');
  });

  it('refuses a role switch when signed out', async () => {
    const server = createTestServer(null);
    expect(await server.errorCode(SWITCH, { role: 'CLIENT_ADMIN' })).toBe('UNAUTHENTICATED');
  });

  it('registers a sign-up without keeping the password, and refuses the same e-mail twice', async () => {
    const server = createTestServer(null);
    const first = await server.ok(SIGN_UP, { input: validSignUp });
    expect(first.signUp).toEqual({ registration: { id: 'REG-0001', email: 'casey@newdealer.example', accountType: 'DEALER' }, errors: [] });
    server.db.flush();
    const stored = server.storage.getItem(DB_STORAGE_KEY) ?? '';
    expect(stored).toContain('casey@newdealer.example');
    expect(stored).not.toContain('Secret123');
    const again = await server.ok(SIGN_UP, { input: { ...validSignUp, email: 'CASEY@newdealer.example' } });
    expect(again.signUp.errors).toEqual([{ field: ['email'], message: 'An account with this email already exists' }]);
  });

  it("returns the sign-up errors and saves nothing", async () => {
    const server = createTestServer(null);
    const data = await server.ok(SIGN_UP, {
      input: { ...validSignUp, firstName: ' ', email: 'bad', confirmPassword: 'Other123', acceptTerms: false },
    });
    expect(data.signUp.errors).toEqual([
      { field: ['firstName'], message: 'First name is required' },
      { field: ['email'], message: 'Enter a valid email address' },
      { field: ['confirmPassword'], message: "Passwords don't match" },
      { field: ['acceptTerms'], message: 'Please accept the Terms and Conditions' },
    ]);
    expect(server.db.data.registrations).toHaveLength(0);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('completes profile setup: saves the business profile and signs in as a dealer', async () => {
    const server = createTestServer(null);
    const data = await server.ok(SETUP, { input: validSetup });
    expect(data.completeProfileSetup).toEqual({
      session: { authenticated: true, role: 'DEALER' },
      profile: {
        dealer: { businessName: 'Prairie Heating & Air', city: 'Peoria', state: 'IL' },
        notifications: { training: false, claimUpdates: true },
      },
      errors: [],
    });
    const reloaded = server.reload();
    expect((await reloaded.ok(VIEWER)).viewer.user).toMatchObject({ dealershipName: 'Prairie Heating & Air', location: 'Peoria, IL' });
  });

  it('requires the profile setup fields with messages at each field', async () => {
    const server = createTestServer(null);
    const data = await server.ok(SETUP, {
      input: { ...validSetup, companyName: '', address: '', state: 'XX', zipCode: '12', website: 'not a url' },
    });
    expect(data.completeProfileSetup.errors).toEqual([
      { field: ['companyName'], message: 'Company name is required' },
      { field: ['address'], message: 'Street address is required' },
      { field: ['state'], message: 'Choose a US state' },
      { field: ['zipCode'], message: 'Enter a 5-digit ZIP code' },
      { field: ['website'], message: 'Enter a full web address, like https://example.com' },
    ]);
    expect(data.completeProfileSetup.session.authenticated).toBe(false);
    expect(server.db.data.dealerships[0]?.businessName).toBe('Summit Comfort Systems');
  });

  it('records a password-reset request for a valid e-mail only', async () => {
    const server = createTestServer(null);
    const RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { email errors { field message } } }`;
    expect((await server.ok(RESET, { email: 'nope' })).requestPasswordReset.errors).toEqual([
      { field: ['email'], message: 'Enter a valid email address' },
    ]);
    expect((await server.ok(RESET, { email: 'Jordan@Example.com' })).requestPasswordReset).toEqual({ email: 'jordan@example.com', errors: [] });
    expect(server.db.data.passwordResets).toHaveLength(1);
  });

  it('waits the configured sign-in delay before signing in', async () => {
    vi.useFakeTimers();
    try {
      const server = createTestServer(null);
      server.config.signInDelayMs = 1500;
      let settled = false;
      const pending = server.ok(SIGN_IN, { input: { provider: 'GOOGLE' } }).then((data) => {
        settled = true;
        return data;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(settled).toBe(false);
      expect(server.storage.getItem('authenticated')).toBe('false');
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).signIn.session.authenticated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('persistence', () => {
  it('saves a change in the next task without being asked, and only once for a burst of changes', async () => {
    const server = createTestServer('dealer');
    const writes: string[] = [];
    const setItem = server.storage.setItem.bind(server.storage);
    server.storage.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    await server.ok(`mutation { markAllNotificationsRead { errors { message } } }`);
    await server.ok(`mutation($id: ID!) { deleteNotification(input: { id: $id }) { errors { message } } }`, { id: 'USR-001-NTF-1' });
    expect(writes.filter((key) => key === DB_STORAGE_KEY)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes.filter((key) => key === DB_STORAGE_KEY)).toHaveLength(1);
    const stored = JSON.parse(server.storage.getItem(DB_STORAGE_KEY) ?? '{}');
    expect(stored.notifications.filter((row: { userId: string }) => row.userId === 'USR-001')).toHaveLength(2);
  });

  it('replaces a corrupt or old stored copy with fresh fixtures, never failing', async () => {
    for (const stored of ['{not json', JSON.stringify({ version: 1, users: [], notifications: [] }), JSON.stringify({ hello: 'world' })]) {
      const server = createTestServer('dealer');
      server.storage.setItem(DB_STORAGE_KEY, stored);
      const reloaded = server.reload();
      expect(reloaded.db.origin).toMatch(/^discarded-/);
      expect((await reloaded.ok(`{ viewer { user { dealershipName } } }`)).viewer.user.dealershipName).toBe('Summit Comfort Systems');
      expect(reloaded.storage.getItem(DB_STORAGE_KEY)).toBeNull();
    }
  });

  it('keeps working in memory when storage is full, and says so', async () => {
    const server = createTestServer('dealer');
    server.storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const data = await server.ok(`mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }`);
    expect(data.markAllNotificationsRead.notifications.unreadCount).toBe(0);
    server.db.flush();
    expect(server.db.saveError?.name).toBe('QuotaExceededError');
    expect((await server.ok(`{ notifications { unreadCount } }`)).notifications.unreadCount).toBe(0);
  });
});

describe('database shape', () => {
  it('lists every collection the fixtures build, so an older stored copy is recognised', async () => {
    const { createFixtureData } = await import('../../../domain/fixtures');
    const { DB_KEYS } = await import('../../../domain/db');
    expect([...DB_KEYS].sort()).toEqual(Object.keys(createFixtureData({ now: new Date('2026-11-22T15:00:00Z') })).sort());
  });
});
