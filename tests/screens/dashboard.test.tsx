import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { setReducedMotion } from '../media-queries';
import { renderRoute } from '../render-route';

/** How long to wait for the screen to answer (generous: the suite may share the machine with others). */
const PATIENCE_MS = 10_000;

const SLIDES = ['Earn More This Season', 'Everything You Need to Sell', 'Meet, Learn and Get Recognized'];

function region(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The value shown next to a label in a definition list. */
function figure(container: HTMLElement, label: string | RegExp): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  const value = term.parentElement?.querySelector('dd') ?? term.nextElementSibling;
  return value?.textContent ?? '';
}

/** The rows of a chart's screen-reader table, header row first. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

function quickAccessLinks(): [string, string | null][] {
  return within(region('Quick Access'))
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

function currentSlideTitle(): string {
  return within(region('Highlights')).getByRole('heading', { level: 2 }).textContent ?? '';
}

/** The carousel shows `title` (a move can wait for the slide animation's code the first time). */
async function expectSlide(title: string | undefined) {
  await waitFor(() => expect(currentSlideTitle()).toBe(title), { timeout: 5_000 });
}

/** The whole dashboard: its heading, the role's performance title, and Quick Access, which renders last. */
async function findDashboard(performanceTitle: string) {
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: PATIENCE_MS });
  const performance = await screen.findByRole('heading', { level: 2, name: performanceTitle }, { timeout: PATIENCE_MS });
  await screen.findByRole('region', { name: 'Quick Access' }, { timeout: PATIENCE_MS });
  return performance;
}

