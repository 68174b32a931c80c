import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import { ADMIN_USER_ID, ADVISOR_PARTICIPANT_ID, ADVISOR_USER_ID, DEALER_PARTICIPANT_ID, DEALER_USER_ID, SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import type { UserRow } from '../../domain/fixtures/session';
import { MemoryUsers } from '../../mocks/repositories/users';
import type { UsersRepository } from '../../domain/repositories/users';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlUsers } from '../../server/repositories/users';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The users repository's contract: the SQL store reads users, their dealerships and the training
 * leaderboard's members as the in-browser store does, changes only the fields a change names (so
 * changes made at once to different fields all stay), and a whole document's users replace the
 * table's but for the users accounts sign in as.
 */

interface Stores {
  memory: UsersRepository;
  sql: SqlUsers;
  db: Database;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlUsers(store.db).replaceAll(structuredClone(db.data.users), structuredClone(db.data.dealerships), []);
  return { memory: new MemoryUsers(db), sql: new SqlUsers(store.db), db };
}

const newUser = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'USR-new',
  role: 'DEALER',
  firstName: "O'Brien",
  lastName: 'Stone; DROP TABLE users; --',
  email: 'Avery.Stone@Example.com',
  phone: '',
  jobTitle: '',
  avatarUrl: null,
  dealershipId: SAMPLE_DEALERSHIP_ID,
  participantId: DEALER_PARTICIPANT_ID,
  organization: null,
  location: null,
  notificationPreferences: { promotions: true, rewards: true, training: true, marketing: false, security: true, newsletter: false, product: true, email: true, claimUpdates: true },
  passwordUpdatedAt: null,
  ...overrides,
});

describe.each(STORES)('the users repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('reads users with their dealerships, participants’ users, members and business names as the memory store does', async () => {
    const { memory, sql: stored } = given.stores;
    for (const id of [DEALER_USER_ID, ADVISOR_USER_ID, ADMIN_USER_ID, 'USR-404']) expect(await stored.byId(id)).toEqual(await memory.byId(id));
    expect((await stored.byId(DEALER_USER_ID))?.dealership?.id).toBe(SAMPLE_DEALERSHIP_ID);
    expect((await stored.byId(ADMIN_USER_ID))?.dealership).toBeNull();
    for (const participant of [DEALER_PARTICIPANT_ID, ADVISOR_PARTICIPANT_ID, 'PRT-404']) {
      expect(await stored.byParticipant(participant)).toEqual(await memory.byParticipant(participant));
    }
    expect(await stored.members()).toEqual(await memory.members());
    expect((await stored.members()).map((member) => member.id)).toEqual([DEALER_USER_ID, ADVISOR_USER_ID]);
    expect(await stored.businessNames()).toEqual(await memory.businessNames());
    const dealerEmail = given.stores.db.data.users[0]!.email;
    for (const email of [dealerEmail, ` ${dealerEmail.toUpperCase()} `, 'nobody@example.com']) expect(await stored.emailTaken(email)).toBe(await memory.emailTaken(email));
  });

  it('applies each change to the named fields only, alike in both stores, and answers null for a missing user or dealership', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const personal = { firstName: "O'Brien", lastName: 'Stone; DROP TABLE users; --', email: 'ob@example.com', phone: '(555) 010-0000', jobTitle: 'Owner' };
      expect(await repository.updatePersonal(DEALER_USER_ID, personal)).toMatchObject(personal);
      expect(await repository.updatePreferences(DEALER_USER_ID, { marketing: true })).toMatchObject({ notificationPreferences: { marketing: true, email: true } });
      expect(await repository.passwordChanged(DEALER_USER_ID, TEST_NOW.toISOString())).toMatchObject({ passwordUpdatedAt: TEST_NOW.toISOString() });
      expect(await repository.updateDealership(SAMPLE_DEALERSHIP_ID, { businessName: 'Summit & Sons', state: 'WI' })).toMatchObject({ businessName: 'Summit & Sons', state: 'WI', city: 'Springfield' });
      expect(await repository.updatePersonal('USR-404', personal)).toBeNull();
      expect(await repository.updatePreferences('USR-404', { marketing: true })).toBeNull();
      expect(await repository.updateDealership('DLR-404', { city: 'Nowhere' })).toBeNull();
    }
    for (const id of [DEALER_USER_ID, ADVISOR_USER_ID]) expect(await given.stores.sql.byId(id)).toEqual(await given.stores.memory.byId(id));
    expect(await given.stores.sql.businessNames()).toEqual(new Map([[SAMPLE_DEALERSHIP_ID, 'Summit & Sons']]));
  });

  it('keeps every one of 9 preference changes made at once, and personal and business changes made together', async () => {
    const { sql: stored } = given.stores;
    const keys = ['promotions', 'rewards', 'training', 'marketing', 'newsletter', 'product', 'email', 'claimUpdates'] as const;
    const before = (await stored.byId(DEALER_USER_ID))!.user.notificationPreferences;
    await Promise.all([
      ...keys.map((key) => stored.updatePreferences(DEALER_USER_ID, { [key]: !before[key] })),
      stored.updatePersonal(DEALER_USER_ID, { firstName: 'Jo', lastName: 'Miller', email: 'jo@example.com', phone: '', jobTitle: 'Owner' }),
      stored.updateDealership(SAMPLE_DEALERSHIP_ID, { businessName: 'Renamed' }),
    ]);
    const after = await stored.byId(DEALER_USER_ID);
    for (const key of keys) expect(after!.user.notificationPreferences[key]).toBe(!before[key]);
    expect(after!.user.firstName).toBe('Jo');
    expect(after!.dealership!.businessName).toBe('Renamed');
  }, 60_000);

  it('replaces the users with a whole set of rows but keeps the users accounts sign in as, and refuses an account whose user is missing', async () => {
    const { sql: stored, db } = given.stores;
    await stored.add(newUser());
    await stored.add(newUser({ id: 'USR-gone', email: 'gone@example.com' }));
    await given.store.db.insertInto('accounts').values({ id: 'acct-new', email: 'avery@example.com', password_hash: 'x', role: 'DEALER', user_id: 'USR-new', password_updated_at: null }).execute();
    await stored.updatePersonal(DEALER_USER_ID, { firstName: 'Changed', lastName: 'Name', email: 'c@example.com', phone: '', jobTitle: '' });
    await stored.requestPasswordReset({ email: 'someone@example.com', requestedAt: TEST_NOW.toISOString() });
    await stored.replaceAll(db.data.users, db.data.dealerships, []);
    const { rows } = await sql<{ id: string }>`select id from users order by number`.execute(given.store.db);
    expect(rows.map((row) => row.id).sort()).toEqual([ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID, 'USR-new'].sort());
    expect((await stored.byId(DEALER_USER_ID))?.user.firstName).toBe(db.data.users[0]!.firstName);
    expect((await stored.byId('USR-new'))?.user.lastName).toBe('Stone; DROP TABLE users; --');
    expect(await given.store.db.selectFrom('password_reset_requests').selectAll().execute()).toEqual([]);
    await expect(
      given.store.db.insertInto('accounts').values({ id: 'acct-404', email: 'x@example.com', password_hash: 'x', role: 'DEALER', user_id: 'USR-404', password_updated_at: null }).execute(),
    ).rejects.toThrow(/foreign key/);
  });
});

