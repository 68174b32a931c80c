import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminPromotionsCreateDocument } from '../../src/graphql/__generated__/graphql';
import { findPageHeading, renderRoute, WAIT_MS, type RenderedRoute } from '../render-route';

// The fixtures are dated relative to the test instant (Nov 22, 2026): PROMO-003 to PROMO-007 are
// running, PROMO-008 and PROMO-009 start later, PROMO-001 and PROMO-002 have ended and PROMO-010 to
// PROMO-012 await approval.
const CURRENT_IDS = ['PROMO-009', 'PROMO-008', 'PROMO-007', 'PROMO-006', 'PROMO-005', 'PROMO-004', 'PROMO-003'];
const CURRENT_PARTICIPANTS = 1247 + 342 + 586 + 973 + 128 + 1284 + 0;
/** Participants a promotion enrols when it auto-enrols all eligible participants. */
const AUTO_ENROLLED = 1284;

async function openScreen(path = '/admin-promotions', storage?: RenderedRoute['server']['storage']) {
  const rendered = renderRoute(path, { role: 'client-admin', storage });
  await findPageHeading('Promotions Management');
  return rendered;
}

function search(rendered: RenderedRoute): URLSearchParams {
  return new URLSearchParams(rendered.router.state.location.search);
}

async function activeTable() {
  return screen.findByRole('table', { name: 'Active promotions' });
}

/** The promotion ids in the first column of a table, in order. */
function idsIn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
}

function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

/** The toast with this title; its text includes the description. */
async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      // A toast is a status named by its title (hidden from the accessibility tree while a dialog is open).
      return screen.getAllByRole('status', { name: title, hidden: true })[0];
    },
    { timeout: 5000 },
  );
}

/** Waits for a table to show these promotion ids (after a search or filter, which reloads the screen's data). */
async function expectIds(name: string, ids: string[]) {
  await waitFor(() => expect(idsIn(screen.getByRole('table', { name }))).toEqual(ids), { timeout: 5000 });
}

