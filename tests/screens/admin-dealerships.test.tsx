import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute, type RenderedRoute } from '../render-route';

const CSV_HEADER = 'Dealer Number,Name,Region,Street Address,City,State,ZIP Code,Tier,Principal Email';

async function openScreen(path = '/admin-dealerships', storage?: RenderedRoute['server']['storage']) {
  const rendered = renderRoute(path, { role: 'client-admin', storage });
  await findPageHeading('Dealerships');
  await screen.findByRole('table', { name: 'Dealerships' });
  return rendered;
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Dealerships', hidden: true });
}

/** Dealership names (the row headers) in table order. */
function names(): string[] {
  return within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).queryAllByRole('rowheader', { hidden: true })[0]?.querySelector('p')?.textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  const row = within(table())
    .getAllByRole('row', { hidden: true })
    .find((candidate) => within(candidate).queryAllByRole('rowheader', { hidden: true })[0]?.querySelector('p')?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => screen.getAllByRole('status', { name: title, hidden: true })[0] as HTMLElement);
}

/** Types a search and waits for the URL to hold all of it (docs/testing.md, "Wait for the state you mean"). */
async function search(rendered: RenderedRoute, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search dealerships' });
  await rendered.user.clear(box);
  if (text !== '') await rendered.user.type(box, text);
  await waitFor(() => expect(new URLSearchParams(rendered.router.state.location.search).get('search') ?? '').toBe(text));
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
}

function csvFile(content: string, name = 'dealers.csv'): File {
  return new File([content], name, { type: 'text/csv' });
}

describe('Dealerships', () => {
  it('lists the network, searches by number, name or city, and filters by status after a deactivation', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    expect(names()).toHaveLength(25);
    await search(rendered, 'd-204817');
    await waitFor(() => expect(names()).toEqual(['Summit Comfort Systems']));
    expect([...rowOf('Summit Comfort Systems').querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'D-204817', 'Summit Comfort Systemsjordan.miller@summitcomfort.example', 'Midwest', 'Springfield, IL', 'Premier', 'Active',
    ]);

    await user.click(within(rowOf('Summit Comfort Systems')).getByRole('button', { name: 'Deactivate Summit Comfort Systems' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Dealership' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await findToast('Dealership Deactivated')).toHaveTextContent("Summit Comfort Systems's members can no longer sign in");
    await waitFor(() => expect(within(rowOf('Summit Comfort Systems')).getByText('Inactive')).toBeInTheDocument());

    await search(rendered, '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Inactive Only');
    await waitFor(() => expect(names()).toEqual(['Summit Comfort Systems']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Active Only');
    await waitFor(() => expect(names()).not.toContain('Summit Comfort Systems'));
  });

  it('creates a dealership: messages at the wrong fields, a taken number refused, then listed and kept after a reload', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Add Dealership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dealership' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Dealer Number' }), 'd-204817');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dealership Name' }), 'Lakeshore Heating');
    await user.type(within(dialog).getByRole('textbox', { name: 'Region' }), 'Midwest');
    await user.type(within(dialog).getByRole('textbox', { name: 'Street Address' }), '12 Harbor Road');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Racine');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'WI');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), 'Elite');
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP Code' }), '53a');
    await user.type(within(dialog).getByRole('textbox', { name: 'Principal Email' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dealership' }));
    expect(await within(dialog).findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByRole('textbox', { name: 'ZIP Code' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP Code' }), '53403');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Principal Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Principal Email' }), 'owner@lakeshore.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dealership' }));
    expect(await within(dialog).findByText('Dealer number d-204817 is already used by another dealership')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Dealer Number' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Dealer Number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Dealer Number' }), 'D-500001');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dealership' }));
    expect(await findToast('Dealership Created')).toHaveTextContent('Lakeshore Heating has been added to the network');
    await waitFor(() => expect(names()).toEqual(['Lakeshore Heating']));
    expect(new URLSearchParams(rendered.router.state.location.search).get('search')).toBe('D-500001');

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-dealerships?search=racine', rendered.server.storage);
    expect([...rowOf('Lakeshore Heating').querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'D-500001', 'Lakeshore Heatingowner@lakeshore.example', 'Midwest', 'Racine, WI', 'Elite', 'Active',
    ]);
  });

  it('previews a dealer list with per-row errors and imports only the valid rows', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Dealerships from CSV' });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const file = csvFile(
      [
        CSV_HEADER,
        'D-600001,Riverbend Comfort,Midwest,4 Mill Street,Dubuque,IA,52001,Select,owner@riverbend.example',
        'D-204817,Copycat Air,Midwest,9 Elm Street,Peoria,IL,61602,Gold,',
        'D-600002,Prairie Air,Midwest,210 Walnut Street,Peoria,IL,61602,Premier,boss@prairieair.example',
      ].join('\n'),
    );
    await user.upload(within(dialog).getByLabelText('Choose CSV file'), file);
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByText('3 rows')).toBeInTheDocument();
    expect(within(dialog).getByText('2 valid')).toBeInTheDocument();
    expect(within(dialog).getByText('1 row with errors')).toBeInTheDocument();
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'D-600001', 'Riverbend Comfort', 'Dubuque', 'IA', 'Select', 'owner@riverbend.example', 'Valid'],
      ['2', 'D-204817', 'Copycat Air', 'Peoria', 'IL', 'GOLD', '—', 'Choose a tier: Essential, Select, Elite or PremierEmail is requiredDealer number D-204817 is already used by another dealership'],
      ['3', 'D-600002', 'Prairie Air', 'Peoria', 'IL', 'Premier', 'boss@prairieair.example', 'Valid'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    expect(await findToast('Dealerships Imported')).toHaveTextContent('2 dealerships have been added to the network; 1 row with errors was skipped');
    await search(rendered, 'D-6000');
    await waitFor(() => expect(names()).toEqual(['Prairie Air', 'Riverbend Comfort']));
  });
});
