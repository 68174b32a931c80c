import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { RouterProvider } from 'react-router';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import type { MemoryStorage } from '../domain/db';
import type { RoleKey } from '../domain/fixtures/types';
import { createServerLink } from '../mocks/link';
import { Providers } from '../src/app/providers';
import { createTestRouter } from '../src/app/router';
import { isSubscription, makeClient } from '../src/graphql/client';
import { createTestServer, type TestServer } from './api';

/** How long a screen test waits for loaders and renders: the machines these run on are shared and often busy. */
export const WAIT_MS = 10_000;

export interface RenderedRoute extends RenderResult {
  server: TestServer;
  client: ApolloClient;
  router: ReturnType<typeof createTestRouter>;
  user: UserEvent;
}

export interface RenderRouteOptions {
  /** Sign in as this role; null renders signed out. Default: dealer. */
  role?: RoleKey | null;
  /** Reuse a storage (e.g. to render again after a simulated reload). */
  storage?: MemoryStorage;
  /** Answer every operation through this link instead of the fresh server (e.g. a SchemaLink over mocked data). */
  link?: ApolloLink;
  /**
   * False: the page hears of no change made elsewhere, as when its events were lost (the server refuses
   * its subscriptions), for a test of what the page does with a claim that changed behind its back.
   */
  live?: boolean;
}

/** A link that refuses every subscription, as a server would that serves none, and passes the rest on. */
function withoutLive(link: ApolloLink): ApolloLink {
  const refuse = new ApolloLink(() => of({ errors: [new GraphQLError('This test hears of no changes made elsewhere.')] }));
  return ApolloLink.split(isSubscription, refuse, link);
}

/**
 * Renders the whole portal at `path` through the real router, the real schema and a fresh database,
 * as `role`. Wait for the screen with `findBy…` queries.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderedRoute {
  const server = createTestServer(options.role === undefined ? 'dealer' : options.role, options.storage);
  const link = options.link ?? createServerLink(server);
  const client = makeClient({ link: options.live === false ? withoutLive(link) : link });
  const router = createTestRouter(client, [path]);
  const user = userEvent.setup();
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, server, client, router, user };
}

/**
 * Waits for an assertion to hold. A form shows what its submit or a keystroke found in a render that can
 * come after user-event's promise resolves on a busy machine, so what the user sees next is waited for.
 */
export function eventually(assertion: () => void) {
  return waitFor(assertion, { timeout: WAIT_MS });
}

/**
 * Waits until an opened dialog, drawer or menu has taken focus. It listens for Escape from then on, as
 * it does before anyone can press a key; a test that presses one sooner can beat it on a busy machine.
 */
export async function waitForLayerFocus(layer: HTMLElement) {
  await waitFor(() => expect(layer).toContainElement(document.activeElement as HTMLElement), { timeout: WAIT_MS });
}

/**
 * Waits until the dialog or drawer named `name` has closed and the page behind it is back in the
 * accessibility tree. A closed layer keeps its name while it slides out, and jsdom never ends that
 * animation, so the layer can stay in the document with `data-state="closed"`: what counts is its
 * state, and that the main landmark is no longer hidden by the modal.
 */
export async function waitForLayerClosed(name: string | RegExp) {
  await waitFor(
    () => {
      const open = screen.queryAllByRole('dialog', { name }).filter((layer) => layer.getAttribute('data-state') !== 'closed');
      expect(open).toHaveLength(0);
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
    { timeout: WAIT_MS },
  );
}

/** Waits for the screen's h1, and for every table on it to have all its rows. */
export async function findPageHeading(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name }, { timeout: WAIT_MS });
  // A table renders its first rows first and the rest just after, busy until then (src/components/data-table.tsx).
  await waitFor(() => expect(document.querySelector('table[aria-busy="true"]')).toBeNull(), { timeout: WAIT_MS });
  return heading;
}

/**
 * Clicks the tab named `name` and waits until it is selected and its own panel is the only one in the
 * page (the panel's id equals the tab's aria-controls). The panel left behind fades out before it
 * unmounts, and the new one mounts after the click, so counting visible panels alone can pass mid-switch.
 */
export async function selectTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(
    () => {
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveAttribute('aria-selected', 'true');
      const panels = [...document.querySelectorAll('[role="tabpanel"]')].map((panel) => panel.id);
      expect(panels).toEqual([tab.getAttribute('aria-controls')]);
    },
    { timeout: WAIT_MS },
  );
}
