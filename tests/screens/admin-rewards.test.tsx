import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../render-route';


function card(label: string) {
  const summary = screen.getByRole('region', { name: 'Rewards summary' });
  return within(summary).getByRole('group', { name: label });
}

describe('rewards management', () => {
  it("shows the sample figures, computed from the catalogue and the redemptions", async () => {
    const { server } = renderRoute('/admin-rewards', { role: 'client-admin' });
    await findPageHeading('Rewards Management');
    expect(card('Total Rewards')).toHaveTextContent('342');
    expect(card('Total Rewards')).toHaveTextContent('Across 12 categories');
    expect(card('Redemptions')).toHaveTextContent('1,523');
    expect(card('Redemptions')).toHaveTextContent('This quarter');
    expect(within(card('Redemptions')).getByText('+18% vs Q4 2023')).toBeInTheDocument();
    expect(card('Low Stock')).toHaveTextContent('23');
    expect(card('Low Stock')).toHaveTextContent('Needing restock');

    // The figures are the data's: 342 catalogue rows in 12 categories, 23 at or below their restock level.
    const catalog = server.db.data.rewardsAdminCatalog;
    expect(catalog).toHaveLength(342);
    expect(new Set(catalog.map((row) => row.category)).size).toBe(12);
    expect(catalog.filter((row) => row.stock <= row.restockLevel)).toHaveLength(23);
  });

  it("keeps the catalogue card as 'Coming soon'", async () => {
    renderRoute('/admin-rewards', { role: 'client-admin' });
    await findPageHeading('Rewards Management');
    const heading = screen.getByRole('heading', { level: 2, name: 'Reward Catalog' });
    expect(heading.parentElement).toHaveTextContent('Coming soon');
    expect(screen.getByText(/^Coming soon: browse the catalogue/)).toBeInTheDocument();
    // Nothing on the screen pretends to manage the catalogue yet.
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toHaveLength(0);
  });

  it('is for client admins only', async () => {
    renderRoute('/admin-rewards', { role: 'comfort-advisor' });
    await findPageHeading('Access denied');
  });
});
