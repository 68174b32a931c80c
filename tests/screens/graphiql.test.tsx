import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../render-route';

const ROLES = ['dealer', 'comfort-advisor', 'client-admin'] as const;

describe('GraphiQL', () => {
  it('opens at /graphiql inside the shell for every role, with its editor region', async () => {
    for (const role of ROLES) {
      const { unmount } = renderRoute('/graphiql', { role });
      await findPageHeading('GraphiQL');
      // The lazily loaded panel (a stand-in here: tests/setup.ts) replaces the loading status in the region.
      const region = screen.getByRole('region', { name: 'GraphiQL query editor' });
      expect(await within(region).findByText('Query editor')).toBeInTheDocument();
      expect(within(region).queryByRole('status')).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      unmount();
    }
  });

  it.each(ROLES)('is reached from the account menu as %s', async (role) => {
    const { user, router } = renderRoute('/', { role });
    await findPageHeading('Dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'GraphiQL' }));

    await findPageHeading('GraphiQL');
    expect(router.state.location.pathname).toBe('/graphiql');
    expect(screen.getByRole('region', { name: 'GraphiQL query editor' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderRoute('/graphiql', { role: null });
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/graphiql');
  });
});
