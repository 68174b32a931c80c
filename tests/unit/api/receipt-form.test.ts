import { base64url, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_RECEIPT_FORM_CONFIG } from '../../../domain/receipt-config';
import { createTestServer, TEST_NOW, type TestServer } from '../../api';
import { decrypt } from '../../receipt-form-service';

const FORM = `query($placement: ReceiptFormPlacement!) { receiptForm(placement: $placement) { url origin } }`;
const config = DEMO_RECEIPT_FORM_CONFIG;

async function formUrl(server: TestServer, placement = 'EARN_REWARDS'): Promise<URL> {
  const { receiptForm } = await server.ok(FORM, { placement });
  const url = new URL(receiptForm.url);
  expect(receiptForm.origin).toBe(url.origin);
  return url;
}

async function failure(server: TestServer, placement: string) {
  const result = await server.run(FORM, { placement });
  return { message: result.errors?.[0]?.message, extensions: result.errors?.[0]?.extensions };
}

describe('receipt form address', () => {
  it('carries cpgId, formId and an encrypted, signed token with the member’s claims', async () => {
    const url = await formUrl(createTestServer('dealer'));
    expect(`${url.origin}${url.pathname}`).toBe(config.baseUrl);
    expect(url.searchParams.get('cpgId')).toBe(config.cpgId);
    expect(url.searchParams.get('formId')).toBe(config.formId);
    const token = url.searchParams.get('jwt') ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(base64url.decode(token.split('.')[0] ?? '')).toHaveLength(16);

    const jwt = await decrypt(token, config.encryptionKey);
    const { payload, protectedHeader } = await jwtVerify(jwt, new TextEncoder().encode(config.signingKey), {
      issuer: config.issuer,
      audience: config.audience,
      currentDate: TEST_NOW,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toEqual({
      iss: config.issuer,
      aud: config.audience,
      iat: Math.floor(TEST_NOW.getTime() / 1000),
      sub: 'USR-001',
      earnerId: 'PART-001',
      bearerToken: config.bearerToken,
    });
  });

  it('is signed with the configured key only', async () => {
    const url = await formUrl(createTestServer('dealer'));
    const jwt = await decrypt(url.searchParams.get('jwt') ?? '', config.encryptionKey);
    await expect(jwtVerify(jwt, new TextEncoder().encode('another-signing-key'))).rejects.toThrow();
  });

  it('uses a fresh IV on every call', async () => {
    const server = createTestServer('dealer');
    const first = (await formUrl(server)).searchParams.get('jwt') ?? '';
    const second = (await formUrl(server, 'STORE_LOYALTY_SUBMIT')).searchParams.get('jwt') ?? '';
    expect(first.split('.')[0]).not.toBe(second.split('.')[0]);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(await decrypt(first, config.encryptionKey)).toBe(await decrypt(second, config.encryptionKey));
  });

  it('names the comfort advisor as subject and earner when they submit', async () => {
    const url = await formUrl(createTestServer('comfort-advisor'));
    const jwt = await decrypt(url.searchParams.get('jwt') ?? '', config.encryptionKey);
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(config.signingKey));
    expect(payload).toMatchObject({ sub: 'USR-002', earnerId: 'PART-002' });
  });

  it.each([
    [{ encryptionKey: 'abc123' }, 'The receipt form encryption key must be 64 hexadecimal characters'],
    [{ encryptionKey: 'z'.repeat(64) }, 'The receipt form encryption key must be 64 hexadecimal characters'],
    [{ signingKey: '' }, 'Missing receipt form setting: signingKey'],
    [{ cpgId: ' ', bearerToken: '' }, 'Missing receipt form setting: cpgId, bearerToken'],
    [{ baseUrl: 'receipts.example/embed' }, 'The receipt form base URL is not a valid address'],
    [{ baseUrl: 'ftp://receipts.example/embed' }, 'The receipt form base URL must be an http(s) address'],
  ])('reports a Configuration Error for %o', async (change, reason) => {
    const server = createTestServer('dealer');
    server.config.receiptForm = { ...config, ...change };
    expect(await failure(server, 'EARN_REWARDS')).toEqual({
      message: 'Failed to generate form URL',
      extensions: { code: 'CONFIGURATION_ERROR', placement: 'EARN_REWARDS', reason },
    });
    expect(await failure(server, 'STORE_LOYALTY_SUBMIT')).toEqual({
      message: 'Failed to generate submission URL',
      extensions: { code: 'CONFIGURATION_ERROR', placement: 'STORE_LOYALTY_SUBMIT', reason },
    });
  });

  it('is for dealers and comfort advisors only', async () => {
    expect(await createTestServer(null).errorCode(FORM, { placement: 'EARN_REWARDS' })).toBe('UNAUTHENTICATED');
    expect(await createTestServer('client-admin').errorCode(FORM, { placement: 'STORE_LOYALTY_SUBMIT' })).toBe('FORBIDDEN');
  });
});

describe('store loyalty figures', () => {
  it('are public numbers: 2,500 active dealers, $2,500,000 distributed, 95% satisfaction', async () => {
    const data = await createTestServer(null).ok(`{ storeLoyaltyStats { activeDealers rewardsDistributed { amount currencyCode } satisfactionRate } }`);
    expect(data.storeLoyaltyStats).toEqual({
      activeDealers: 2500,
      rewardsDistributed: { amount: '2500000.00', currencyCode: 'USD' },
      satisfactionRate: 95,
    });
  });
});
