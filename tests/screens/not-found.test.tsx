import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '../render-route';

const DESCRIPTION = "The page you're looking for doesn't exist or has been moved.";

function silenceAndSpyConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

function historyLength(length: number) {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(length);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('404 page', () => {
  it('shows the page texts and the attempted path, and logs the path', async () => {
    const consoleError = silenceAndSpyConsoleError();
    renderRoute('/warranty/claims-archive');
    await findPageHeading('Page Not Found');
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByTestId('attempted-path')).toHaveTextContent('/warranty/claims-archive');
    // Logged once the page has rendered (an effect), which may be just after the heading shows.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/warranty/claims-archive'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('offers the quick links to rewards, training, resources and the FAQ', async () => {
    silenceAndSpyConsoleError();
    renderRoute('/nowhere');
    await findPageHeading('Page Not Found');
    const quickLinks = screen.getByRole('navigation', { name: 'Or try one of these pages' });
    expect(within(quickLinks).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/rewards',
      '/training',
      '/resources',
      '/faq',
    ]);
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('is where the Terms of Service link lands, signed out too', async () => {
    silenceAndSpyConsoleError();
    renderRoute('/terms', { role: null });
    await findPageHeading('Page Not Found');
    expect(screen.getByTestId('attempted-path')).toHaveTextContent('/terms');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('Go Back goes to the dashboard when the history holds 2 entries or fewer', async () => {
    silenceAndSpyConsoleError();
    historyLength(2);
    const { user, router } = renderRoute('/nowhere');
    await findPageHeading('Page Not Found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await findPageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
  });

  it('Go Back steps back one entry when the history holds more than 2', async () => {
    silenceAndSpyConsoleError();
    historyLength(3);
    const { user, router } = renderRoute('/');
    await findPageHeading('Dashboard');
    await act(() => router.navigate('/rewards'));
    await findPageHeading('Loyalty Rewards');
    await act(() => router.navigate('/nowhere'));
    await findPageHeading('Page Not Found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await findPageHeading('Loyalty Rewards');
    expect(router.state.location.pathname).toBe('/rewards');
  });
});
