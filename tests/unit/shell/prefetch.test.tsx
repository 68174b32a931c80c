import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRoute } from '../../../src/app/prefetch';
import { ROUTES, type RouteEntry } from '../../../src/app/routes';
import {
  AdminReportingScreenDocument,
  EventsScreenDocument,
  ResourcesScreenDocument,
} from '../../../src/graphql/__generated__/graphql';
import { findPageHeading, renderRoute } from '../../render-route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function routeEntry(path: string): RouteEntry {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
}

async function navLink(name: string): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
  return within(nav).getByRole('link', { name });
}

/** Lets pending promise callbacks run, so a prefetch that would start has started. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('prefetching a screen from the sidebar', () => {
  it('hovering a nav link loads the screen and caches its data without navigating', async () => {
    const { user, client, router, server } = renderRoute('/faq', { role: 'dealer' });
    await findPageHeading('Frequently Asked Questions');
    const load = vi.spyOn(routeEntry('/resources'), 'load');
    expect(client.readQuery({ query: ResourcesScreenDocument })).toBeNull();

    await user.hover(await navLink('Resources'));

    await waitFor(() => expect(client.readQuery({ query: ResourcesScreenDocument })).not.toBeNull(), { timeout: 10_000 });
    expect(load).toHaveBeenCalledTimes(1);
    // The cached result is the server's answer for this dealer.
    const cached = JSON.stringify(client.readQuery({ query: ResourcesScreenDocument }));
    for (const link of server.db.data.resourceLinks) expect(cached).toContain(JSON.stringify(link.title));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');

    // The real navigation then shows the screen from what was prefetched.
    await user.click(await navLink('Resources'));
    await findPageHeading('My Resources');
  });

  it('focusing a nav link with the keyboard prefetches its screen', async () => {
    const { client } = renderRoute('/faq', { role: 'dealer' });
    await findPageHeading('Frequently Asked Questions');
    const load = vi.spyOn(routeEntry('/events'), 'load');
    expect(client.readQuery({ query: EventsScreenDocument })).toBeNull();

    const link = await navLink('Events');
    act(() => link.focus());

    await waitFor(() => expect(client.readQuery({ query: EventsScreenDocument })).not.toBeNull(), { timeout: 10_000 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.readQuery({ query: EventsScreenDocument })?.eventsOverview?.events.length).toBeGreaterThan(0);
  });

  it("prefetches a client admin's screen from the admin sidebar", async () => {
    const { user, client } = renderRoute('/faq', { role: 'client-admin' });
    await findPageHeading('Frequently Asked Questions');
    expect(client.readQuery({ query: AdminReportingScreenDocument })).toBeNull();

    await user.hover(await navLink('Reports'));

    await waitFor(() => expect(client.readQuery({ query: AdminReportingScreenDocument })).not.toBeNull(), { timeout: 10_000 });
  });

  it('prefetches each route once, however often its link is hovered or focused', async () => {
    const { user, client } = renderRoute('/faq', { role: 'dealer' });
    await findPageHeading('Frequently Asked Questions');
    const load = vi.spyOn(routeEntry('/resources'), 'load');
    const link = await navLink('Resources');

    await user.hover(link);
    await waitFor(() => expect(client.readQuery({ query: ResourcesScreenDocument })).not.toBeNull(), { timeout: 10_000 });
    await user.unhover(link);
    await user.hover(link);
    act(() => link.focus());
    await settle();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never prefetches a route the viewer cannot open', async () => {
    const { client } = renderRoute('/faq', { role: 'dealer' });
    await findPageHeading('Frequently Asked Questions');
    const adminLoad = vi.spyOn(routeEntry('/admin-participants'), 'load');

    await act(() => prefetchRoute(client, '/admin-participants'));

    expect(adminLoad).not.toHaveBeenCalled();
    const snapshot = client.cache.extract() as Record<string, object | undefined>;
    const rootFields = Object.keys(snapshot.ROOT_QUERY ?? {});
    expect(rootFields.some((field) => field.startsWith('participants'))).toBe(false);
  });

  it("never prefetches a member's route for a client admin", async () => {
    const { client } = renderRoute('/faq', { role: 'client-admin' });
    await findPageHeading('Frequently Asked Questions');
    const load = vi.spyOn(routeEntry('/resources'), 'load');

    await act(() => prefetchRoute(client, '/resources'));

    expect(load).not.toHaveBeenCalled();
    expect(client.readQuery({ query: ResourcesScreenDocument })).toBeNull();
  });

  it('swallows a failed prefetch and leaves the error to the real navigation', async () => {
    const { user, client } = renderRoute('/faq', { role: 'dealer' });
    await findPageHeading('Frequently Asked Questions');
    vi.spyOn(routeEntry('/training'), 'load').mockRejectedValueOnce(new Error('The screen could not be loaded'));

    await expect(act(() => prefetchRoute(client, '/training'))).resolves.toBeUndefined();

    // Opening the screen still works: the navigation loads it itself.
    await user.click(await navLink('Training'));
    await findPageHeading('Professional Development');
  });
});
