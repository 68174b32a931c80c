import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServerLink } from '../../mocks/link';
import { MarketingFundsSubmitClaimDocument } from '../../src/graphql/__generated__/graphql';
import { makeClient } from '../../src/graphql/client';
import { createTestServer } from '../api';
import { findPageHeading, renderRoute, type RenderRouteOptions } from '../render-route';

async function openEarnings(path = '/earnings', options: RenderRouteOptions = {}) {
  const rendered = renderRoute(path, { role: 'dealer', ...options });
  // Generous: the first render of a file also loads the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'My Earnings' }, { timeout: 15_000 });
  return rendered;
}

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The value next to a label in a card's figures. */
function detail(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function activityRows(): HTMLElement[] {
  const section = screen.getByRole('region', { name: /Earnings Activity$/ });
  return within(within(section).getByRole('list')).getAllByRole('listitem');
}

function milestones() {
  return within(screen.getByRole('list', { name: 'Tier milestones' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('My Earnings: dealer', () => {
  it('shows the marketing funds, rebates and points cards with their links', async () => {
    await openEarnings();

    const funds = card('Marketing Funds');
    expect(funds).toHaveTextContent('$12,500');
    expect(funds).toHaveTextContent('Available balance');
    expect(detail(funds, 'Co-op')).toBe('$8,000');
    expect(detail(funds, 'MDF')).toBe('$4,500');
    expect(detail(funds, 'Pending claims')).toBe('$850');
    expect(detail(funds, 'Earned YTD')).toBe('$32,000');
    expect(within(funds).getByRole('link', { name: 'Request Funds' })).toHaveAttribute('href', '/marketing-funds');

    const rebates = card('Rebates');
    expect(rebates).toHaveTextContent('$6,450');
    expect(detail(rebates, 'Pending')).toBe('$975');
    expect(detail(rebates, 'Total incl. pending')).toBe('$7,425');
    expect(within(rebates).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/promotions');

    const points = card('Loyalty Points');
    expect(points).toHaveTextContent('28,450');
    expect(detail(points, 'Lifetime earned')).toBe('156,000 pts');
    expect(detail(points, 'Earned this month')).toBe('+2,700 pts');
    expect(within(points).getByRole('link', { name: 'Redeem Rewards' })).toHaveAttribute('href', '/rewards');
  });

  it('warns of points about to expire, and says nothing of an expiry date already past', async () => {
    // docs/product.md, "Business constants": the sample's 2,800 points expire on Dec 31 (of the server's current year).
    await openEarnings();
    expect(within(card('Loyalty Points')).getByText('2,800 pts expire Dec 31, 2026')).toBeInTheDocument();
    cleanup();

    const seeded = createTestServer('dealer');
    seeded.db.data.pointsExpirations[0]!.expiresOn = '2026-11-21';
    seeded.db.commit();
    seeded.db.flush();
    await openEarnings('/earnings', { storage: seeded.storage });
    await screen.findByText('28,450');
    expect(within(card('Loyalty Points')).queryByText(/expire/)).not.toBeInTheDocument();
  });

  it('shows the Premier tier as the top tier: 100% complete, every milestone reached', async () => {
    await openEarnings();
    const tier = card('Loyalty Tier Progress');
    expect(within(tier).getByTestId('current-tier')).toHaveTextContent('Premier');
    expect(tier).toHaveTextContent('156,000 pts lifetime');
    expect(within(tier).getByText('Top tier reached')).toBeInTheDocument();
    expect(within(tier).getByText('100% complete')).toBeInTheDocument();
    expect(within(tier).getByRole('progressbar', { name: 'Tier progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(milestones()).toEqual([
      'Essential0-4,999 ptsBase earningReached',
      'Select5,000-9,999 pts+10% on promotionsReached',
      'Elite10,000-19,999 pts+15% on promotionsReached',
      'PremierCurrent20,000+ pts+20% on promotionsReached',
    ]);
    expect(within(tier).getByRole('link', { name: 'View All Benefits' })).toHaveAttribute('href', '/rewards');
  });

  it('lists the earnings of the last 30 days, newest first', async () => {
    await openEarnings();
    const rows = activityRows();
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Equipment purchase: XC21 air conditioner system');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('Points');
    expect(rows[0]).toHaveTextContent('+1,250 pts');
    expect(rows[2]).toHaveTextContent('High-efficiency system rebate: 4 systems');
    expect(rows[2]).toHaveTextContent('+$600');
    expect(rows[6]).toHaveTextContent('Spot award: Sales Milestone');
    expect(rows[6]).toHaveTextContent('Nov 2, 2026');
    expect(rows[6]).toHaveTextContent('Spot Award');
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Showing 7 of 7 entries')).toBeInTheDocument();
    // The quarter's fund accrual (Oct 1) is older than 30 days.
    expect(screen.queryByText('Q4 2026 Co-op Accrual')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('View All shows the full history in the URL, a page at a time, and goes back to the last 30 days', async () => {
    const { user, router } = await openEarnings();
    await user.click(screen.getByRole('button', { name: 'View All' }));

    await screen.findByRole('heading', { level: 2, name: 'All Earnings Activity' }, { timeout: 5000 });
    expect(router.state.location.search).toBe('?view=all');
    expect(activityRows()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 27 entries')).toBeInTheDocument();
    expect(screen.getByText('Q4 2026 Co-op Accrual')).toBeInTheDocument();
    expect(screen.queryByText('Q4 2025 Co-op Accrual')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 27 of 27 entries', {}, { timeout: 5000 });
    expect(activityRows()).toHaveLength(27);
    expect(activityRows()[26]).toHaveTextContent('Q4 2025 Co-op Accrual');
    expect(activityRows()[26]).toHaveTextContent('Marketing Funds');
    expect(activityRows()[26]).toHaveTextContent('+$5,000');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Last 30 Days' }));
    await screen.findByRole('heading', { level: 2, name: 'Recent Earnings Activity' }, { timeout: 5000 });
    expect(router.state.location.search).toBe('');
    expect(activityRows()).toHaveLength(7);
  });

  it('opens the full history from a bookmarked address', async () => {
    await openEarnings('/earnings?view=all');
    expect(screen.getByRole('heading', { level: 2, name: 'All Earnings Activity' })).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 27 entries')).toBeInTheDocument();
  });

  it('Request Funds opens Marketing Funds', async () => {
    const { user } = await openEarnings();
    await user.click(within(card('Marketing Funds')).getByRole('link', { name: 'Request Funds' }));
    // The first visit loads the screen's code as well as its data.
    await screen.findByRole('heading', { level: 1, name: 'Marketing Funds' }, { timeout: 15_000 });
  });

  it('shows the fund figures as they are after a claim, also after a reload', async () => {
    const { server } = await openEarnings();
    expect(detail(card('Marketing Funds'), 'Pending claims')).toBe('$850');

    const other = makeClient({ link: createServerLink(server) });
    const { data } = await other.mutate({
      mutation: MarketingFundsSubmitClaimDocument,
      variables: { input: { fund: 'MDF', category: 'EVENTS', description: 'Holiday open house', amount: '400', campaignDate: '2026-11-15' } },
    });
    expect(data?.submitFundClaim.errors).toEqual([]);
    server.db.flush();
    cleanup();

    await openEarnings('/earnings', { storage: server.storage });
    const funds = card('Marketing Funds');
    expect(detail(funds, 'Pending claims')).toBe('$1,250');
    expect(funds).toHaveTextContent('$12,500');
  });
});

describe('My Earnings: comfort advisor', () => {
  it('has no marketing funds card and shows the advisor’s own rebates, points and Select tier', async () => {
    await openEarnings('/earnings', { role: 'comfort-advisor' });
    expect(screen.queryByRole('region', { name: 'Marketing Funds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request Funds' })).not.toBeInTheDocument();

    const rebates = card('Rebates');
    expect(rebates).toHaveTextContent('$75');
    expect(detail(rebates, 'Pending')).toBe('$150');
    expect(card('Loyalty Points')).toHaveTextContent('8,200');
    expect(within(card('Loyalty Points')).queryByText(/expire/)).not.toBeInTheDocument();

    const tier = card('Loyalty Tier Progress');
    expect(within(tier).getByTestId('current-tier')).toHaveTextContent('Select');
    expect(within(tier).getByText('Progress to Elite')).toBeInTheDocument();
    expect(within(tier).getByText('64% complete')).toBeInTheDocument();
    expect(within(tier).getByText('1,800 pts to Elite')).toBeInTheDocument();
    expect(within(tier).getByRole('progressbar', { name: 'Progress to Elite' })).toHaveAttribute('aria-valuenow', '64');
    expect(milestones().map((text) => text?.endsWith('Not reached yet') ? 'not reached' : 'reached')).toEqual([
      'reached',
      'reached',
      'not reached',
      'not reached',
    ]);

    const rows = activityRows();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Sale: high-efficiency heat pump system');
    expect(screen.queryByText(/Accrual/)).not.toBeInTheDocument();
  });

  it('is not for client admins', async () => {
    renderRoute('/earnings', { role: 'client-admin' });
    await findPageHeading('Access denied');
    await waitFor(() => expect(screen.queryByText('Recent Earnings Activity')).not.toBeInTheDocument());
  });
});
