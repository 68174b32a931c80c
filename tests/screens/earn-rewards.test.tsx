import { act, screen, waitFor, within } from '@testing-library/react';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_RECEIPT_FORM_CONFIG } from '../../domain/receipt-config';
import { findPageHeading, renderRoute } from '../render-route';

const FORM_ORIGIN = 'https://receipts.formservice.example';
const CONTACT_TEXT = 'Please contact your system administrator or check the console for more details.';

/**
 * Under jsdom, TextEncoder's bytes come from another realm than the global Uint8Array, and the token
 * signer (jose) rejects them; a browser has one realm. The tests encode into the global Uint8Array.
 */
class SameRealmTextEncoder {
  readonly encoding = 'utf-8';
  encode(input = ''): Uint8Array {
    return new Uint8Array(new NodeTextEncoder().encode(input));
  }
}

beforeEach(() => {
  vi.stubGlobal('TextEncoder', SameRealmTextEncoder);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openEarnRewards(role: 'dealer' | 'comfort-advisor' = 'dealer') {
  const rendered = renderRoute('/earn-rewards', { role });
  await findPageHeading('Earn Rewards');
  return rendered;
}

async function findFrame() {
  return screen.findByTitle('Receipt submission form', {}, { timeout: 5000 }) as Promise<HTMLIFrameElement>;
}

/** A message as the browser delivers it: from an origin and a window. */
function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('before you submit', () => {
  it('lists the receipt guidance in a collapsible section', async () => {
    const { user } = await openEarnRewards();
    const toggle = screen.getByRole('button', { name: 'Before You Submit' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const text of [
      'Purchase date within the last 60 days',
      'Authorized dealer name and location',
      'Itemized products with model numbers',
      'Total amount',
      'Clear photo or scan in JPEG, PNG or PDF format',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Total amount')).toBeVisible();
  });

  it('ends with the processing note', async () => {
    await openEarnRewards();
    expect(
      screen.getByText(
        'Submissions are typically processed within 3-5 business days. You will receive an e-mail confirmation once your receipt has been processed.',
      ),
    ).toBeInTheDocument();
  });
});

describe('receipt form frame', () => {
  it("shows 'Loading form...' while the address is being produced", async () => {
    // Hold the token's encryption until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, 'encrypt').mockImplementation(async (...args: Parameters<SubtleCrypto['encrypt']>) => {
      await held;
      return encrypt(...args);
    });

    await openEarnRewards();
    // The screen's own status (the shell's live regions are outside main).
    const loading = await waitFor(() => within(screen.getByRole('main')).getByRole('status'));
    expect(loading).toHaveTextContent('Loading form...');
    expect(screen.queryByTitle('Receipt submission form')).not.toBeInTheDocument();

    release();
    await findFrame();
    expect(screen.queryByText('Loading form...')).not.toBeInTheDocument();
  });

  it('embeds the form the server addressed for the member, in a narrow sandbox', async () => {
    await openEarnRewards();
    const frame = await findFrame();
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe(FORM_ORIGIN);
    expect(src.pathname).toBe('/embed');
    expect(src.searchParams.get('cpgId')).toBe('DEMO-CPG-1001');
    expect(src.searchParams.get('formId')).toBe('DEMO-FORM-STORE-LOYALTY');
    // base64url(iv).base64url(ciphertext): the encrypted, signed token.
    expect(src.searchParams.get('jwt')).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.style.height).toBe('800px');
  });

  it('serves comfort advisors too', async () => {
    await openEarnRewards('comfort-advisor');
    expect(await findFrame()).toBeInTheDocument();
  });

  it('follows height and scrollHeight messages from the form, plus 50 px and never below 600 px', async () => {
    await openEarnRewards();
    const frame = await findFrame();
    const form = frame.contentWindow;

    post({ height: 1200 }, FORM_ORIGIN, form);
    expect(frame.style.height).toBe('1250px');
    post({ scrollHeight: 900 }, FORM_ORIGIN, form);
    expect(frame.style.height).toBe('950px');
    post({ height: 1000, scrollHeight: 400 }, FORM_ORIGIN, form);
    expect(frame.style.height).toBe('1050px');
    post({ height: 320 }, FORM_ORIGIN, form);
    expect(frame.style.height).toBe('600px');
  });

  it('ignores messages from any other origin or window, and messages without a height number', async () => {
    await openEarnRewards();
    const frame = await findFrame();
    const form = frame.contentWindow;

    post({ height: 2000 }, 'https://attacker.example', form);
    post({ height: 2000 }, window.location.origin, window);
    post({ height: 2000 }, FORM_ORIGIN, window);
    post({ height: '2000' }, FORM_ORIGIN, form);
    post({ width: 2000 }, FORM_ORIGIN, form);
    post('2000', FORM_ORIGIN, form);
    expect(frame.style.height).toBe('800px');
  });

  it("shows the 'Configuration Error' block with the server's message when the address cannot be made", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderRoute('/earn-rewards');
    server.config.receiptForm = { ...DEMO_RECEIPT_FORM_CONFIG, encryptionKey: 'not-a-key' };
    await findPageHeading('Earn Rewards');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Configuration Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to generate form URL')).toBeInTheDocument();
    expect(within(alert).getByText(CONTACT_TEXT)).toBeInTheDocument();
    expect(screen.queryByTitle('Receipt submission form')).not.toBeInTheDocument();
    // The rest of the screen stays: this is not the route's error screen.
    expect(screen.getByRole('button', { name: 'Before You Submit' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });

  it("falls back to 'Failed to generate form URL' when the failure carries no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderRoute('/earn-rewards');
    server.config.receiptForm = new Proxy(DEMO_RECEIPT_FORM_CONFIG, {
      ownKeys() {
        throw new Error('');
      },
    });
    await findPageHeading('Earn Rewards');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Configuration Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to generate form URL')).toBeInTheDocument();
    expect(within(alert).getByText(CONTACT_TEXT)).toBeInTheDocument();
  });

  it('is not open to client admins', async () => {
    renderRoute('/earn-rewards', { role: 'client-admin' });
    expect(await findPageHeading('Access denied')).toBeInTheDocument();
  });
});
