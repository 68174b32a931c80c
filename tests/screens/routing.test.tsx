import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../render-route';

describe('routing', () => {
  it('shows the dealer sidebar in the documented order', async () => {
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard', 'Promotions', 'Sales & Earnings', 'My Claims', 'Marketing Funds', 'Loyalty Rewards', 'Earn Rewards',
      'Training', 'Events', 'Reviews', 'Resources', 'Store Loyalty', 'FAQs',
    ]);
  });

  it('denies a dealer an admin route inside the shell', async () => {
    renderRoute('/admin-products');
    await findPageHeading('Access denied');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a private route to sign in, keeping the route', async () => {
    const { router } = renderRoute('/marketing-funds?tab=accruals', { role: null });
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/marketing-funds?tab=accruals');
  });
});
