import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historicalRecord } from '../../domain/fixtures/rewards';
import { toaster } from '../../src/components/ui/toaster';
import { createTestServer } from '../api';
import { eventually, findPageHeading, renderRoute, selectTab, type RenderedRoute } from '../render-route';

const DEALER_BALANCE = '28,450';

async function expectClosed(dialog: HTMLElement) {
  await eventually(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
}

async function openRewards(path = '/rewards', role: 'dealer' | 'comfort-advisor' = 'dealer', storage?: RenderedRoute['server']['storage']) {
  const rendered = renderRoute(path, { role, storage });
  await findPageHeading('Loyalty Rewards');
  return rendered;
}

/** What a reload of the page sees: the same storage, a fresh server, client and render. */
async function reload(rendered: RenderedRoute, path = '/rewards') {
  rendered.server.db.flush();
  cleanup();
  toaster.remove();
  return openRewards(path, undefined, rendered.server.storage);
}

function balance() {
  return screen.getByTestId('points-balance');
}

function rewardCard(name: string) {
  return screen.getByRole('article', { name });
}

function offerCard(title: string) {
  return screen.getByRole('article', { name: title });
}

async function openTab(user: RenderedRoute['user'], name: string) {
  await selectTab(user, name);
  if (name === 'My Activity') await screen.findByRole('table');
}

function activityRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

async function openCart(user: RenderedRoute['user']) {
  await user.click(screen.getByRole('button', { name: /^View Cart/ }));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

describe('points and tier', () => {
  it('shows the dealer their available points with the Premier badge, lifetime points, points this month and tier progress', async () => {
    await openRewards();
    const available = screen.getByRole('region', { name: 'Available points' });
    expect(within(available).getByTestId('points-balance')).toHaveTextContent(DEALER_BALANCE);
    expect(within(available).getByText('Premier')).toBeInTheDocument();
    expect(within(available).getByText(/Lifetime earned:/)).toHaveTextContent('Lifetime earned: 156,000 pts');
    expect(screen.getByText('Points This Month').parentElement?.parentElement).toHaveTextContent('2,700');
    expect(screen.getByText('Top tier reached · 100% complete')).toBeInTheDocument();
  });

  it('puts the comfort advisor in the Select tier with their own balance and the distance to Elite', async () => {
    await openRewards('/rewards', 'comfort-advisor');
    expect(balance()).toHaveTextContent('8,200');
    const available = screen.getByRole('region', { name: 'Available points' });
    expect(within(available).getByText('Select')).toBeInTheDocument();
    expect(within(available).getByText(/Lifetime earned:/)).toHaveTextContent('8,200 pts');
    expect(screen.getByText('1,800 points to Elite · 64% complete')).toBeInTheDocument();
  });

  it('links Earn Rewards to the store loyalty program', async () => {
    await openRewards();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Earn Rewards' })).toHaveAttribute('href', '/store-loyalty');
  });
});

describe('category tiles', () => {
  it('shows dealers the four tiles, Marketing Funds included', async () => {
    await openRewards();
    const tiles = screen.getByRole('region', { name: 'Reward Categories' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Merchandise & Gift Cards',
      'Travel & Experiences',
      'Training & Certification',
      'Marketing Funds',
    ]);
    expect(within(tiles).getByRole('link', { name: 'Marketing Funds' })).toHaveAttribute('href', '/marketing-funds');
    expect(within(tiles).getByRole('link', { name: 'Training & Certification' })).toHaveAttribute('href', '/training');
  });

  it('never shows comfort advisors the Marketing Funds tile', async () => {
    await openRewards('/rewards', 'comfort-advisor');
    const tiles = screen.getByRole('region', { name: 'Reward Categories' });
    expect(within(tiles).getAllByRole('link')).toHaveLength(3);
    expect(within(tiles).queryByRole('link', { name: 'Marketing Funds' })).not.toBeInTheDocument();
  });

  it('opens the catalogue filtered to travel from the Travel & Experiences tile', async () => {
    const { user, router } = await openRewards();
    await user.click(screen.getByRole('link', { name: 'Travel & Experiences' }));
    await eventually(() => expect(screen.getByRole('tab', { name: 'Featured Rewards' })).toHaveAttribute('aria-selected', 'true'));
    await eventually(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(rewardCard('Weekend Getaway for Two')).toBeInTheDocument();
    expect(rewardCard('$500 Airline Travel Voucher')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=rewards&category=TRAVEL');
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('tabs', () => {
  it('are real tabs kept in the URL', async () => {
    const { user, router } = await openRewards();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Featured Offers', 'Featured Rewards', 'My Activity', 'Tier Benefits']);
    expect(screen.getByRole('tab', { name: 'Featured Offers' })).toHaveAttribute('aria-selected', 'true');

    await openTab(user, 'My Activity');
    expect(router.state.location.search).toBe('?tab=activity');
    expect(screen.getByRole('tabpanel', { name: 'My Activity' })).toContainElement(screen.getByRole('table'));

    await openTab(user, 'Featured Offers');
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL', async () => {
    await openRewards('/rewards?tab=tiers');
    expect(screen.getByRole('tab', { name: 'Tier Benefits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('article', { name: 'Premier' })).toBeInTheDocument();
  });
});

describe('featured offers', () => {
  it('lists every offer for dealers, Marketing offers included, with terms and dates', async () => {
    await openRewards();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const coop = offerCard('Co-op Advertising Match');
    expect(within(coop).getByText('Marketing')).toBeInTheDocument();
    expect(within(coop).getByText('50% match up to $1,000')).toBeInTheDocument();
    expect(within(coop).getByText('Terms: Submit receipts within 60 days.')).toBeInTheDocument();
    expect(within(coop).getByText('Valid until Jan 31, 2027')).toBeInTheDocument();
  });

  it('never shows comfort advisors a Marketing offer', async () => {
    await openRewards('/rewards', 'comfort-advisor');
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('article', { name: 'Co-op Advertising Match' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Digital Marketing Starter Kit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Marketing')).not.toBeInTheDocument();
  });

  it('activates an offer, and it stays activated after a reload', async () => {
    const rendered = await openRewards();
    const { user } = rendered;
    await user.click(within(offerCard('Fall Volume Bonus')).getByRole('button', { name: 'Activate Offer' }));

    expect(await screen.findByText('Offer activated')).toBeInTheDocument();
    expect(screen.getByText('Fall Volume Bonus is now active on your account.')).toBeInTheDocument();
    const activated = within(offerCard('Fall Volume Bonus')).getByRole('button', { name: 'Offer Activated' });
    expect(activated).toBeDisabled();
    expect(within(offerCard('Holiday Bonus Points')).getByRole('button', { name: 'Activate Offer' })).toBeEnabled();

    await reload(rendered);
    expect(within(offerCard('Fall Volume Bonus')).getByRole('button', { name: 'Offer Activated' })).toBeDisabled();
    expect(within(offerCard('Holiday Bonus Points')).getByRole('button', { name: 'Activate Offer' })).toBeEnabled();
  });
});

describe('expired offers', () => {
  it('cannot be activated once their date has passed', async () => {
    const seeded = createTestServer('dealer');
    seeded.db.data.rewardOffers.find((offer) => offer.title === 'Holiday Bonus Points')!.validUntil = '2020-12-31';
    seeded.db.commit();
    seeded.db.flush();
    await openRewards('/rewards', 'dealer', seeded.storage);
    const holiday = offerCard('Holiday Bonus Points');
    expect(within(holiday).getByRole('button', { name: 'Offer Expired' })).toBeDisabled();
    expect(within(holiday).queryByRole('button', { name: 'Activate Offer' })).not.toBeInTheDocument();
  });
});

describe('featured rewards', () => {
  it("shows each reward's button state: out of stock disabled, 'Not Enough Points' disabled, otherwise 'Redeem'", async () => {
    await openRewards('/rewards?tab=rewards');
    expect(screen.getAllByRole('article')).toHaveLength(12);

    const tv = rewardCard('65-inch 4K Smart TV');
    expect(within(tv).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(tv).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(tv).getByText('45,000 pts')).toBeInTheDocument();

    const getaway = rewardCard('Weekend Getaway for Two');
    expect(within(getaway).getByRole('button', { name: 'Not Enough Points' })).toBeDisabled();
    expect(within(getaway).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    const headphones = rewardCard('Wireless Noise-Cancelling Headphones');
    expect(within(headphones).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(within(headphones).getByText('18,500 pts')).toBeInTheDocument();
    expect(within(headphones).getByText('12 in stock')).toBeInTheDocument();
    expect(within(headphones).getByText('Popular')).toBeInTheDocument();
  });

  it('filters the catalogue by category through the URL', async () => {
    const { user, router } = await openRewards('/rewards?tab=rewards');
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    await eventually(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(router.state.location.search).toBe('?tab=rewards&category=TOOLS');
    expect(rewardCard('HVAC Master Hand Tool Set')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '11-inch Tablet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Rewards' }));
    await eventually(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(router.state.location.search).toBe('?tab=rewards');
  });

  it('asks before redeeming and changes nothing when the member cancels', async () => {
    const { user } = await openRewards('/rewards?tab=rewards');
    await user.click(within(rewardCard('Wireless Noise-Cancelling Headphones')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Redeem Wireless Noise-Cancelling Headphones?' });
    expect(dialog).toHaveTextContent('18,500 pts will be deducted from your balance of 28,450 pts.');
    expect(within(dialog).getByText('9,950 pts')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed(dialog);
    expect(balance()).toHaveTextContent(DEALER_BALANCE);
    expect(within(rewardCard('Wireless Noise-Cancelling Headphones')).getByText('12 in stock')).toBeInTheDocument();
  });

  it('redeems after confirmation: the notice for 4 s, a lower balance, less stock and a My Activity row, all kept after a reload', async () => {
    const rendered = await openRewards('/rewards?tab=rewards');
    const { user } = rendered;
    await user.click(within(rewardCard('Wireless Noise-Cancelling Headphones')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Redeem Wireless Noise-Cancelling Headphones?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Redemption' }));

    expect(await screen.findByText('Redemption initiated for Wireless Noise-Cancelling Headphones')).toBeInTheDocument();
    expect(screen.getByText('18,500 points will be deducted from your balance.')).toBeInTheDocument();
    const notice = toaster
      .getVisibleToasts()
      .find((toast) => toast.title === 'Redemption initiated for Wireless Noise-Cancelling Headphones');
    expect(notice?.duration).toBe(4000);
    expect(notice?.type).toBe('success');

    await expectClosed(dialog);
    expect(balance()).toHaveTextContent('9,950');
    expect(within(rewardCard('Wireless Noise-Cancelling Headphones')).getByText('11 in stock')).toBeInTheDocument();
    // 9,950 points no longer cover the tablet.
    expect(within(rewardCard('11-inch Tablet')).getByRole('button', { name: 'Not Enough Points' })).toBeDisabled();
    // Tiers follow lifetime points: a redemption never lowers the tier.
    expect(within(screen.getByRole('region', { name: 'Available points' })).getByText('Premier')).toBeInTheDocument();

    await openTab(user, 'My Activity');
    const [first] = activityRows();
    expect(first).toHaveTextContent('Nov 22, 2026');
    expect(first).toHaveTextContent('Redemption: Wireless Noise-Cancelling Headphones');
    expect(first).toHaveTextContent('Redeemed');
    expect(first).toHaveTextContent('−18,500');
    expect(screen.getByText('Points history: showing 15 of 15 entries')).toBeInTheDocument();

    await reload(rendered, '/rewards?tab=rewards');
    expect(balance()).toHaveTextContent('9,950');
    expect(within(rewardCard('Wireless Noise-Cancelling Headphones')).getByText('11 in stock')).toBeInTheDocument();
  });

  it('shows the server’s reason inside the dialog when the last unit went to someone else', async () => {
    const { user, server } = await openRewards('/rewards?tab=rewards');
    await user.click(within(rewardCard('18V Cordless Combo Tool Kit')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Redeem 18V Cordless Combo Tool Kit?' });
    server.db.data.rewardCatalog.find((reward) => reward.name === '18V Cordless Combo Tool Kit')!.stock = 0;

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Redemption' }));
    expect(await within(dialog).findByText('This reward is out of stock')).toBeInTheDocument();
    expect(within(dialog).getByText('Redemption failed')).toBeInTheDocument();
    expect(balance()).toHaveTextContent(DEALER_BALANCE);
  });
});

describe('cart', () => {
  it('is empty at first', async () => {
    const { user } = await openRewards();
    const cart = await openCart(user);
    expect(within(cart).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('holds rewards from the catalogue with quantities, a total and remove', async () => {
    const { user } = await openRewards('/rewards?tab=rewards');
    await user.click(within(rewardCard('$100 Prepaid Visa Gift Card')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('$100 Prepaid Visa Gift Card is in your cart (quantity 1).')).toBeInTheDocument();
    await eventually(() => expect(within(rewardCard('$100 Prepaid Visa Gift Card')).getByText('In your cart: 1')).toBeInTheDocument());
    await user.click(within(rewardCard('HVAC Master Hand Tool Set')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(screen.getByRole('button', { name: /^View Cart/ })).toHaveAccessibleName('View Cart (2 items)'));

    const cart = await openCart(user);
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('27,000 pts');
    await user.click(within(cart).getByRole('button', { name: 'Increase quantity of $100 Prepaid Visa Gift Card' }));
    await eventually(() =>
      expect(within(cart).getByRole('status', { name: 'Quantity of $100 Prepaid Visa Gift Card' })).toHaveTextContent('2'),
    );
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('39,000 pts');
    expect(within(cart).getByText('-10,550 pts')).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: 'Remove HVAC Master Hand Tool Set from cart' }));
    await eventually(() => expect(within(cart).queryByText('HVAC Master Hand Tool Set')).not.toBeInTheDocument());
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('24,000 pts');
  });

  it('checks out every line together, lowering the balance once, and that is kept after a reload', async () => {
    const rendered = await openRewards('/rewards?tab=rewards');
    const { user } = rendered;
    await user.click(within(rewardCard('$100 Prepaid Visa Gift Card')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('$100 Prepaid Visa Gift Card')).getByText('In your cart: 1')).toBeInTheDocument());
    await user.click(within(rewardCard('$100 Prepaid Visa Gift Card')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('$100 Prepaid Visa Gift Card')).getByText('In your cart: 2')).toBeInTheDocument());

    const cart = await openCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Redemption initiated for 2 rewards')).toBeInTheDocument();
    expect(screen.getByText('24,000 points will be deducted from your balance.')).toBeInTheDocument();
    await expectClosed(cart);
    expect(balance()).toHaveTextContent('4,450');
    expect(within(rewardCard('$100 Prepaid Visa Gift Card')).getByText('48 in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^View Cart/ })).toHaveAccessibleName('View Cart');

    const reloaded = await reload(rendered, '/rewards?tab=activity');
    expect(balance()).toHaveTextContent('4,450');
    expect(activityRows()[0]).toHaveTextContent('Redemption: $100 Prepaid Visa Gift Card (×2)');
    expect(activityRows()[0]).toHaveTextContent('−24,000');
    const reopened = await openCart(reloaded.user);
    expect(within(reopened).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('redeems nothing when the total is above the balance', async () => {
    const { user, server } = await openRewards('/rewards?tab=rewards');
    await user.click(within(rewardCard('HVAC Master Hand Tool Set')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('HVAC Master Hand Tool Set')).getByText('In your cart: 1')).toBeInTheDocument());
    await user.click(within(rewardCard('18V Cordless Combo Tool Kit')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('18V Cordless Combo Tool Kit')).getByText('In your cart: 1')).toBeInTheDocument());

    const cart = await openCart(user);
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('37,000 pts');
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    expect(await within(cart).findByText('Not Enough Points')).toBeInTheDocument();
    expect(within(cart).getByText('Checkout could not be completed')).toBeInTheDocument();
    expect(balance()).toHaveTextContent(DEALER_BALANCE);
    expect(server.db.data.rewardCartLines).toHaveLength(2);
  });

  it("shows the server's errors and redeems nothing when a line can no longer be filled", async () => {
    const { user, server } = await openRewards('/rewards?tab=rewards');
    await user.click(within(rewardCard('$100 Prepaid Visa Gift Card')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('$100 Prepaid Visa Gift Card')).getByText('In your cart: 1')).toBeInTheDocument());
    await user.click(within(rewardCard('HVAC Master Hand Tool Set')).getByRole('button', { name: 'Add to Cart' }));
    await eventually(() => expect(within(rewardCard('HVAC Master Hand Tool Set')).getByText('In your cart: 1')).toBeInTheDocument());
    // Another member takes the last tool sets while this cart is open.
    server.db.data.rewardCatalog.find((reward) => reward.name === 'HVAC Master Hand Tool Set')!.stock = 0;

    const cart = await openCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    expect(await within(cart).findByText('HVAC Master Hand Tool Set: This reward is out of stock')).toBeInTheDocument();
    expect(balance()).toHaveTextContent(DEALER_BALANCE);
    expect(server.db.data.rewardCatalog.find((reward) => reward.name === '$100 Prepaid Visa Gift Card')!.stock).toBe(50);
    expect(within(cart).getByText('$100 Prepaid Visa Gift Card')).toBeInTheDocument();
  });
});

describe('my activity', () => {
  it('lists the points history newest first', async () => {
    await openRewards('/rewards?tab=activity');
    expect(screen.getByText('Points history: showing 14 of 14 entries')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Activity', 'Type', 'Points']);
    const [first] = activityRows();
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(first).toHaveTextContent('Equipment purchase: XC21 air conditioner system');
    expect(first).toHaveTextContent('Earned');
    expect(first).toHaveTextContent('+1,250');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('pages a long history with Show more', async () => {
    const seeded = createTestServer('dealer');
    for (let index = 0; index < 30; index += 1) {
      const id = `USR-001-PTS-9${String(index).padStart(3, '0')}`;
      seeded.db.data.pointsLedger.push({
        id,
        userId: 'USR-001',
        date: '2026-11-21',
        action: 'EARNED',
        item: `Parts order ${index + 1}`,
        points: 10,
        carriedForward: false,
        ...historicalRecord({ id, date: '2026-11-21', points: 10 }),
      });
    }
    seeded.db.commit();
    seeded.db.flush();
    const { user, router } = await openRewards('/rewards?tab=activity', 'dealer', seeded.storage);
    expect(screen.getByText('Points history: showing 20 of 44 entries')).toBeInTheDocument();
    expect(activityRows()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await eventually(() => expect(activityRows()).toHaveLength(40));
    expect(router.state.location.search).toBe('?tab=activity&rows=40');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await eventually(() => expect(activityRows()).toHaveLength(44));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('tier benefits', () => {
  it('shows the one tier scheme with ranges and benefits, and the top tier 100% complete', async () => {
    await openRewards('/rewards?tab=tiers');
    const tiers = screen.getAllByRole('article');
    expect(tiers.map((tier) => within(tier).getByRole('heading').textContent)).toEqual(['Essential', 'Select', 'Elite', 'Premier']);
    expect(within(tiers[0]!).getByText('0 - 4,999 points')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('5,000 - 9,999 points')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('+10% promotion bonus')).toBeInTheDocument();
    expect(within(tiers[2]!).getByText('10,000 - 19,999 points')).toBeInTheDocument();
    expect(within(tiers[2]!).getByText('+15% promotion bonus')).toBeInTheDocument();

    const premier = screen.getByRole('article', { name: 'Premier' });
    expect(within(premier).getByText('20,000+ points')).toBeInTheDocument();
    expect(within(premier).getByText('+20% promotion bonus')).toBeInTheDocument();
    expect(within(premier).getByText('Current Tier')).toBeInTheDocument();
    expect(within(premier).getByText('Premier Dealer Bonus on many promotions')).toBeInTheDocument();
    expect(within(premier).getByText('You have reached the top tier')).toBeInTheDocument();
    expect(within(premier).getByText('100% complete')).toBeInTheDocument();
    expect(within(premier).getByRole('progressbar', { name: 'Premier tier progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it("shows an advisor's progress through Select toward Elite", async () => {
    await openRewards('/rewards?tab=tiers', 'comfort-advisor');
    const select = screen.getByRole('article', { name: 'Select' });
    expect(within(select).getByText('Current Tier')).toBeInTheDocument();
    expect(within(select).getByText('1,800 points to Elite')).toBeInTheDocument();
    expect(within(select).getByText('64% complete')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Essential' })).getByText('Tier achieved')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Premier' })).getByText('11,800 points to go')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Premier' })).queryByText('Current Tier')).not.toBeInTheDocument();
  });
});
