import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../api';
import { renderRoute, waitForLayerFocus } from '../render-route';

/** How long to wait for the screen to answer (generous: the suite may share the machine with others). */
const PATIENCE_MS = 10_000;
const until = (assertion: () => void) => waitFor(assertion, { timeout: PATIENCE_MS });

const TABS = ['All Promotions', 'Purchase Loyalty', 'Finance Offers', 'Sales Incentives', 'Ultimate Contest'];

function tab(name: string): HTMLElement {
  return screen.getByRole('tab', { name });
}

function filterGroup(): HTMLElement | null {
  return screen.queryByRole('group', { name: /by subcategory$/ });
}

function filterButtons(): [string, string | null][] {
  const group = filterGroup();
  if (!group) return [];
  return within(group)
    .getAllByRole('button')
    .map((button) => [button.textContent ?? '', button.getAttribute('aria-pressed')]);
}

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

/** The page's headings in document order, as `level text` (hidden ones, such as other tabs', left out). */
function outline(): string[] {
  return screen
    .getAllByRole('heading')
    .map((heading) => `${heading.getAttribute('aria-level') ?? heading.tagName.slice(1)} ${heading.textContent ?? ''}`);
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** The value of a fact (Program window, Reward…) on a card or in the dialog. */
function fact(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function search(router: ReturnType<typeof renderRoute>['router']): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

async function findPromotions() {
  await screen.findByRole('heading', { level: 1, name: 'Current Promotions' }, { timeout: PATIENCE_MS });
  await screen.findAllByRole('article', {}, { timeout: PATIENCE_MS });
}

describe('current promotions: tabs and filters', () => {
  it('lists every promotion on All Promotions, a page at a time', async () => {
    const { user } = renderRoute('/promotions', { role: 'dealer' });
    await findPromotions();
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(TABS);
    expect(tab('All Promotions')).toHaveAttribute('aria-selected', 'true');
    expect(filterButtons()).toEqual([['All Promotions', 'true']]);

    // The screen's own status (the shell's live regions are outside main).
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Showing 12 of 18 promotions');
    expect(cardTitles()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await until(() => expect(cardTitles()).toHaveLength(18));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Showing 18 of 18 promotions');
    expect(cardTitles().at(-1)).toBe('Ultimate Comfort Advisor Contest');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters Purchase Loyalty by subcategory in the URL, and a new tab resets the filter', async () => {
    const { user, router } = renderRoute('/promotions', { role: 'dealer' });
    await findPromotions();

    await user.click(tab('Purchase Loyalty'));
    await until(() => expect(tab('Purchase Loyalty')).toHaveAttribute('aria-selected', 'true'));
    expect(search(router)).toEqual({ tab: 'PURCHASE_LOYALTY' });
    await until(() => expect(cardTitles()).toHaveLength(8));
    expect(filterButtons()).toEqual([
      ['All Purchase Loyalty', 'true'],
      ['Stocking', 'false'],
      ['Parts & Service', 'false'],
      ['Lennox Store', 'false'],
      ['ComfortPro Online', 'false'],
      ['Will-Call', 'false'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Stocking' }));
    await until(() => expect(cardTitles()).toEqual(['Pre-Season Stocking Incentive', 'Heat Pump Stocking Program']));
    expect(search(router)).toEqual({ tab: 'PURCHASE_LOYALTY', subcategory: 'STOCKING' });
    expect(screen.getByRole('button', { name: 'Stocking' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Purchase Loyalty' })).toHaveAttribute('aria-pressed', 'false');
    for (const title of cardTitles()) expect(card(title)).toHaveTextContent('Purchase Loyalty → Stocking Incentives');

    await user.click(screen.getByRole('button', { name: 'ComfortPro Online' }));
    await until(() => expect(cardTitles()).toEqual(['ComfortPro Online Free Freight', 'ComfortPro Online Points Back']));
    expect(card('ComfortPro Online Points Back')).toHaveTextContent('Purchase Loyalty → ComfortPro Online Offers');

    await user.click(tab('Sales Incentives'));
    await until(() => expect(cardTitles()).toHaveLength(6));
    expect(search(router)).toEqual({ tab: 'SALES_INCENTIVES' });
    expect(filterButtons()).toEqual([
      ['All Sales Incentives', 'true'],
      ['Dealer Rebates', 'false'],
      ['Homeowner Rebates', 'false'],
      ['Utility Rebates', 'false'],
      ['Comfort Advisor', 'false'],
    ]);

    await user.click(screen.getByRole('button', { name: 'All Sales Incentives' }));
    expect(search(router)).toEqual({ tab: 'SALES_INCENTIVES' });
    await user.click(tab('All Promotions'));
    await until(() => expect(cardTitles()).toHaveLength(12));
    expect(search(router)).toEqual({});
  });

  it('opens on the tab and filter of the URL', async () => {
    renderRoute('/promotions?tab=SALES_INCENTIVES&subcategory=COMFORT_ADVISOR', { role: 'comfort-advisor' });
    await findPromotions();
    expect(tab('Sales Incentives')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Comfort Advisor' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Comfort Advisor SPIFF', 'Indoor Air Quality Add-On Bonus']);
    expect(card('Comfort Advisor SPIFF')).toHaveTextContent('Sales Incentives → Comfort Advisor Incentives');
  });

  it('ignores a subcategory that does not belong to the tab', async () => {
    renderRoute('/promotions?tab=FINANCE_OFFERS&subcategory=STOCKING', { role: 'dealer' });
    await findPromotions();
    expect(cardTitles()).toEqual(['0% APR for 60 Months', 'Low-Rate 84-Month Financing', 'Same-as-Cash 12 Months']);
  });

  it('has only the All button on Finance Offers and no filter on Ultimate Contest', async () => {
    const { user } = renderRoute('/promotions?tab=FINANCE_OFFERS', { role: 'dealer' });
    await findPromotions();
    expect(filterButtons()).toEqual([['All Finance Offers', 'true']]);
    expect(cardTitles()).toEqual(['0% APR for 60 Months', 'Low-Rate 84-Month Financing', 'Same-as-Cash 12 Months']);
    const finance = card('0% APR for 60 Months');
    expect(finance).toHaveTextContent('Finance Offers');
    expect(finance).not.toHaveTextContent('→');

    await user.click(tab('Ultimate Contest'));
    await until(() => expect(cardTitles()).toEqual(['Ultimate Comfort Advisor Contest']));
    expect(filterGroup()).not.toBeInTheDocument();
    expect(card('Ultimate Comfort Advisor Contest')).toHaveTextContent('Ultimate Comfort Advisor Contest');
  });
});

describe('current promotions: cards and details', () => {
  it('outlines the page without skipping a level: the screen’s h1, then each card’s title at h2', async () => {
    const { user } = renderRoute('/promotions', { role: 'dealer' });
    await findPromotions();
    // Each card is an article named by its title.
    const expected = () => ['1 Current Promotions', ...screen.getAllByRole('article').map((article) => `2 ${document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''}`)];
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(outline()).toEqual(expected());

    await user.click(tab('Purchase Loyalty'));
    await until(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    expect(outline()).toEqual(expected());
  });

  it('shows each card field: status, description, category, window, reward, eligibility, Premier bonus and tags', async () => {
    renderRoute('/promotions', { role: 'dealer' });
    await findPromotions();
    const stocking = card('Pre-Season Stocking Incentive');
    expect(within(stocking).getByText('Active')).toBeInTheDocument();
    expect(stocking).toHaveTextContent('Stock up ahead of the season and earn an additional rebate on every qualifying stocking order.');
    expect(stocking).toHaveTextContent('Purchase Loyalty → Stocking Incentives');
    expect(fact(stocking, 'Program window')).toBe('Oct 1, 2026 – Jan 31, 2027');
    expect(fact(stocking, 'Reward')).toBe('Extra 3% rebate on stocking orders');
    expect(fact(stocking, 'Eligibility')).toBe('Dealers placing stocking orders of $25,000 or more');
    expect(stocking).toHaveTextContent('Premier Dealer BonusPremier Dealers earn an extra 1% (4% total)');
    expect(within(within(stocking).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Stocking',
      'Rebate',
      'Seasonal',
    ]);

    const service = card('Service Agreement Accelerator');
    expect(service).not.toHaveTextContent('Premier Dealer Bonus');
    expect(fact(service, 'Reward')).toBe('$50 credit per new maintenance agreement');
  });

  it('opens the details in a dialog with the bonus of the dealer’s Premier tier', async () => {
    const { user } = renderRoute('/promotions', { role: 'dealer' });
    await findPromotions();
    await user.click(screen.getByRole('button', { name: 'View Details: Pre-Season Stocking Incentive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-Season Stocking Incentive' }, { timeout: PATIENCE_MS });
    expect(dialog).toHaveTextContent('Purchase Loyalty → Stocking Incentives');
    expect(fact(dialog, 'Program window')).toBe('Oct 1, 2026 – Jan 31, 2027');
    expect(fact(dialog, 'Reward')).toBe('Extra 3% rebate on stocking orders');
    expect(fact(dialog, 'Eligibility')).toBe('Dealers placing stocking orders of $25,000 or more');
    expect(fact(dialog, 'Premier Dealer Bonus')).toBe('Premier Dealers earn an extra 1% (4% total)');
    expect(dialog).toHaveTextContent('Your tier bonusPremier');
    expect(dialog).toHaveTextContent('As a Premier member you earn a +20% bonus on this promotion.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await until(() => expect(dialog).toHaveAttribute('data-state', 'closed'));

    await user.click(screen.getByRole('button', { name: 'View Details: Service Agreement Accelerator' }));
    const other = await screen.findByRole('dialog', { name: 'Service Agreement Accelerator' }, { timeout: PATIENCE_MS });
    expect(other).toHaveTextContent('No tier bonus applies to this promotion for your Premier tier.');
    expect(within(other).queryByText('Premier Dealer Bonus', { selector: 'dt' })).not.toBeInTheDocument();
    await waitForLayerFocus(other);
    await user.keyboard('{Escape}');
    await until(() => expect(other).toHaveAttribute('data-state', 'closed'));
  });

  it('gives a comfort advisor the bonus of their Select tier', async () => {
    const { user } = renderRoute('/promotions?tab=PURCHASE_LOYALTY&subcategory=ONLINE_STORE', { role: 'comfort-advisor' });
    await findPromotions();
    await user.click(screen.getByRole('button', { name: 'View Details: ComfortPro Online Points Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'ComfortPro Online Points Back' }, { timeout: PATIENCE_MS });
    expect(dialog).toHaveTextContent('As a Select member you earn a +10% bonus on this promotion.');
  });
});

describe('current promotions: states', () => {
  it('shows Scheduled and Expired promotions by their window, and the empty text when a filter matches nothing', async () => {
    // The program changes: one promotion starts later, one has ended, the Will-Call offer is withdrawn.
    const setup = createTestServer('dealer');
    const rows = setup.db.data.customerPromotions;
    const scheduled = rows.find((row) => row.id === 'PROMO-C01')!;
    scheduled.windowStart = '2027-01-01';
    const expired = rows.find((row) => row.id === 'PROMO-C02')!;
    expired.windowEnd = '2026-10-31';
    rows.splice(rows.findIndex((row) => row.id === 'PROMO-C08'), 1);
    setup.db.save();

    const { user, router } = renderRoute('/promotions?tab=PURCHASE_LOYALTY', { storage: setup.storage });
    await findPromotions();
    expect(within(card('Pre-Season Stocking Incentive')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card('Heat Pump Stocking Program')).getByText('Expired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Will-Call' }));
    expect(await screen.findByText('No promotions found in this category.', {}, { timeout: PATIENCE_MS })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    // The empty text is the heading after the screen's h1, a level below it.
    expect(outline()).toEqual(['1 Current Promotions', '2 No promotions found in this category.']);
    expect(search(router)).toEqual({ tab: 'PURCHASE_LOYALTY', subcategory: 'WILL_CALL' });

    await user.click(screen.getByRole('button', { name: 'Show all Purchase Loyalty' }));
    await until(() => expect(cardTitles()).toHaveLength(7));
    expect(search(router)).toEqual({ tab: 'PURCHASE_LOYALTY' });
  });

  it('sends a client admin to promotions management', async () => {
    const { router } = renderRoute('/promotions', { role: 'client-admin' });
    await until(() => expect(router.state.location.pathname).toBe('/admin-promotions'));
    await screen.findByRole('heading', { level: 1, name: 'Promotions Management' }, { timeout: PATIENCE_MS });
  });
});
