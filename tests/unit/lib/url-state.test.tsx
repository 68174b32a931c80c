import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useUrlState, type UrlStateSetter } from '../../../src/lib/url-state';

/** A page whose loader waits until the test lets it finish, like a screen query still loading. */
function setup(initial: string) {
  const waiting: Array<() => void> = [];
  const setters: { tab?: UrlStateSetter; page?: UrlStateSetter } = {};
  function Page() {
    const [tab, setTab] = useUrlState('tab', 'all');
    const [page, setPage] = useUrlState('page', '1');
    setters.tab = setTab;
    setters.page = setPage;
    return (
      <p>
        tab {tab}, page {page}
      </p>
    );
  }
  const router = createMemoryRouter(
    [{ path: '/list', Component: Page, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) }],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  const finishLoading = async () => {
    await act(async () => {
      for (const resolve of waiting.splice(0)) resolve();
    });
  };
  return { router, setters, finishLoading };
}

describe('useUrlState', () => {
  test('a change made while the previous one still loads builds on it instead of being lost', async () => {
    const { router, setters, finishLoading } = setup('/list');
    await finishLoading();
    await screen.findByText('tab all, page 1');

    act(() => setters.tab!('claims'));
    act(() => setters.page!('3'));
    // The loader has not finished: the page still shows where it was.
    expect(screen.getByText('tab all, page 1')).toBeInTheDocument();

    await finishLoading();
    await screen.findByText('tab claims, page 3');
    expect(router.state.location.search).toBe('?tab=claims&page=3');
  });

  test('the default value removes the param, and reset clears the named params', async () => {
    const { router, setters, finishLoading } = setup('/list?tab=claims&page=4');
    await finishLoading();
    await screen.findByText('tab claims, page 4');

    act(() => setters.tab!('all', ['page']));
    await finishLoading();
    await screen.findByText('tab all, page 1');
    expect(router.state.location.search).toBe('');
  });

  test('a write made only while the URL still holds what it saw gives way to a change made since', async () => {
    const { router, setters, finishLoading } = setup('/list?tab=claims&page=4');
    await finishLoading();
    await screen.findByText('tab claims, page 4');

    // Someone clears the page number; a write that still expects page 4 (a search box's pending text)
    // must not bring it back, while one that expects what is there now goes through.
    act(() => setters.tab!('claims', ['page']));
    let wrote = true;
    act(() => {
      wrote = setters.page!('5', [], '4');
    });
    expect(wrote).toBe(false);
    act(() => {
      wrote = setters.tab!('rewards', [], 'claims');
    });
    expect(wrote).toBe(true);
    await finishLoading();
    await screen.findByText('tab rewards, page 1');
    expect(router.state.location.search).toBe('?tab=rewards');
  });
});
