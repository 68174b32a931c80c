import { describe, expect, it } from 'vitest';
import { actAs, createTestServer } from '../../api';

const PROFILE = `{ profile { personal { firstName lastName email phone jobTitle } dealer { businessName dealerNumber city state zipCode yearEstablished }
  notifications { promotions rewards training marketing security newsletter product } passwordUpdatedAt } }`;
const PERSONAL = `mutation($input: UpdatePersonalInfoInput!) { updatePersonalInfo(input: $input) { profile { personal { firstName email } } user { name } errors { field message } } }`;
const DEALER = `mutation($input: UpdateDealerInfoInput!) { updateDealerInfo(input: $input) { profile { dealer { businessName dealerNumber } } user { dealershipName location } errors { field message } } }`;
const PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { profile { passwordUpdatedAt } errors { field message } } }`;
const PREFS = `mutation($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { profile { notifications { marketing security newsletter } } errors { message } } }`;

const personal = { firstName: 'Jordan', lastName: 'Miller-Park', email: 'jordan@summit.example', phone: '(217) 555-0101', jobTitle: 'Owner' };
const dealer = {
  businessName: 'Summit Comfort & Air',
  streetAddress: '1420 Monroe Street',
  city: 'Decatur',
  state: 'IL',
  zipCode: '62521',
  businessPhone: '(217) 555-0100',
  website: 'https://summitcomfort.example',
  yearEstablished: '1998',
};

describe('profile settings', () => {
  it("reads the dealer's profile with a read-only dealer number and security alerts on", async () => {
    const server = createTestServer('dealer');
    const { profile } = await server.ok(PROFILE);
    expect(profile.personal).toEqual({ firstName: 'Jordan', lastName: 'Miller', email: 'jordan.miller@summitcomfort.example', phone: '(217) 555-0188', jobTitle: 'Owner' });
    expect(profile.dealer).toMatchObject({ businessName: 'Summit Comfort Systems', dealerNumber: 'D-204817', city: 'Springfield', state: 'IL' });
    expect(profile.notifications.security).toBe(true);
    expect(profile.passwordUpdatedAt).toBeNull();
  });

  it('saves personal details and shows the new name at once and after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(PERSONAL, { input: personal });
    expect(data.updatePersonalInfo).toEqual({ profile: { personal: { firstName: 'Jordan', email: 'jordan@summit.example' } }, user: { name: 'Jordan Miller-Park' }, errors: [] });
    expect((await server.reload().ok(PROFILE)).profile.personal.lastName).toBe('Miller-Park');
  });

  it('saves dealer details (the header shows the new name) but never the dealer number', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(DEALER, { input: dealer });
    expect(data.updateDealerInfo).toEqual({
      profile: { dealer: { businessName: 'Summit Comfort & Air', dealerNumber: 'D-204817' } },
      user: { dealershipName: 'Summit Comfort & Air', location: 'Decatur, IL' },
      errors: [],
    });
    const viewer = await server.reload().ok(`{ viewer { user { dealershipName } } }`);
    expect(viewer.viewer.user.dealershipName).toBe('Summit Comfort & Air');
  });

  it('names the dealership by its new name on its claims and participants, which keep its id', async () => {
    const server = createTestServer('dealer');
    await server.ok(DEALER, { input: dealer });
    actAs(server, 'client-admin');
    const data = await server.ok(`{
      claims(filter: { dealerId: "DLR-1001" }, first: 1) { edges { node { dealer { id name } participant { dealer { id name } } } } }
      claimsAnalytics { dealers { id name } }
    }`);
    const renamed = { id: 'DLR-1001', name: 'Summit Comfort & Air' };
    expect(data.claims.edges[0].node).toEqual({ dealer: renamed, participant: { dealer: renamed } });
    expect(data.claimsAnalytics.dealers).toContainEqual(renamed);
  });

  it('rejects bad personal and dealer input at the fields and changes nothing', async () => {
    const server = createTestServer('dealer');
    const before = JSON.stringify(server.db.data);
    const p = await server.ok(PERSONAL, { input: { ...personal, firstName: '', email: 'nope', phone: 'call me' } });
    expect(p.updatePersonalInfo.errors).toEqual([
      { field: ['firstName'], message: 'First name is required' },
      { field: ['email'], message: 'Enter a valid email address' },
      { field: ['phone'], message: 'Enter a valid phone number' },
    ]);
    const d = await server.ok(DEALER, { input: { ...dealer, businessName: ' ', state: 'ZZ', yearEstablished: '2099', website: 'ftp://x' } });
    expect(d.updateDealerInfo.errors).toEqual([
      { field: ['businessName'], message: 'Business name is required' },
      { field: ['state'], message: 'Choose a US state' },
      { field: ['website'], message: 'Enter a full web address, like https://example.com' },
      { field: ['yearEstablished'], message: 'Enter a year between 1800 and 2026' },
    ]);
    expect(JSON.stringify(server.db.data)).toBe(before);
  });

  it('changes the password only with the current one and a matching confirmation', async () => {
    const server = createTestServer('dealer');
    const bad = await server.ok(PASSWORD, { input: { currentPassword: '', newPassword: 'NewPass123', confirmPassword: 'Other123' } });
    expect(bad.changePassword.errors).toEqual([
      { field: ['currentPassword'], message: 'Current password is required' },
      { field: ['confirmPassword'], message: "Passwords don't match" },
    ]);
    expect(bad.changePassword.profile.passwordUpdatedAt).toBeNull();
    const good = await server.ok(PASSWORD, { input: { currentPassword: 'Old12345', newPassword: 'NewPass123', confirmPassword: 'NewPass123' } });
    expect(good.changePassword).toEqual({ profile: { passwordUpdatedAt: '2026-11-22T15:00:00.000Z' }, errors: [] });
  });

  it('saves notification preferences and keeps security alerts on', async () => {
    const server = createTestServer('dealer');
    const input = { promotions: true, rewards: true, training: false, marketing: true, newsletter: false, product: true };
    const data = await server.ok(PREFS, { input });
    expect(data.updateNotificationPreferences.profile.notifications).toEqual({ marketing: true, security: true, newsletter: false });
    expect((await server.reload().ok(PROFILE)).profile.notifications).toMatchObject({ marketing: true, newsletter: false, training: false, security: true });
  });

  it('keeps dealer details to dealers', async () => {
    const server = createTestServer('comfort-advisor');
    expect(await server.errorCode(DEALER, { input: dealer })).toBe('FORBIDDEN');
    actAs(server, 'client-admin');
    expect((await server.ok(PROFILE)).profile.dealer).toBeNull();
    const signedOut = createTestServer(null);
    expect(await signedOut.errorCode(PROFILE)).toBe('UNAUTHENTICATED');
  });

  it('resets the demo data to the fixtures but keeps the session', async () => {
    const server = createTestServer('dealer');
    await server.ok(DEALER, { input: dealer });
    const reset = await server.ok(`mutation { resetDemoData { ok errors { message } } }`);
    expect(reset.resetDemoData).toEqual({ ok: true, errors: [] });
    const reloaded = server.reload();
    expect((await reloaded.ok(PROFILE)).profile.dealer.businessName).toBe('Summit Comfort Systems');
    expect((await reloaded.ok(`{ viewer { authenticated role } }`)).viewer).toEqual({ authenticated: true, role: 'DEALER' });
  });
});
