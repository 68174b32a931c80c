import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { createBrowserRouter, createMemoryRouter, data, redirect, type RouteObject } from 'react-router';
import { canAccess, loadNotFoundScreen, ROUTES, type RouteEntry } from './routes';
import { ACCESS_DENIED_STATUS } from './access-denied';
import { AppLayout } from './shell/app-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { loadViewer, shellLoader } from './session-viewer';

export { loadViewer, type ViewerSnapshot } from './session-viewer';


function toRoute(entry: RouteEntry, client: ApolloClient, preload: ReturnType<typeof createQueryPreloader>): RouteObject {
  return {
    path: entry.path,
    handle: { title: entry.title },
    lazy: async () => {
      const screen = await entry.load();
      return {
        Component: screen.Component,
        loader: async ({ request, params }) => {
          const url = new URL(request.url);
          const viewer = await loadViewer(client);
          if (!canAccess(entry.access, viewer)) {
            if (!viewer.authenticated) {
              throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
            }
            throw data({ path: url.pathname }, { status: ACCESS_DENIED_STATUS });
          }
          return screen.loader ? screen.loader({ client, preload, url, params, viewer }) : null;
        },
      };
    },
  };
}

/** The route objects of the whole portal, derived from the route table. */
export function buildRoutes(client: ApolloClient): RouteObject[] {
  const preload = createQueryPreloader(client);
  const shellRoutes = ROUTES.filter((entry) => !entry.bare).map((entry) => toRoute(entry, client, preload));
  const bareRoutes = ROUTES.filter((entry) => entry.bare).map((entry) => ({
    ...toRoute(entry, client, preload),
    errorElement: <RouteError />,
  }));
  return [
    {
      id: 'shell',
      Component: AppLayout,
      HydrateFallback: RouteFallback,
      loader: shellLoader(client),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...shellRoutes,
            { path: '*', handle: { title: 'Page Not Found' }, lazy: async () => ({ Component: (await loadNotFoundScreen()).Component }) },
          ],
        },
      ],
      errorElement: <RouteError />,
    },
    ...bareRoutes.map((route) => ({ ...route, HydrateFallback: RouteFallback })),
  ];
}

export function createAppRouter(client: ApolloClient) {
  return createBrowserRouter(buildRoutes(client));
}

/** A router on an in-memory history, for tests. */
export function createTestRouter(client: ApolloClient, initialEntries: string[]) {
  return createMemoryRouter(buildRoutes(client), { initialEntries });
}
