import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../render-route';

describe('GraphiQL', () => {
  it('opens at /graphiql inside the shell for every role, with its editor region', async () => {
    for (const role of ['dealer', 'comfort-advisor', 'client-admin'] as const) {
      const { unmount } = renderRoute('/graphiql', { role });
      await findPageHeading('GraphiQL');
      expect(screen.getByRole('region', { name: 'GraphiQL query editor' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderRoute('/graphiql', { role: null });
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/graphiql');
  });
});
