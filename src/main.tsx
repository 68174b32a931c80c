import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { makeClient } from './graphql/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { portalSystem } from './app/theme';

/** Ends the current task, so the browser can paint and handle input between start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Start-up runs as short tasks rather than one long one: the client first (it starts the data
 * server's worker), then the router (its loaders ask for the first screen's data), then the design
 * system, then the first render, a transition that React renders in slices.
 */
async function start(element: HTMLElement) {
  const client = makeClient();
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
