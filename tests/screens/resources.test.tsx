import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually, findPageHeading, renderRoute, type RenderRouteOptions } from '../render-route';
import { captureDownloads } from '../downloads';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openResources(options: RenderRouteOptions = {}) {
  const rendered = renderRoute('/resources', { role: 'dealer', ...options });
  // Generous: the first render of a file also loads the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'My Resources' }, { timeout: 15_000 });
  return rendered;
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function main(): HTMLElement {
  const element = document.getElementById('main-content');
  if (!element) throw new Error('No main landmark');
  return element;
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Schedule Meeting' });
}

function field(label: string) {
  return within(dialog()).getByLabelText(label, { selector: 'input, textarea' });
}

async function openMeetingForm(user: UserEvent) {
  await user.click(within(main()).getByRole('button', { name: 'Schedule Meeting' }));
  await screen.findByRole('dialog', { name: 'Schedule Meeting' });
}

async function setField(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('My Resources: territory manager', () => {
  it('shows who the territory manager is and how to reach them', async () => {
    await openResources();
    const card = region('Your Territory Manager');
    expect(card).toHaveTextContent('Dana Whitfield');
    expect(card).toHaveTextContent('Territory Manager, Midwest Region');
    // No photo is published with the portal: the card shows initials instead of loading a missing image.
    expect(within(card).getByText('DW')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();

    expect(within(card).getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(card).getByRole('link', { name: 'territory.manager@comfortpro.example' })).toHaveAttribute(
      'href',
      'mailto:territory.manager@comfortpro.example',
    );
    expect(within(card).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(card).getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', 'mailto:territory.manager@comfortpro.example');
    expect(within(card).getByText('Monday-Friday 8:00 AM-5:00 PM CST')).toBeInTheDocument();
  });

  it('checks the meeting request at the fields and sends nothing while it is wrong', async () => {
    const { user, server } = await openResources();
    await openMeetingForm(user);
    expect(within(dialog()).getByText(/Office hours: Monday-Friday 8:00 AM-5:00 PM CST/)).toBeInTheDocument();

    await setField(user, 'Duration (minutes)', '300');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Meeting' }));
    await eventually(() => expect(field('Date')).toHaveAccessibleErrorMessage('Choose a date and time'));
    expect(field('Duration (minutes)')).toHaveAccessibleErrorMessage('Meetings last 15 to 240 minutes');
    expect(field('Topic')).toHaveAccessibleErrorMessage('Topic is required');
    await waitFor(() => expect(field('Date')).toHaveFocus());

    await setField(user, 'Date', '2020-01-06');
    await setField(user, 'Duration (minutes)', '10');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Meeting' }));
    await eventually(() => expect(field('Date')).toHaveAccessibleErrorMessage('Choose a time in the future'));
    expect(field('Duration (minutes)')).toHaveAccessibleErrorMessage('Meetings last 15 to 240 minutes');

    expect(server.db.data.resourceMeetingRequests).toHaveLength(0);
  });

  it('requests a meeting, downloads the .ics invite and keeps the request after a reload', async () => {
    const files = captureDownloads();
    const { user, server } = await openResources();
    await openMeetingForm(user);
    await setField(user, 'Date', '2030-06-04');
    await setField(user, 'Time', '14:30');
    await setField(user, 'Duration (minutes)', '45');
    await user.click(field('Topic'));
    await user.paste('Spring co-op campaign plan and pre-approval');
    await user.click(within(dialog()).getByRole('button', { name: 'Request Meeting' }));

    expect(await screen.findByText('Meeting requested', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Dana Whitfield will confirm Jun 4, 2030, 2:30 PM\. The calendar invite has been downloaded\./)).toBeInTheDocument();
    await waitFor(() => {
      const open = screen.queryByRole('dialog', { name: 'Schedule Meeting' });
      if (open) expect(open).toHaveAttribute('data-state', 'closed');
    });

    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('meeting-mtg-0001.ics');
    expect(files[0]!.blob.type).toContain('text/calendar');
    const ics = (await files[0]!.blob.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Meeting with Dana Whitfield');
    expect(ics).toContain('DTSTART:20300604T143000Z');
    expect(ics).toContain('DTEND:20300604T151500Z');
    expect(ics).toContain('DESCRIPTION:Spring co-op campaign plan and pre-approval');
    expect(ics).toContain('ORGANIZER;CN="Dana Whitfield":MAILTO:territory.manager@comfortpro.example');
    expect(ics).toContain('UID:MTG-0001@dealer-loyalty-portal');

    expect(server.db.data.resourceMeetingRequests).toHaveLength(1);
    server.db.flush();
    cleanup();
    const { server: reloaded } = await openResources({ storage: server.storage });
    expect(reloaded.db.data.resourceMeetingRequests).toEqual([
      expect.objectContaining({
        id: 'MTG-0001',
        start: '2030-06-04T14:30:00.000Z',
        durationMinutes: 45,
        topic: 'Spring co-op campaign plan and pre-approval',
        withName: 'Dana Whitfield',
      }),
    ]);
  });
});

describe('My Resources: links and emergency contacts', () => {
  it('lists the seven quick links, each leading somewhere real; the online store opens in a new tab', async () => {
    await openResources();
    const section = region('Quick Links');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ComfortPro Online (opens in a new tab)', 'https://store.comfortpro.example'],
      ['Marketing Support', '/marketing-funds?tab=guidelines'],
      ['Sales Support', '/promotions?tab=SALES_INCENTIVES'],
      ['Training Portal', '/training'],
      ['Technical Support', '/faq?category=technical-support'],
      ['Warranty Center', '/faq?q=warranty'],
      ['Customer Service', '/faq?category=orders-products'],
    ]);
    const store = within(section).getByRole('link', { name: 'ComfortPro Online (opens in a new tab)' });
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByRole('link', { name: 'Warranty Center' })).not.toHaveAttribute('target');
    expect(section).toHaveTextContent('Product registration and warranty claims');
  });

  it('Warranty Center opens the warranty answers, and Marketing Support the program guidelines', async () => {
    const { user, router } = await openResources();
    await user.click(within(region('Quick Links')).getByRole('link', { name: 'Warranty Center' }));
    await findPageHeading('Frequently Asked Questions');
    expect(router.state.location.search).toBe('?q=warranty');
    expect(await screen.findByRole('button', { name: 'How do I register a product warranty?' })).toBeInTheDocument();
    cleanup();

    const second = await openResources();
    await second.user.click(within(region('Quick Links')).getByRole('link', { name: 'Marketing Support' }));
    await findPageHeading('Marketing Funds');
    expect(screen.getByRole('tab', { name: 'Program Guidelines' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Campaigns above $5,000 require pre-approval from your territory manager.')).toBeInTheDocument();
  });

  it('lists the emergency lines as phone links', async () => {
    await openResources();
    const section = region('Emergency Contacts');
    expect(within(section).getByRole('link', { name: 'Call 24/7 Technical Hotline: (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(section).getByRole('link', { name: 'Call Parts Emergency Line: (800) 555-0177' })).toHaveAttribute('href', 'tel:+18005550177');
    expect(within(section).getAllByText('Available 24/7')).toHaveLength(2);
  });
});

describe('My Resources: roles', () => {
  it('is for dealers only', async () => {
    renderRoute('/resources', { role: 'comfort-advisor' });
    await findPageHeading('Access denied');
    expect(screen.queryByText('Your Territory Manager')).not.toBeInTheDocument();
  });
});