describe.each(STORES)('users over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  const PREFERENCES = `mutation($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { profile { notifications { marketing newsletter } } errors { message } } }`;
  const PERSONAL = `mutation($input: UpdatePersonalInfoInput!) { updatePersonalInfo(input: $input) { user { name } errors { field message } } }`;
  const DEALER_INFO = `mutation($input: UpdateDealerInfoInput!) { updateDealerInfo(input: $input) { user { dealershipName } errors { field message } } }`;

  it('keeps profile changes sent at once, shows them to another browser and to an advisor of the dealership', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const { profile } = await dealer.ok(`{ profile { personal { firstName lastName email phone jobTitle } dealer { businessName streetAddress city state zipCode businessPhone website yearEstablished } notifications { promotions rewards training marketing newsletter product } } }`);
    const answers = await Promise.all([
      dealer.ok(PREFERENCES, { input: { ...profile.notifications, marketing: true, newsletter: true } }),
      dealer.ok(PERSONAL, { input: { ...profile.personal, firstName: 'Avery' } }),
      dealer.ok(DEALER_INFO, { input: { ...profile.dealer, businessName: 'Summit Comfort & Air' } }),
    ]);
    expect([answers[0].updateNotificationPreferences.errors, answers[1].updatePersonalInfo.errors, answers[2].updateDealerInfo.errors]).toEqual([[], [], []]);
    // Another browser of the same account, and an advisor of the same dealership, see the changes.
    const again = server.browser();
    await again.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const seen = await again.ok(`{ viewer { user { name dealershipName } } profile { notifications { marketing newsletter } } }`);
    expect(seen.viewer.user).toEqual({ name: `Avery ${profile.personal.lastName}`, dealershipName: 'Summit Comfort & Air' });
    expect(seen.profile.notifications).toEqual({ marketing: true, newsletter: true });
    const advisor = server.browser();
    await advisor.signIn(DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD);
    expect((await advisor.ok(`{ viewer { user { dealershipName } } }`)).viewer.user.dealershipName).toBe('Summit Comfort & Air');
  }, 120_000);

  it('keeps a signed-up account’s user through "reset demo data", which puts the sample users back as they were', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const newcomer = server.browser();
    const signUp = `mutation($input: SignUpInput!) { signUp(input: $input) { registration { email } errors { message } } }`;
    const input = { firstName: 'Avery', lastName: 'Stone', email: 'avery.stone@example.com', accountType: 'DEALER', password: 'Furnace-2026', confirmPassword: 'Furnace-2026', acceptTerms: true };
    expect((await newcomer.ok(signUp, { input })).signUp.errors).toEqual([]);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const { profile } = await dealer.ok(`{ profile { personal { firstName lastName email phone jobTitle } } }`);
    await dealer.ok(PERSONAL, { input: { ...profile.personal, firstName: 'Changed' } });
    expect((await newcomer.ok(`mutation { resetDemoData { ok errors { message } } }`)).resetDemoData).toEqual({ ok: true, errors: [] });
    expect((await newcomer.ok(`{ viewer { authenticated user { name } } }`)).viewer).toEqual({ authenticated: true, user: { name: 'Avery Stone' } });
    expect((await dealer.ok(`{ viewer { user { name } } }`)).viewer.user.name).toBe(`${profile.personal.firstName} ${profile.personal.lastName}`);
    const again = server.browser();
    await again.signIn('avery.stone@example.com', 'Furnace-2026');
    expect((await again.ok(`{ viewer { user { name } } }`)).viewer.user.name).toBe('Avery Stone');
  }, 120_000);
});
