import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useUrlParams, useUrlSearchText, useUrlState, type UrlParamsWriter, type UrlStateSetter } from '../../../src/lib/url-state';

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

describe('useUrlParams', () => {
  function setupParams(initial: string) {
    const waiting: Array<() => void> = [];
    const writers: { write?: UrlParamsWriter } = {};
    function Page() {
      const [params, write] = useUrlParams();
      writers.write = write;
      return <p>params {params.toString() || 'none'}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/list', Component: Page, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) },
        { path: '/other', Component: () => <p>other page</p>, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) },
      ],
      { initialEntries: [initial] },
    );
    render(<RouterProvider router={router} />);
    const finishLoading = async () => {
      await act(async () => {
        for (const resolve of waiting.splice(0)) resolve();
      });
    };
    return { router, writers, finishLoading };
  }

  test('two writes before React renders again both reach the URL: the second builds on the router, not the page', async () => {
    const { router, writers, finishLoading } = setupParams('/list?keep=1');
    await finishLoading();
    await screen.findByText('params keep=1');

    act(() => {
      writers.write!({ status: 'open' });
      writers.write!({ page: '2' });
    });
    await finishLoading();
    await screen.findByText('params keep=1&status=open&page=2');
    expect(router.state.location.search).toBe('?keep=1&status=open&page=2');
  });

  test('a function gets the params the write builds on; null and the empty string remove a param', async () => {
    const { router, writers, finishLoading } = setupParams('/list?a=1&b=2&c=3');
    await finishLoading();
    await screen.findByText('params a=1&b=2&c=3');

    act(() => {
      writers.write!({ a: null, b: '' });
    });
    act(() => {
      writers.write!((current) => {
        const next = new URLSearchParams(current);
        next.set('d', String(current.size));
        return next;
      });
    });
    await finishLoading();
    expect(router.state.location.search).toBe('?c=3&d=1');
  });

  test('writes replace the history entry unless they push one, which Back leaves again', async () => {
    const { router, writers, finishLoading } = setupParams('/list');
    await finishLoading();
    await screen.findByText('params none');

    act(() => {
      writers.write!({ step: '2' }, { push: true });
    });
    await finishLoading();
    await screen.findByText('params step=2');
    act(() => {
      writers.write!({ tab: 'x' });
    });
    await finishLoading();
    await screen.findByText('params step=2&tab=x');

    act(() => {
      void router.navigate(-1);
    });
    await finishLoading();
    await screen.findByText('params none');
    expect(router.state.historyAction).toBe('POP');
  });

  test('a write made while the user is leaving for another page does not carry that page’s params', async () => {
    const { router, writers, finishLoading } = setupParams('/list?a=1');
    await finishLoading();
    await screen.findByText('params a=1');

    act(() => {
      void router.navigate('/other?from=link');
    });
    act(() => {
      writers.write!({ b: '2' });
    });
    await finishLoading();
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toBe('?a=1&b=2');
  });
});

describe('useUrlSearchText', () => {
  function setupSearch(initial: string) {
    const setters: { text?: (text: string) => void; category?: UrlStateSetter } = {};
    function Page() {
      const [text, setText] = useUrlSearchText('q', ['category']);
      const [category, setCategory] = useUrlState('category');
      setters.text = setText;
      setters.category = setCategory;
      return (
        <p>
          box “{text.replaceAll(' ', '·')}”, category {category || 'none'}
        </p>
      );
    }
    const router = createMemoryRouter([{ path: '/list', Component: Page, loader: () => null }], { initialEntries: [initial] });
    render(<RouterProvider router={router} />);
    return { router, setters };
  }

  test('typed text reaches the URL and clears the reset params; the box keeps what was typed', async () => {
    const { router, setters } = setupSearch('/list?category=tools');
    await screen.findByText('box “”, category tools');

    act(() => setters.text!('  drill '));
    expect(screen.getByText('box “··drill·”, category tools')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=drill'));
    await screen.findByText('box “··drill·”, category none');
  });

  test('a change of the URL the box did not make replaces the text', async () => {
    const { router } = setupSearch('/list?q=drill');
    await screen.findByText('box “drill”, category none');

    await act(async () => {
      await router.navigate('/list?q=saw');
    });
    await screen.findByText('box “saw”, category none');
    await act(async () => {
      await router.navigate('/list');
    });
    await screen.findByText('box “”, category none');
    expect(router.state.location.search).toBe('');
  });
});