describe('dashboard: dealer', () => {
  it('shows the purchase volume: year to date, 63.08% of the goal, the 10-month trend by brand and brand totals', async () => {
    renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    const card = region('Purchase Volume');
    expect(within(card).getByText('$315,400')).toBeInTheDocument();
    expect(within(card).getByText('63.08% of $500,000')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Goal progress' })).toHaveAttribute('aria-valuenow', '63.08');
    expect(figure(card, 'Lennox')).toBe('$189,300');
    expect(figure(card, 'Allied Air')).toBe('$78,800');
    expect(figure(card, 'Heatcraft')).toBe('$47,300');

    const rows = tableRows('Purchase volume by brand, last 10 months');
    expect(rows[0]).toEqual(['Month', 'Lennox', 'Allied Air', 'Heatcraft', 'Total']);
    expect(rows).toHaveLength(11);
    expect(rows[1]).toEqual(['Jan 2026', '$14,900', '$6,200', '$3,700', '$24,800']);
    expect(rows[10]).toEqual(['Oct 2026', '$16,500', '$6,900', '$4,200', '$27,600']);
    // The drawing sits in a box of fixed height, hidden from screen readers (the table says it all).
    expect(within(card).getByTestId('chart-box')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows claimed sales, marketing funds and customer reviews from the server', async () => {
    renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');

    const claims = region('Claimed Sales');
    expect(within(claims).getByText('142 of 200')).toBeInTheDocument();
    expect(within(claims).getByText('71%')).toBeInTheDocument();
    expect(figure(claims, 'Total value')).toBe('$75,134');
    expect(figure(claims, 'Average per claim')).toBe('$529.11');
    expect(figure(claims, 'Pending')).toBe('10');
    expect(figure(claims, 'Approved')).toBe('10');
    expect(figure(claims, 'Paid')).toBe('113');
    expect(within(claims).getByRole('link', { name: 'View Earnings' })).toHaveAttribute('href', '/earnings');
    expect(within(claims).getByRole('link', { name: 'Submit a claim' })).toHaveAttribute('href', '/my-claims?submit=claim');

    const funds = region('Marketing Funds');
    expect(within(funds).getByText('$12,500')).toBeInTheDocument();
    expect(figure(funds, 'Co-op')).toBe('$8,000');
    expect(figure(funds, 'MDF')).toBe('$4,500');
    expect(figure(funds, 'Pending claims')).toBe('$850');
    expect(figure(funds, 'Earned YTD')).toBe('$32,000');
    expect(funds).toHaveTextContent('39 days until the quarter ends (Dec 31, 2026)');
    expect(within(funds).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/marketing-funds');

    const reviews = region('Customer Reviews');
    expect(reviews).toHaveTextContent('4.8 out of 5');
    expect(within(reviews).getByText('167 reviews')).toBeInTheDocument();
    const quotes = within(within(reviews).getByRole('list', { name: 'Recent reviews' })).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent('Carlos W.');
    expect(quotes[0]).toHaveTextContent('4 of 5 stars');
    expect(quotes[0]).toHaveTextContent('Good experience overall.');
    expect(within(reviews).getByRole('link', { name: 'View All Reviews' })).toHaveAttribute('href', '/reviews');

    expect(screen.queryByText('My Points')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Claims by Status' })).not.toBeInTheDocument();
  });

  it('gives the dealer the four Quick Access links', async () => {
    renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    expect(quickAccessLinks()).toEqual([
      ['Loyalty Dashboard', '/earnings'],
      ['Rewards', '/rewards'],
      ['FAQs', '/faq'],
      ['Resources', '/resources'],
    ]);
  });

  it('moves the marketing funds figures when a fund claim is submitted elsewhere', async () => {
    const { client, router } = renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    expect(figure(region('Marketing Funds'), 'Pending claims')).toBe('$850');

    // What the Marketing Funds screen's Submit Claim sends.
    const result = await client.mutate<{ submitFundClaim: { errors: unknown[] } }>({
      mutation: gql`
        mutation ($input: SubmitFundClaimInput!) {
          submitFundClaim(input: $input) {
            errors {
              field
              message
            }
          }
        }
      `,
      variables: { input: { fund: 'COOP', category: 'DIGITAL', description: 'Search ads for fall tune-ups', amount: '400', campaignDate: '2026-11-10' } },
    });
    expect(result.data?.submitFundClaim.errors).toEqual([]);

    await act(() => router.navigate('/faq'));
    await act(() => router.navigate('/'));
    await findDashboard('Dealership Performance');
    expect(figure(region('Marketing Funds'), 'Pending claims')).toBe('$1,250');
  });
});

describe('dashboard: contest banner', () => {
  it('links to the contest and can be dismissed, coming back on the next visit', async () => {
    const { user, server } = renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    const banner = region('Contest announcement');
    expect(banner).toHaveTextContent('Ultimate Comfort Advisor Contest');
    expect(banner).toHaveTextContent('Rack up points on every sale and compete by district, region or nationwide.');
    expect(within(banner).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/promotions?tab=ULTIMATE_CONTEST');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss contest announcement' }));
    expect(screen.queryByRole('region', { name: 'Contest announcement' })).not.toBeInTheDocument();

    server.db.flush();
    cleanup();
    renderRoute('/', { storage: server.storage });
    await findDashboard('Dealership Performance');
    expect(region('Contest announcement')).toBeInTheDocument();
  });
});

describe('dashboard: hero carousel', () => {
  it('moves with the previous and next buttons and wraps around at both ends', async () => {
    const { user } = renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    const carousel = region('Highlights');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlideTitle()).toBe(SLIDES[0]);
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(carousel).getByRole('link', { name: 'View Promotions' })).toHaveAttribute('href', '/promotions');
    expect(carousel).toHaveTextContent('Stocking incentives, finance offers and rebates are live.');

    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    await user.click(next);
    await expectSlide(SLIDES[1]);
    expect(within(carousel).getByRole('link', { name: 'Explore Resources' })).toHaveAttribute('href', '/resources');
    await user.click(next);
    await expectSlide(SLIDES[2]);
    expect(within(carousel).getByRole('link', { name: 'See Events' })).toHaveAttribute('href', '/events');
    await user.click(next);
    await expectSlide(SLIDES[0]);
    await user.click(previous);
    await expectSlide(SLIDES[2]);
    expect(within(carousel).getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  });

  it('slides the next slide in, unless the user prefers reduced motion', async () => {
    const { user } = renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    const carousel = region('Highlights');
    // The new slide starts faded out and shifted, then animates into place: its style is read as it
    // enters the page, before any animation frame (a busy machine may run one before a later read).
    const entering = new Promise<{ opacity: string; transform: string }>((resolve) => {
      const observer = new MutationObserver(() => {
        const group = within(carousel).queryByRole('group', { name: '2 of 3' });
        if (!group) return;
        observer.disconnect();
        resolve({ opacity: group.style.opacity, transform: group.style.transform });
      });
      observer.observe(carousel, { childList: true, subtree: true });
    });
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    const moving = await entering;
    expect(moving.opacity).toBe('0');
    expect(moving.transform).toContain('translateX(48px)');
    cleanup();

    setReducedMotion(true);
    try {
      const second = renderRoute('/', { role: 'dealer' });
      await findDashboard('Dealership Performance');
      const still = region('Highlights');
      await second.user.click(within(still).getByRole('button', { name: 'Next slide' }));
      const shown = await within(still).findByRole('group', { name: '2 of 3' });
      await expectSlide(SLIDES[1]);
      expect(shown.style.opacity).not.toBe('0');
      expect(shown.style.transform).not.toContain('translateX');
    } finally {
      setReducedMotion(false);
    }
  });

  it('has a named dot per slide marking the current one', async () => {
    const { user } = renderRoute('/', { role: 'comfort-advisor' });
    await findDashboard('My Performance');
    const carousel = region('Highlights');
    const dots = SLIDES.map((title, index) => within(carousel).getByRole('button', { name: `Go to slide ${index + 1}: ${title}` }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    await user.click(dots[2]!);
    await expectSlide(SLIDES[2]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    await user.click(dots[1]!);
    await expectSlide(SLIDES[1]);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('follows swipes of 50 px or more, by pointer or by touch, and ignores shorter ones', async () => {
    renderRoute('/', { role: 'dealer' });
    await findDashboard('Dealership Performance');
    const area = screen.getByTestId('hero-swipe-area');
    const pointerSwipe = (from: number, to: number) => {
      fireEvent.pointerDown(area, { clientX: from, clientY: 100 });
      fireEvent.pointerUp(area, { clientX: to, clientY: 100 });
    };
    const touchSwipe = (from: number, to: number) => {
      fireEvent.touchStart(area, { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: to, clientY: 100 }] });
    };

    pointerSwipe(300, 251);
    await expectSlide(SLIDES[0]);
    pointerSwipe(300, 250);
    await expectSlide(SLIDES[1]);
    pointerSwipe(200, 260);
    await expectSlide(SLIDES[0]);
    pointerSwipe(100, 180);
    await expectSlide(SLIDES[2]);

    touchSwipe(300, 270);
    await expectSlide(SLIDES[2]);
    touchSwipe(300, 220);
    await expectSlide(SLIDES[0]);
    touchSwipe(100, 150);
    await expectSlide(SLIDES[2]);

    // A mostly vertical drag is a scroll, not a swipe.
    fireEvent.pointerDown(area, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 240, clientY: 300 });
    await expectSlide(SLIDES[2]);
  });
});

describe('dashboard: comfort advisor', () => {
  it('shows my sales, points, pending claims and training, with their links', async () => {
    renderRoute('/', { role: 'comfort-advisor' });
    await findDashboard('My Performance');
    expect(region('Contest announcement')).toBeInTheDocument();
    expect(region('Highlights')).toBeInTheDocument();

    const performance = screen.getByRole('region', { name: 'My Performance' });
    expect(performance).toHaveTextContent('My Sales25 sales$14,732 this year · 7 this month');
    expect(performance).toHaveTextContent('My Points8,200 ptsAvailable to redeem3,800 pts to your next reward ($100 Prepaid Visa Gift Card)');
    expect(performance).toHaveTextContent('My Pending Claims4$2,966 awaiting approval');
    expect(performance).toHaveTextContent('My Training3 of 8Courses completed (37.5%)');
    expect(within(performance).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37.5');
    expect(within(performance).getByRole('link', { name: 'View Claims' })).toHaveAttribute('href', '/my-claims?status=open');
    expect(within(performance).getByRole('link', { name: 'Submit a claim' })).toHaveAttribute('href', '/my-claims?submit=claim');
    expect(within(performance).getByRole('link', { name: 'Continue Training' })).toHaveAttribute('href', '/training');
    expect(within(performance).getByRole('link', { name: 'Redeem Rewards' })).toHaveAttribute('href', '/rewards');

    expect(screen.queryByRole('region', { name: 'Purchase Volume' })).not.toBeInTheDocument();
    expect(quickAccessLinks()).toEqual([
      ['Rewards', '/rewards'],
      ['Training', '/training'],
      ['Events', '/events'],
      ['FAQs', '/faq'],
    ]);
  });
});

describe('dashboard: client admin', () => {
  it('shows the program health overview without the banner or the carousel', async () => {
    renderRoute('/', { role: 'client-admin' });
    await findDashboard('Program Health Overview');
    expect(screen.queryByRole('region', { name: 'Contest announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ultimate Comfort Advisor Contest')).not.toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Program Health Overview' });
    expect(overview).toHaveTextContent('Claims Processing Time3.2 daysAverage from submission to decision · target 3-5 days');
    expect(within(overview).getByText('Within target')).toBeInTheDocument();
    expect(overview).toHaveTextContent('Total Payouts$1,043,8561,842 approved claims plus spot awards');

    const status = region('Claims by Status');
    expect(within(status).getByText('137 need review')).toBeInTheDocument();
    expect(within(status).getByText('2,167 claims in total')).toBeInTheDocument();
    expect(figure(status, 'Approved')).toBe('1,842');
    expect(figure(status, 'Pending Review')).toBe('96');
    expect(figure(status, 'Needs Info')).toBe('41');
    expect(figure(status, 'Rejected')).toBe('188');

    const health = region('Program Health Score');
    expect(health).toHaveTextContent('84/ 100');
    expect(figure(health, 'Approval Rate')).toBe('85%');
    expect(figure(health, 'Avg. Processing Time')).toBe('3.2 days');
    expect(figure(health, 'Active Participants')).toBe('90.4%');
    expect(figure(health, 'Overdue Claims')).toBe('42');

    const rewards = within(region('Popular Rewards')).getAllByRole('listitem');
    expect(rewards.map((row) => row.textContent)).toEqual([
      '1.Gift Cards654 (23.2%)',
      '2.Electronics490 (17.4%)',
      '3.Tools409 (14.5%)',
      '4.Travel285 (10.1%)',
      '5.Experiences231 (8.2%)',
    ]);

    const payouts = region('Payout Segmentation');
    expect(figure(payouts, 'Dealer Programs')).toBe('$183,607 (17.6%)');
    expect(figure(payouts, 'Individual Participants')).toBe('$860,249 (82.4%)');
    expect(tableRows('Payouts by segment')).toEqual([
      ['Segment', 'Amount', 'Share'],
      ['Dealer Programs', '$183,607', '17.6%'],
      ['Individual Participants', '$860,249', '82.4%'],
    ]);

    expect(quickAccessLinks()).toEqual([
      ['Claims Analytics', '/admin-claims'],
      ['Participants', '/admin-participants'],
      ['Claims Management', '/admin-claims-management'],
      ['Promotions', '/admin-promotions'],
      ['Reports', '/admin-reporting'],
    ]);
  });

  it('moves the claims figures when a claim is approved elsewhere', async () => {
    const { client, router } = renderRoute('/', { role: 'client-admin' });
    await findDashboard('Program Health Overview');
    expect(within(region('Claims by Status')).getByText('137 need review')).toBeInTheDocument();

    // What Claims Management's Approve sends.
    const pending = await client.query<{ claims: { edges: { node: { id: string } }[] } }>({
      query: gql`
        {
          claims(filter: { statuses: [PENDING] }, first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
    });
    const approved = await client.mutate<{ approveClaim: { errors: unknown[] } }>({
      mutation: gql`
        mutation ($id: ID!) {
          approveClaim(input: { claimId: $id }) {
            errors {
              message
            }
          }
        }
      `,
      variables: { id: pending.data?.claims.edges[0].node.id },
    });
    expect(approved.data?.approveClaim.errors).toEqual([]);

    await act(() => router.navigate('/faq'));
    await act(() => router.navigate('/'));
    await findDashboard('Program Health Overview');
    const status = region('Claims by Status');
    expect(within(status).getByText('136 need review')).toBeInTheDocument();
    expect(figure(status, 'Approved')).toBe('1,843');
    expect(figure(status, 'Pending Review')).toBe('95');
  });
});
