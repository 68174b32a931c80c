// First: it starts the data server's worker while the modules below load and run.
import './graphql/start-data-server';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { makeClient } from './graphql/client';
import { Providers } from './app/providers';
import { createAppRouter, loadViewer } from './app/router';
import { portalSystem } from './app/theme';

/** Ends the current task, so the browser can paint and handle input between start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Start-up runs as short tasks rather than one long one: the modules' own evaluation, then the client
 * with the session query (the data server's worker is already starting:
 * src/graphql/start-data-server.ts), then the router (its loaders ask for the first screen's data),
 * then the design system, then the first render, a transition that React renders in slices.
 */
async function start(element: HTMLElement) {
  // Every module has run: the page's own start-up begins (tests/e2e/shell.spec.mjs checks the order).
  performance.mark('portal:app-start');
  await nextTask();
  const client = makeClient();
  // The session query runs the client's first operation (its code's first run is the slow one) in this
  // task; the router's shell loader then finds it under way.
  void loadViewer(client).catch(() => undefined);
  await nextTask();
  const router = createAppRouter(client);
  await nextTask();
  portalSystem();
  await nextTask();
  const reactRoot = createRoot(element);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers client={client}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start(root);