async function participantsBadge(expected: number) {
  return screen.findByText(`${expected.toLocaleString('en-US')} total participants`);
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

async function fillDate(rendered: RenderedRoute, label: RegExp, value: string, within_: HTMLElement = document.body) {
  const input = within(within_).getByLabelText(label);
  await rendered.user.clear(input);
  await rendered.user.type(input, value);
}

describe('Promotions Management, Active Promotions', () => {
  it('shows the live promotions with their columns, the participants badge and the real tabs', async () => {
    await openScreen();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Active Promotions', 'Pending Approval3', 'Base Earn Rates']);
    expect(screen.getByRole('tab', { name: 'Active Promotions' })).toHaveAttribute('aria-selected', 'true');

    const table = await activeTable();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Promotion ID', 'Name', 'Type', 'Multiplier', 'Start Date', 'End Date', 'Participants', 'Status', 'Actions',
    ]);
    expect(idsIn(table)).toEqual(CURRENT_IDS);
    expect(cellsOf(rowOf(table, 'PROMO-003')).slice(0, 8)).toEqual([
      'PROMO-003', 'Fall Furnace Tune-Up Bonus', 'Bonus Points', '2x', 'Oct 1, 2026', 'Dec 30, 2026', '1,247', 'Active',
    ]);
    expect(cellsOf(rowOf(table, 'PROMO-008')).slice(6, 8)).toEqual(['1,284', 'Scheduled']);
    expect(within(rowOf(table, 'PROMO-003')).getByRole('button', { name: 'Edit PROMO-003' })).toBeInTheDocument();
    expect(within(rowOf(table, 'PROMO-003')).getByRole('button', { name: 'Delete PROMO-003' })).toBeInTheDocument();
    await participantsBadge(CURRENT_PARTICIPANTS);
    expect(screen.getByText('Showing 7 of 7 promotions')).toBeInTheDocument();
  });

  it('searches on the server, keeps the search in the URL and shows the empty state', async () => {
    const rendered = await openScreen();
    await activeTable();
    await rendered.user.type(screen.getByRole('searchbox', { name: 'Search promotions' }), 'heat pump');
    // A prefix can already match while typing goes on: the whole text reaches the URL once typing pauses.
    await waitFor(() => expect(search(rendered).get('search')).toBe('heat pump'));
    await expectIds('Active promotions', ['PROMO-005']);
    await participantsBadge(586);

    await rendered.user.clear(screen.getByRole('searchbox', { name: 'Search promotions' }));
    await rendered.user.type(screen.getByRole('searchbox', { name: 'Search promotions' }), 'no such promotion');
    // A prefix empties the list already: wait for the whole text, so Clear filters acts on it.
    await waitFor(() => expect(search(rendered).get('search')).toBe('no such promotion'));
    expect(await screen.findByText('No promotions found matching your filters')).toBeInTheDocument();
    await participantsBadge(0);

    await rendered.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectIds('Active promotions', CURRENT_IDS);
    expect(screen.getByRole('searchbox', { name: 'Search promotions' })).toHaveValue('');
    expect(search(rendered).get('search')).toBeNull();
  });

  it('pages through many promotions with Load more', async () => {
    const first = await openScreen();
    await activeTable();
    for (let index = 1; index <= 19; index += 1) {
      const { data } = await first.client.mutate({
        mutation: AdminPromotionsCreateDocument,
        variables: {
          input: {
            name: `Regional Booster ${index}`, type: 'BONUS_POINTS', multiplier: '2x', targetProducts: 'ALL_PRODUCTS',
            startDate: '2026-11-01', endDate: '2026-12-31', activate: true,
          },
        },
      });
      expect(data?.createPromotion.errors).toEqual([]);
    }
    first.server.db.flush();
    cleanup();
    const rendered = await openScreen('/admin-promotions', first.server.storage);
    const table = await activeTable();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Showing 25 of 26 promotions')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Load more promotions' }));
    expect(await screen.findByText('Showing 26 of 26 promotions')).toBeInTheDocument();
    expect(idsIn(screen.getByRole('table', { name: 'Active promotions' })).at(-1)).toBe('PROMO-003');
    expect(screen.queryByRole('button', { name: 'Load more promotions' })).not.toBeInTheDocument();
  });

  it('opens with the search and status choice from the URL, including expired promotions', async () => {
    const rendered = await openScreen('/admin-promotions?show=expired');
    const table = await activeTable();
    expect(idsIn(table)).toEqual(['PROMO-002', 'PROMO-001']);
    expect(cellsOf(rowOf(table, 'PROMO-001'))[7]).toBe('Expired');
    await participantsBadge(1532 + 418);
    expect(screen.getByRole('combobox', { name: 'Show promotions' })).toHaveValue('expired');

    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Show promotions' }), 'scheduled');
    await expectIds('Active promotions', ['PROMO-009', 'PROMO-008']);
    expect(search(rendered).get('show')).toBe('scheduled');
  });

  it('a status choice the screen does not know, even a name every object has, shows the active and scheduled promotions', async () => {
    await openScreen('/admin-promotions?show=toString');
    await expectIds('Active promotions', ['PROMO-009', 'PROMO-008', 'PROMO-007', 'PROMO-006', 'PROMO-005', 'PROMO-004', 'PROMO-003']);
    expect(screen.getByRole('combobox', { name: 'Show promotions' })).toHaveValue('current');
  });

  it('edits a promotion: errors at the fields, then the values are applied and kept', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(within(await activeTable()).getByRole('button', { name: 'Edit PROMO-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PROMO-003' });
    expect(within(dialog).getByRole('textbox', { name: 'Promotion Name' })).toHaveValue('Fall Furnace Tune-Up Bonus');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('2026-10-01');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Promotion Name' }));
    await fillDate(rendered, /End Date/, '2026-09-01', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Promotion name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Promotion Name' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Promotion Name' }), 'Winter Furnace Bonus');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Promotion Type' }), 'Points Multiplier');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Multiplier / Bonus' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Multiplier / Bonus' }), '2.5x');
    await fillDate(rendered, /End Date/, '2027-01-31', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Promotion Updated')).toHaveTextContent('Winter Furnace Bonus has been saved');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit PROMO-003' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(cellsOf(rowOf(screen.getByRole('table', { name: 'Active promotions' }), 'PROMO-003')).slice(0, 8)).toEqual([
        'PROMO-003', 'Winter Furnace Bonus', 'Points Multiplier', '2.5x', 'Oct 1, 2026', 'Jan 31, 2027', '1,247', 'Active',
      ]),
    );

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-promotions', rendered.server.storage);
    expect(cellsOf(rowOf(await activeTable(), 'PROMO-003')).slice(1, 6)).toEqual([
      'Winter Furnace Bonus', 'Points Multiplier', '2.5x', 'Oct 1, 2026', 'Jan 31, 2027',
    ]);
  });

  it('deletes a promotion only after confirmation, and the participants badge moves', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(within(await activeTable()).getByRole('button', { name: 'Delete PROMO-004' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete PROMO-004?' });
    expect(confirm).toHaveTextContent('Q4 Comfort Advisor Sales Contest will be permanently removed');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveAttribute('data-state', 'closed'));
    expect(idsIn(screen.getByRole('table', { name: 'Active promotions' }))).toContain('PROMO-004');

    await user.click(within(screen.getByRole('table', { name: 'Active promotions' })).getByRole('button', { name: 'Delete PROMO-004' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete PROMO-004?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Promotion Deleted')).toHaveTextContent('Q4 Comfort Advisor Sales Contest has been deleted');
    await waitFor(() => expect(idsIn(screen.getByRole('table', { name: 'Active promotions' }))).not.toContain('PROMO-004'));
    await participantsBadge(CURRENT_PARTICIPANTS - 342);

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-promotions', rendered.server.storage);
    expect(idsIn(await activeTable())).not.toContain('PROMO-004');
  });
});

describe('Promotions Management, Pending Approval', () => {
  it('keeps the tab in the URL and shows each approval card with its details', async () => {
    const rendered = await openScreen();
    await rendered.user.click(screen.getByRole('tab', { name: /Pending Approval/ }));
    await screen.findByRole('heading', { level: 2, name: 'Awaiting Approval' });
    expect(search(rendered).get('tab')).toBe('pending');
    expect(screen.getByRole('tab', { name: /Pending Approval/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Indoor Air Quality Sales Contest', 'Winter Emergency Replacement SPIFF', 'Smart Thermostat Bundle Bonus',
    ]);
    const smart = card('Smart Thermostat Bundle Bonus');
    for (const text of [
      'PROMO-010', 'Bonus Points', '500 pts', 'Nov 21, 2026 – Jan 21, 2027', 'Parts & Accessories',
      'Sarah Johnson, Territory Manager', 'Nov 20, 2026', '500 bonus points for every smart thermostat sold with a new system.',
    ]) {
      expect(smart).toHaveTextContent(text);
    }
    for (const name of ['Approve & Activate', 'Reject', 'Request Changes']) {
      expect(within(smart).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('approves and activates a promotion, which moves to Active Promotions with its participants', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    await rendered.user.click(within(await screen.findByRole('article', { name: 'Smart Thermostat Bundle Bonus' })).getByRole('button', { name: 'Approve & Activate' }));
    expect(await findToast('Promotion Approved')).toHaveTextContent('Smart Thermostat Bundle Bonus has been activated');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Smart Thermostat Bundle Bonus' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /Pending Approval/ })).toHaveTextContent('Pending Approval2');

    await rendered.user.click(screen.getByRole('tab', { name: 'Active Promotions' }));
    const table = await activeTable();
    expect(cellsOf(rowOf(table, 'PROMO-010')).slice(0, 8)).toEqual([
      'PROMO-010', 'Smart Thermostat Bundle Bonus', 'Bonus Points', '500 pts', 'Nov 21, 2026', 'Jan 21, 2027', '1,284', 'Active',
    ]);
    await participantsBadge(CURRENT_PARTICIPANTS + AUTO_ENROLLED);
  });

  it('approves a promotion that starts later as scheduled', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    await rendered.user.click(within(await screen.findByRole('article', { name: 'Winter Emergency Replacement SPIFF' })).getByRole('button', { name: 'Approve & Activate' }));
    expect(await findToast('Promotion Approved')).toHaveTextContent('Winter Emergency Replacement SPIFF has been approved and activates on Dec 1, 2026');
    await rendered.user.click(screen.getByRole('tab', { name: 'Active Promotions' }));
    expect(cellsOf(rowOf(await activeTable(), 'PROMO-011'))[7]).toBe('Scheduled');
  });

  it('rejects with an optional note and lists the promotion as rejected', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    const { user } = rendered;
    await user.click(within(await screen.findByRole('article', { name: 'Indoor Air Quality Sales Contest' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Indoor Air Quality Sales Contest' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Overlaps the spring IAQ campaign');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Promotion' }));
    expect(await findToast('Promotion Rejected')).toHaveTextContent('Indoor Air Quality Sales Contest has been declined');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Indoor Air Quality Sales Contest' })).not.toBeInTheDocument());
    const returned = screen.getByRole('table', { name: 'Drafts and returned promotions' });
    const row = rowOf(returned, 'PROMO-012');
    expect(row).toHaveTextContent('Note: Overlaps the spring IAQ campaign');
    expect(cellsOf(row)[7]).toBe('Rejected');

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-promotions?tab=pending', rendered.server.storage);
    expect(cellsOf(rowOf(await screen.findByRole('table', { name: 'Drafts and returned promotions' }), 'PROMO-012'))[7]).toBe('Rejected');
    expect(screen.queryByRole('article', { name: 'Indoor Air Quality Sales Contest' })).not.toBeInTheDocument();
  });

  it('requires a note to request changes, then sends the promotion back', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    const { user } = rendered;
    await user.click(within(await screen.findByRole('article', { name: 'Winter Emergency Replacement SPIFF' })).getByRole('button', { name: 'Request Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Changes to Winter Emergency Replacement SPIFF' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('A note describing the changes is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Changes needed' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Changes needed' }), 'Limit the SPIFF to systems under 5 tons');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await findToast('Changes Requested')).toHaveTextContent('Winter Emergency Replacement SPIFF has been sent back to Mike Chen with your note');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter Emergency Replacement SPIFF' })).not.toBeInTheDocument());
    const row = rowOf(screen.getByRole('table', { name: 'Drafts and returned promotions' }), 'PROMO-011');
    expect(cellsOf(row)[7]).toBe('Changes Requested');
    expect(row).toHaveTextContent('Note: Limit the SPIFF to systems under 5 tons');
  });

  it('creates a promotion: errors at the fields, Create & Activate lands in Active, the form is cleared', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    const { user } = rendered;
    const form = await screen.findByRole('form', { name: 'Create New Promotion' });
    expect(within(form).getByRole('combobox', { name: 'Promotion Type' }).querySelectorAll('option')).toHaveLength(4);
    expect([...within(form).getByRole('combobox', { name: 'Promotion Type' }).querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Bonus Points', 'Sales Contest', 'SPIFF', 'Points Multiplier',
    ]);
    expect([...within(form).getByRole('combobox', { name: 'Target Products' }).querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All Products', 'Residential Systems', 'Commercial Systems', 'Parts & Accessories',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Create & Activate' }));
    for (const message of ['Promotion name is required', 'Multiplier or bonus is required', 'Start date is required', 'End date is required']) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }

    await user.type(within(form).getByRole('textbox', { name: 'Promotion Name' }), 'Holiday Heat Pump Push');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Promotion Type' }), 'SPIFF');
    await user.type(within(form).getByRole('textbox', { name: 'Multiplier / Bonus' }), '3x');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Target Products' }), 'Residential Systems');
    await fillDate(rendered, /Start Date/, '2026-11-20', form);
    await fillDate(rendered, /End Date/, '2026-11-01', form);
    await user.click(within(form).getByRole('button', { name: 'Create & Activate' }));
    expect(await within(form).findByText('End date must be on or after the start date')).toBeInTheDocument();

    await fillDate(rendered, /End Date/, '2026-12-31', form);
    await user.type(within(form).getByRole('textbox', { name: 'Description / Rules' }), 'Triple points on heat pumps installed before New Year.');
    await user.click(within(form).getByRole('checkbox', { name: 'Auto-enroll all eligible participants' }));
    await user.click(within(form).getByRole('button', { name: 'Create & Activate' }));
    expect(await findToast('Promotion Created')).toHaveTextContent('Holiday Heat Pump Push is now active');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Promotion Name' })).toHaveValue(''));
    expect(within(form).getByRole('textbox', { name: 'Multiplier / Bonus' })).toHaveValue('');
    expect(within(form).getByLabelText(/Start Date/)).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Auto-enroll all eligible participants' })).not.toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Active Promotions' }));
    const table = await activeTable();
    expect(idsIn(table)[0]).toBe('PROMO-013');
    expect(cellsOf(rowOf(table, 'PROMO-013')).slice(0, 8)).toEqual([
      'PROMO-013', 'Holiday Heat Pump Push', 'SPIFF', '3x', 'Nov 20, 2026', 'Dec 31, 2026', '1,284', 'Active',
    ]);
    await participantsBadge(CURRENT_PARTICIPANTS + AUTO_ENROLLED);
  });

  it('saves a draft into Drafts & Returned, and reports a past end date from the server at the field', async () => {
    const rendered = await openScreen('/admin-promotions?tab=pending');
    const { user } = rendered;
    const form = await screen.findByRole('form', { name: 'Create New Promotion' });
    expect(screen.getByText('No drafts')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Promotion Name' }), 'Last Summer Recap');
    await user.type(within(form).getByRole('textbox', { name: 'Multiplier / Bonus' }), '250 pts');
    await fillDate(rendered, /Start Date/, '2026-06-01', form);
    await fillDate(rendered, /End Date/, '2026-08-31', form);
    await user.click(within(form).getByRole('button', { name: 'Create & Activate' }));
    expect(await within(form).findByText('End date has already passed')).toBeInTheDocument();
    expect(within(form).getByLabelText(/End Date/)).toHaveAttribute('aria-invalid', 'true');

    await fillDate(rendered, /Start Date/, '2027-06-01', form);
    await fillDate(rendered, /End Date/, '2027-08-31', form);
    await user.click(within(form).getByRole('button', { name: 'Save as Draft' }));
    expect(await findToast('Draft Saved')).toHaveTextContent('Last Summer Recap has been saved as a draft');
    const drafts = await screen.findByRole('table', { name: 'Drafts and returned promotions' });
    expect(cellsOf(rowOf(drafts, 'PROMO-013')).slice(0, 8)).toEqual([
      'PROMO-013', 'Last Summer Recap', 'Bonus Points', '250 pts', 'Jun 1, 2027', 'Aug 31, 2027', '0', 'Draft',
    ]);
    expect(within(form).getByRole('textbox', { name: 'Promotion Name' })).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Active Promotions' }));
    expect(idsIn(await activeTable())).not.toContain('PROMO-013');

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-promotions?tab=pending', rendered.server.storage);
    expect(cellsOf(rowOf(await screen.findByRole('table', { name: 'Drafts and returned promotions' }), 'PROMO-013'))[7]).toBe('Draft');
  });
});

describe('Promotions Management, Base Earn Rates', () => {
  it('shows the rates with their columns and the Important Note', async () => {
    const rendered = await openScreen();
    await rendered.user.click(screen.getByRole('tab', { name: 'Base Earn Rates' }));
    const table = await screen.findByRole('table', { name: 'Base earn rates' });
    // Its first rows render first and the rest just after; the table is busy until then.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: WAIT_MS });
    expect(search(rendered).get('tab')).toBe('rates');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Category', 'Product Type', 'Base Points', 'Base Dollars', 'Tier', 'Last Updated', 'Edit',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(18);
    expect(cellsOf(rowOf(table, 'Line Set Kits')).slice(0, 6)).toEqual([
      'Installation Parts', 'Line Set Kits', '500', '$50.00', 'Standard', 'Oct 12, 2026',
    ]);
    expect(cellsOf(rowOf(table, 'Compressors')).slice(0, 6)).toEqual([
      'Refrigeration Parts', 'Compressors', '1,000', '$100.00', 'Premium', 'Nov 10, 2026',
    ]);
    expect(screen.getByText('Showing 17 of 17 earn rates')).toBeInTheDocument();
    expect(screen.getByText('Important Note')).toBeInTheDocument();
    expect(screen.getByText('Base rate changes apply to future claims only.')).toBeInTheDocument();
    expect(screen.getByText('Active promotion multipliers stack on base rates.')).toBeInTheDocument();
    expect(screen.getByText('Historical claims are unaffected.')).toBeInTheDocument();
  });

  it('filters by tier and searches on the server, both kept in the URL', async () => {
    const rendered = await openScreen('/admin-promotions?tab=rates&tier=premium');
    let table = await screen.findByRole('table', { name: 'Base earn rates' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => cellsOf(row)[1])).toEqual([
      'Compressors', 'Smart Thermostats', 'ECM Blower Motors', 'Whole-Home Air Purifiers',
    ]);
    const tier = screen.getByRole('combobox', { name: 'Filter by tier' });
    expect([...tier.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All Tiers', 'Basic', 'Standard', 'Premium']);

    await rendered.user.selectOptions(tier, 'Basic');
    await rendered.user.type(screen.getByRole('searchbox', { name: 'Search earn rates' }), 'electrical');
    await waitFor(() => expect(search(rendered).get('rateSearch')).toBe('electrical'));
    await waitFor(() => {
      table = screen.getByRole('table', { name: 'Base earn rates' });
      expect(within(table).getAllByRole('row').slice(1).map((row) => cellsOf(row)[1])).toEqual(['Contactors', 'Run Capacitors']);
    });
    expect(search(rendered).get('tier')).toBe('basic');
    expect(search(rendered).get('rateSearch')).toBe('electrical');

    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tier' }), 'Premium');
    expect(await screen.findByText('No earn rates found matching your filters')).toBeInTheDocument();
  });

  it('edits a rate and shows Earn Rate Updated; the new values stay after a reload', async () => {
    const rendered = await openScreen('/admin-promotions?tab=rates');
    const { user } = rendered;
    await user.click(within(await screen.findByRole('table', { name: 'Base earn rates' })).getByRole('button', { name: 'Edit Compressors Premium rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Earn Rate' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Refrigeration Parts');
    expect(within(dialog).getByRole('textbox', { name: 'Base Points' })).toHaveValue('1000');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Points' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText('Base points must be a whole number, 0 or more')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Points' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '1200');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Dollars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Dollars' }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await findToast('Earn Rate Updated')).toHaveTextContent('The Premium rate for Compressors has been saved and applies to future claims');
    await waitFor(() =>
      expect(cellsOf(rowOf(screen.getByRole('table', { name: 'Base earn rates' }), 'Compressors')).slice(0, 6)).toEqual([
        'Refrigeration Parts', 'Compressors', '1,200', '$120.00', 'Premium', 'Nov 22, 2026',
      ]),
    );

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-promotions?tab=rates', rendered.server.storage);
    expect(cellsOf(rowOf(await screen.findByRole('table', { name: 'Base earn rates' }), 'Compressors')).slice(2, 4)).toEqual(['1,200', '$120.00']);
  });

  it('adds a new rate: errors at the fields, a duplicate is refused, then the rate is listed', async () => {
    const rendered = await openScreen('/admin-promotions?tab=rates');
    const { user } = rendered;
    await screen.findByRole('table', { name: 'Base earn rates' });
    await user.click(screen.getByRole('button', { name: 'Add New Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Rate' });
    const categories = [...within(dialog).getByRole('combobox', { name: 'Category' }).querySelectorAll('option')].map((option) => option.textContent);
    expect(categories).toEqual([
      'Select a category', 'Installation Parts', 'Filters & Accessories', 'Refrigeration Parts', 'Sensors & Controls', 'Motors & Components',
      'Tools & Supplies', 'Indoor Air Quality', 'Electrical Components', 'Drainage Systems', 'Maintenance Supplies',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    for (const message of ['Category is required', 'Product type is required', 'Base points is required', 'Base dollars is required', 'Tier is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Refrigeration Parts');
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Type' }), 'Compressors');
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '900');
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Dollars' }), '90');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), 'Premium');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText('A Premium rate for Refrigeration Parts / Compressors already exists')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), 'Standard');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await findToast('Earn Rate Updated')).toHaveTextContent('The Standard rate for Compressors has been saved and applies to future claims');
    await waitFor(() => expect(screen.getByText('Showing 18 of 18 earn rates')).toBeInTheDocument());
    const rows = within(screen.getByRole('table', { name: 'Base earn rates' }))
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('Compressors'))
      .map((row) => cellsOf(row).slice(0, 6));
    expect(rows).toEqual([
      ['Refrigeration Parts', 'Compressors', '900', '$90.00', 'Standard', 'Nov 22, 2026'],
      ['Refrigeration Parts', 'Compressors', '1,000', '$100.00', 'Premium', 'Nov 10, 2026'],
    ]);
  });
});

describe('Promotions Management, landmarks', () => {
  /** The names of the regions on the page (the tab shown now), in document order. */
  function regionNames(): string[] {
    const names: string[] = [];
    screen.getAllByRole('region', {
      name: (name) => {
        names.push(name);
        return true;
      },
    });
    return names;
  }

  /** Screen readers list landmarks by role and name: no two regions may read alike, in any case. */
  function expectDistinct(names: string[]) {
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  }

  it('names each tab’s section and its table’s scroll area apart', async () => {
    const rendered = await openScreen();
    const active = await activeTable();
    expect(regionNames()).toEqual(expect.arrayContaining(['Active Promotions', 'Active promotions table']));
    expectDistinct(regionNames());
    const activeSection = screen.getByRole('region', { name: 'Active Promotions' });
    expect(within(activeSection).getByRole('region', { name: 'Active promotions table' })).toContainElement(active);

    await rendered.user.click(screen.getByRole('tab', { name: /Pending Approval/ }));
    await screen.findByRole('heading', { level: 2, name: 'Awaiting Approval' });
    expectDistinct(regionNames());

    await rendered.user.click(screen.getByRole('tab', { name: 'Base Earn Rates' }));
    const rates = await screen.findByRole('table', { name: 'Base earn rates' });
    expect(regionNames()).toEqual(expect.arrayContaining(['Base Earn Rates', 'Base earn rates table']));
    expectDistinct(regionNames());
    const ratesSection = screen.getByRole('region', { name: 'Base Earn Rates' });
    expect(within(ratesSection).getByRole('region', { name: 'Base earn rates table' })).toContainElement(rates);
  });
});

describe('Promotions Management, access', () => {
  it('is for client admins only', async () => {
    renderRoute('/admin-promotions', { role: 'dealer' });
    await findPageHeading('Access denied');
    expect(screen.queryByRole('heading', { name: 'Promotions Management' })).not.toBeInTheDocument();
  });
});
