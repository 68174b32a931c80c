import { act, screen, within } from '@testing-library/react';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_RECEIPT_FORM_CONFIG } from '../../domain/receipt-config';
import { createTestServer } from '../api';
import { findPageHeading, renderRoute } from '../render-route';

/**
 * Under jsdom, TextEncoder's bytes come from another realm than the global Uint8Array, and the receipt
 * form's token signer (jose) rejects them; a browser has one realm. The tests encode into the global Uint8Array.
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

function main() {
  return screen.getByRole('main');
}

function figure(label: string) {
  const term = within(main()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('store loyalty landing (/store-loyalty)', () => {
  it('is public: a signed-out visitor sees the hero, the figures, the benefits and the 3-step guide', async () => {
    renderRoute('/store-loyalty', { role: null });
    await findPageHeading('Store Loyalty');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Turn every receipt into rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/store-loyalty-submit');
    expect(screen.getByRole('link', { name: 'LEARN MORE' })).toHaveAttribute('href', '/store-loyalty-overview');

    expect(figure('Active Dealers')).toBe('2,500+');
    expect(figure('Rewards Distributed')).toBe('$2.5M');
    expect(figure('Satisfaction Rate')).toBe('95%');

    const benefits = screen.getByRole('region', { name: 'Why Join Store Loyalty' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Earn on Every Purchase', 'Redeem for Rewards You Want', 'Fast, Simple Submissions']);

    const steps = screen.getByRole('region', { name: 'Get Started in 3 Easy Steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1: Make a qualifying purchase', 'Step 2: Submit your receipt', 'Step 3: Earn and redeem points']);
    expect(within(steps).getByRole('link', { name: 'Submit Your First Receipt' })).toHaveAttribute('href', '/store-loyalty-submit');
  });

  it("reads the program's figures from the server", async () => {
    const seeded = createTestServer('comfort-advisor');
    seeded.db.data.storeLoyaltyStats = { activeDealers: 2750, rewardsDistributedCents: 280_000_000, satisfactionRate: 96 };
    seeded.db.commit();
    seeded.db.flush();
    renderRoute('/store-loyalty', { storage: seeded.storage });
    await findPageHeading('Store Loyalty');
    expect(figure('Active Dealers')).toBe('2,750+');
    expect(figure('Rewards Distributed')).toBe('$2.8M');
    expect(figure('Satisfaction Rate')).toBe('96%');
  });

  it('sends a signed-out visitor to sign in before submitting a receipt', async () => {
    const { user, router } = renderRoute('/store-loyalty', { role: null });
    await findPageHeading('Store Loyalty');
    await user.click(screen.getByRole('link', { name: 'GET STARTED' }));
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/store-loyalty-submit')}`);
  });

  it('takes a dealer to the receipt form with GET STARTED and to the overview with LEARN MORE', async () => {
    const { user } = renderRoute('/store-loyalty', { role: 'dealer' });
    await findPageHeading('Store Loyalty');
    await user.click(screen.getByRole('link', { name: 'GET STARTED' }));
    await findPageHeading('Submit a Receipt');

    await user.click(screen.getByRole('link', { name: 'Back to Store Loyalty' }));
    await findPageHeading('Store Loyalty');
    await user.click(screen.getByRole('link', { name: 'LEARN MORE' }));
    await findPageHeading('Program Overview');
  });
});

describe('receipt submission (/store-loyalty-submit)', () => {
  it('shows the way back, the instructions accordion and the embedded receipt form', async () => {
    const { user } = renderRoute('/store-loyalty-submit', { role: 'comfort-advisor' });
    await findPageHeading('Submit a Receipt');
    expect(screen.getByRole('link', { name: 'Back to Store Loyalty' })).toHaveAttribute('href', '/store-loyalty');

    const requirements = screen.getByRole('button', { name: 'Receipt requirements' });
    const howTo = screen.getByRole('button', { name: 'How to submit' });
    const after = screen.getByRole('button', { name: 'After you submit' });
    expect(requirements).toHaveAttribute('aria-expanded', 'true');
    expect(howTo).toHaveAttribute('aria-expanded', 'false');
    expect(after).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Purchase date within the last 60 days')).toBeVisible();
    expect(screen.getByText('Clear photo or scan in JPEG, PNG or PDF format')).toBeVisible();

    await user.click(after);
    expect(after).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(/Submissions are typically processed within 3-5 business days, and you will receive an e-mail confirmation/),
    ).toBeVisible();
    await user.click(requirements);
    expect(requirements).toHaveAttribute('aria-expanded', 'false');

    const frame = (await screen.findByTitle('Receipt submission form', {}, { timeout: 5000 })) as HTMLIFrameElement;
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://receipts.formservice.example');
    expect(src.searchParams.get('cpgId')).toBe('DEMO-CPG-1001');
    expect(src.searchParams.get('jwt')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin allow-popups');
    expect(frame.style.height).toBe('800px');

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { scrollHeight: 1400 }, origin: src.origin, source: frame.contentWindow }));
      window.dispatchEvent(
        new MessageEvent('message', { data: { height: 3000 }, origin: 'https://elsewhere.example', source: frame.contentWindow }),
      );
    });
    expect(frame.style.height).toBe('1450px');

    expect(
      screen.getByText(
        'Submissions are typically processed within 3-5 business days. You will receive an e-mail confirmation once your receipt has been processed.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the 'Configuration Error' block with 'Failed to generate submission URL'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderRoute('/store-loyalty-submit', { role: 'dealer' });
    server.config.receiptForm = { ...DEMO_RECEIPT_FORM_CONFIG, baseUrl: '' };
    await findPageHeading('Submit a Receipt');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Configuration Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to generate submission URL')).toBeInTheDocument();
    expect(within(alert).getByText('Please contact your system administrator or check the console for more details.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Store Loyalty' })).toBeInTheDocument();
  });
});

describe('program overview (/store-loyalty-overview)', () => {
  it('is public and explains how it works in 4 steps, with a way back', async () => {
    renderRoute('/store-loyalty-overview', { role: null });
    await findPageHeading('Program Overview');
    expect(screen.getByRole('link', { name: 'Back to Store Loyalty' })).toHaveAttribute('href', '/store-loyalty');
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1: Purchase', 'Step 2: Submit', 'Step 3: Earn', 'Step 4: Redeem']);
  });

  it("shows the product's one tier scheme from the server, never the landing page's other scheme", async () => {
    renderRoute('/store-loyalty-overview', { role: null });
    await findPageHeading('Program Overview');
    const tiers = screen.getByRole('region', { name: 'Membership Tiers' });
    const cards = within(tiers).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Essential', 'Select', 'Elite', 'Premier']);

    const expected = [
      ['Essential', '0 - 4,999 points', '1x points', 'Standard promotions'],
      ['Select', '5,000 - 9,999 points', '1.1x points', '+10% promotion bonus'],
      ['Elite', '10,000 - 19,999 points', '1.15x points', '+15% promotion bonus'],
      ['Premier', '20,000+ points', '1.2x points', '+20% promotion bonus'],
    ];
    for (const [name, range, multiplier, bonus] of expected) {
      const card = within(tiers).getByRole('article', { name: `${name} tier` });
      expect(within(card).getByText(range!)).toBeInTheDocument();
      expect(within(card).getByText(multiplier!)).toBeInTheDocument();
      expect(within(card).getByText(bonus!)).toBeInTheDocument();
    }
    expect(within(tiers).getByText('Invitations to Premier Dealer Recognition events')).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(/Silver|Gold|Platinum/);
  });

  it('lists the qualifying products and offers Submit Receipt and View Program Home', async () => {
    const { user } = renderRoute('/store-loyalty-overview', { role: 'dealer' });
    await findPageHeading('Program Overview');
    const products = screen.getByRole('region', { name: 'Qualifying Products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(6);
    expect(within(products).getByText('Air Conditioners & Heat Pumps')).toBeInTheDocument();
    expect(within(products).getByText('Thermostats & Controls')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Submit Receipt' })).toHaveAttribute('href', '/store-loyalty-submit');
    expect(screen.getByRole('link', { name: 'View Program Home' })).toHaveAttribute('href', '/store-loyalty');
    await user.click(screen.getByRole('link', { name: 'Submit Receipt' }));
    await findPageHeading('Submit a Receipt');
  });

  it('takes a visitor back to the program home', async () => {
    const { user } = renderRoute('/store-loyalty-overview', { role: null });
    await findPageHeading('Program Overview');
    await user.click(screen.getByRole('link', { name: 'View Program Home' }));
    await findPageHeading('Store Loyalty');
  });
});
