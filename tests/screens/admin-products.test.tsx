import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute, type RenderedRoute } from '../render-route';
import { captureDownloads } from '../downloads';


afterEach(() => {
  vi.restoreAllMocks();
});

const CSV_HEADER = 'Product Name,SKU,Category,Base Points,Base Dollars,Description,Status';

async function openScreen(path = '/admin-products', storage?: RenderedRoute['server']['storage']) {
  const rendered = renderRoute(path, { role: 'client-admin', storage });
  await findPageHeading('Product Management');
  await screen.findByRole('table', { name: 'Product catalog' }).catch(() => undefined);
  return rendered;
}

function params(rendered: RenderedRoute): URLSearchParams {
  return new URLSearchParams(rendered.router.state.location.search);
}

function catalog(): HTMLElement {
  return screen.getByRole('table', { name: 'Product catalog' });
}

/** Product names in table order. */
function names(): string[] {
  return within(catalog())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent ?? '');
}

async function expectNames(expected: string[]) {
  await waitFor(() => expect(names()).toEqual(expected));
}

function rowOf(name: string): HTMLElement {
  const row = within(catalog())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('rowheader')[0]?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Product Name, SKU, Category, Base Points, Base Dollars, Status (the badge), Last Modified. */
function cellsOf(name: string): string[] {
  return [...rowOf(name).querySelectorAll('th, td')]
    .slice(0, 7)
    // The status cell holds the switch (named for screen readers) and the badge: only the badge's word.
    .map((cell, index) => (index === 5 ? within(cell as HTMLElement).getByText(/^(Active|Inactive)$/).textContent : cell.textContent) ?? '');
}

async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    // A toast is a status named by its title (hidden from the accessibility tree while a dialog is open).
    return screen.getAllByRole('status', { name: title, hidden: true })[0];
  });
}

/** The three cards: label → [value, help]. */
function cards(): Record<string, [string, string]> {
  const result: Record<string, [string, string]> = {};
  for (const label of ['Total Products', 'Active Products', 'Inactive Products']) {
    // Also while a dialog hides the page behind it from assistive technology.
    const texts = [...screen.getByRole('group', { name: label, hidden: true }).querySelectorAll('p')].map((p) => p.textContent ?? '');
    result[label] = [texts[1] ?? '', texts[2] ?? ''];
  }
  return result;
}

async function expectCards(total: number, active: number, activeShare: string, inactive: number, inactiveShare: string) {
  await waitFor(() =>
    expect(cards()).toEqual({
      'Total Products': [String(total), 'In the product catalog'],
      'Active Products': [String(active), `${activeShare} of catalog`],
      'Inactive Products': [String(inactive), `${inactiveShare} of catalog`],
    }),
  );
}

function csvFile(content: string, name = 'products.csv', type = 'text/csv'): File {
  return new File([content], name, { type });
}

async function openImport(rendered: RenderedRoute) {
  await rendered.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  return screen.findByRole('dialog', { name: 'Import Products from CSV' });
}

describe('Product Management, catalog', () => {
  it('shows the cards computed by the server and the catalog with its columns', async () => {
    await openScreen();
    await expectCards(40, 34, '85%', 6, '15%');
    const table = catalog();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product Name', 'SKU', 'Category', 'Base Points', 'Base Dollars', 'Status', 'Last Modified', 'Actions',
    ]);
    expect(names()).toHaveLength(25);
    expect(names().slice(0, 3)).toEqual(['Condensate Pan Treatment Tablets', 'Condensate Pump, 1/30 HP', 'Condenser Fan Blade 22"']);
    expect(cellsOf('Digital Manifold Gauge Set')).toEqual([
      'Digital Manifold Gauge Set', 'TLS-1001', 'Tools & Supplies', '2,500 pts', '$250.00', 'Active', 'Nov 13, 2026',
    ]);
    expect(cellsOf('Flaring Tool Kit')).toEqual(['Flaring Tool Kit', 'TLS-1004', 'Tools & Supplies', '750 pts', '$75.00', 'Inactive', 'Apr 26, 2026']);
    expect(within(rowOf('Flaring Tool Kit')).getByRole('switch', { name: 'Active: Flaring Tool Kit' })).not.toBeChecked();
    expect(within(rowOf('Fin Comb Set')).getByRole('switch', { name: 'Active: Fin Comb Set' })).toBeChecked();
    expect(within(rowOf('Fin Comb Set')).getByRole('button', { name: 'Edit Fin Comb Set' })).toBeInTheDocument();
    expect(within(rowOf('Fin Comb Set')).getByRole('button', { name: 'Delete Fin Comb Set' })).toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 40 products')).toBeInTheDocument();
  });

  it('names its landmarks apart: the Product Catalog card, and the table’s scroll area inside it', async () => {
    await openScreen();
    const names: string[] = [];
    screen.getAllByRole('region', {
      name: (name) => {
        names.push(name);
        return true;
      },
    });
    expect(names).toContain('Product Catalog');
    expect(names).toContain('Product catalog table');
    // Screen readers list landmarks by role and name: no two regions may read alike, in any case.
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const card = screen.getByRole('region', { name: 'Product Catalog' });
    expect(within(card).getByRole('region', { name: 'Product catalog table' })).toContainElement(catalog());
  });

  it('loads the next page with Load more', async () => {
    const rendered = await openScreen();
    await rendered.user.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Showing 40 of 40 products')).toBeInTheDocument();
    expect(names()).toHaveLength(40);
    expect(names().at(-1)).toBe('Zoning Control Panel, 4 Zone');
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
  });

  it('searches name or SKU and filters by category and status on the server, all in the URL', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'merv');
    await waitFor(() => expect(params(rendered).get('search')).toBe('merv'));
    await expectNames(['MERV 11 Pleated Filter 16x25x4', 'MERV 13 Pleated Filter 20x25x1']);
    expect(screen.getByText('Showing 2 of 2 products')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'sen-1004');
    await waitFor(() => expect(params(rendered).get('search')).toBe('sen-1004'));
    await expectNames(['Furnace Flame Sensor Rod']);

    await user.clear(box);
    const category = screen.getByRole('combobox', { name: 'Filter by category' });
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All Categories', 'Installation Parts', 'Filters & Accessories', 'Refrigeration Parts', 'Sensors & Controls', 'Motors & Components',
      'Tools & Supplies', 'Indoor Air Quality', 'Electrical Components', 'Drainage Systems', 'Maintenance Supplies',
    ]);
    await user.selectOptions(category, 'Sensors & Controls');
    await expectNames(['Furnace Flame Sensor Rod', 'Outdoor Temperature Sensor', 'Smart Wi-Fi Thermostat', 'Zoning Control Panel, 4 Zone']);
    expect(params(rendered).get('category')).toBe('Sensors & Controls');
    expect(params(rendered).get('search')).toBeNull();

    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All Status', 'Active Only', 'Inactive Only']);
    await user.selectOptions(status, 'Active Only');
    await expectNames(['Outdoor Temperature Sensor', 'Smart Wi-Fi Thermostat', 'Zoning Control Panel, 4 Zone']);
    expect(params(rendered).get('status')).toBe('active');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'merv');
    // A prefix empties the list already: wait for the whole text, so Clear filters acts on it.
    await waitFor(() => expect(params(rendered).get('search')).toBe('merv'));
    expect(await screen.findByText('No products found matching your filters')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Product catalog' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 25 of 40 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('');
  });

  it('opens with the filters from the URL', async () => {
    await openScreen('/admin-products?status=inactive');
    await expectNames([
      'Flaring Tool Kit', 'Flexible Duct Connector Kit', 'Furnace Flame Sensor Rod', 'Fused Disconnect, 60 Amp', 'PVC Condensate Trap 3/4"',
      'Washable Electrostatic Filter 16x25x1',
    ]);
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('inactive');
    expect(screen.getByText('Showing 6 of 6 products')).toBeInTheDocument();
  });

  it('keeps its filters in the entry it was opened in: Back leaves the screen, Forward and a reload bring them back', async () => {
    const rendered = renderRoute('/faq', { role: 'client-admin' });
    const { user, router, server } = rendered;
    await findPageHeading('Frequently Asked Questions');
    await router.navigate('/admin-products');
    await findPageHeading('Product Management');
    await screen.findByRole('table', { name: 'Product catalog' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by category' }), 'Sensors & Controls');
    await waitFor(() => expect(params(rendered).get('category')).toBe('Sensors & Controls'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Active Only');
    await expectNames(['Outdoor Temperature Sensor', 'Smart Wi-Fi Thermostat', 'Zoning Control Panel, 4 Zone']);
    const filtered = router.state.location.pathname + router.state.location.search;

    await router.navigate(-1);
    await findPageHeading('Frequently Asked Questions');
    await router.navigate(1);
    await findPageHeading('Product Management');
    await expectNames(['Outdoor Temperature Sensor', 'Smart Wi-Fi Thermostat', 'Zoning Control Panel, 4 Zone']);
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('Sensors & Controls');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('active');

    cleanup();
    await openScreen(filtered, server.storage);
    await expectNames(['Outdoor Temperature Sensor', 'Smart Wi-Fi Thermostat', 'Zoning Control Panel, 4 Zone']);
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('active');
  });

  it('is for client admins only', async () => {
    renderRoute('/admin-products', { role: 'comfort-advisor' });
    await findPageHeading('Access denied');
    expect(screen.queryByRole('heading', { name: 'Product Management' })).not.toBeInTheDocument();
  });
});

describe('Product Management, changes', () => {
  it('disables and enables a product with the switch; the badge and the cards move', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(within(rowOf('Fin Comb Set')).getByRole('switch', { name: 'Active: Fin Comb Set' }));
    expect(await findToast('Product Disabled')).toHaveTextContent('Fin Comb Set is now inactive');
    await waitFor(() => expect(cellsOf('Fin Comb Set')[5]).toBe('Inactive'));
    expect(within(rowOf('Fin Comb Set')).getByRole('switch', { name: 'Active: Fin Comb Set' })).not.toBeChecked();
    await expectCards(40, 33, '82.5%', 7, '17.5%');

    await user.click(within(rowOf('Flaring Tool Kit')).getByRole('switch', { name: 'Active: Flaring Tool Kit' }));
    expect(await findToast('Product Enabled')).toHaveTextContent('Flaring Tool Kit is now active');
    await waitFor(() => expect(cellsOf('Flaring Tool Kit')[5]).toBe('Active'));
    await expectCards(40, 34, '85%', 6, '15%');

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-products', rendered.server.storage);
    expect(cellsOf('Fin Comb Set')[5]).toBe('Inactive');
    expect(cellsOf('Flaring Tool Kit')[5]).toBe('Active');
  });

  it('creates a product: errors at the fields, a taken SKU is refused, then it appears with the values entered', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    for (const message of ['Product name is required', 'Category is required', 'Base points is required', 'Base dollars is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('SKU is required')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Attic Condensate Alarm');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Drainage Systems');
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '-5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Dollars' }), '45');
    await user.type(within(dialog).getByRole('textbox', { name: 'SKU' }), 'sen-1001');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog).findByText('Base points must be a whole number, 0 or more')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Points' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog).findByText('SKU sen-1001 is already in use')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'SKU' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByRole('textbox', { name: 'SKU' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'SKU' }), 'DRN-2001');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Shuts the system down before the pan overflows.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await findToast('Product Created')).toHaveTextContent('New product has been added to the catalog');

    await expectNames(['Attic Condensate Alarm']);
    expect(cellsOf('Attic Condensate Alarm')).toEqual([
      'Attic Condensate Alarm', 'DRN-2001', 'Drainage Systems', '450 pts', '$45.00', 'Active', 'Nov 22, 2026',
    ]);
    expect(params(rendered).get('search')).toBe('DRN-2001');
    await expectCards(41, 35, '85.4%', 6, '14.6%');

    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-products?search=attic', rendered.server.storage);
    expect(cellsOf('Attic Condensate Alarm')[1]).toBe('DRN-2001');
  });

  it('edits a product and applies the values', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(within(rowOf('Float Safety Switch')).getByRole('button', { name: 'Edit Float Safety Switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByRole('textbox', { name: 'SKU' })).toHaveValue('DRN-1002');
    expect(within(dialog).getByRole('textbox', { name: 'Base Points' })).toHaveValue('140');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Drainage Systems');

    await user.clear(within(dialog).getByRole('textbox', { name: 'SKU' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('SKU is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'SKU' }), 'DRN-1002');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Product Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Float Safety Switch, Pan Mount');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Points' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Points' }), '160');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Base Dollars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Base Dollars' }), '16.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Product Updated')).toHaveTextContent('Product details have been saved');
    await waitFor(() =>
      expect(cellsOf('Float Safety Switch, Pan Mount')).toEqual([
        'Float Safety Switch, Pan Mount', 'DRN-1002', 'Drainage Systems', '160 pts', '$16.50', 'Active', 'Nov 22, 2026',
      ]),
    );
    expect(names()).not.toContain('Float Safety Switch');
  });

  it('deletes a product at once and Undo restores it', async () => {
    const rendered = await openScreen();
    const { user } = rendered;
    await user.click(within(rowOf('Equipment Pad 36" x 36"')).getByRole('button', { name: 'Delete Equipment Pad 36" x 36"' }));
    const toast = await findToast('Product Deleted');
    expect(toast).toHaveTextContent('Equipment Pad 36" x 36" has been removed');
    await waitFor(() => expect(names()).not.toContain('Equipment Pad 36" x 36"'));
    await expectCards(39, 33, '84.6%', 6, '15.4%');

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await findToast('Product Restored')).toHaveTextContent('Equipment Pad 36" x 36" is back in the catalog');
    await waitFor(() => expect(names()).toContain('Equipment Pad 36" x 36"'));
    expect(cellsOf('Equipment Pad 36" x 36"').slice(0, 6)).toEqual([
      'Equipment Pad 36" x 36"', 'INS-1002', 'Installation Parts', '240 pts', '$24.00', 'Active',
    ]);
    await expectCards(40, 34, '85%', 6, '15%');
  });

  it('keeps a deletion after a reload', async () => {
    const rendered = await openScreen();
    await rendered.user.click(within(rowOf('Fin Comb Set')).getByRole('button', { name: 'Delete Fin Comb Set' }));
    await findToast('Product Deleted');
    await waitFor(() => expect(names()).not.toContain('Fin Comb Set'));
    rendered.server.db.flush();
    cleanup();
    await openScreen('/admin-products', rendered.server.storage);
    expect(names()).not.toContain('Fin Comb Set');
    await expectCards(39, 33, '84.6%', 6, '15.4%');
  });
});

describe('Product Management, import and export', () => {
  it('previews a CSV with per-row errors and imports the valid rows', async () => {
    const rendered = await openScreen();
    const dialog = await openImport(rendered);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const file = csvFile(
      [
        CSV_HEADER,
        'Hybrid Heat Controller,SEN-2001,Sensors & Controls,1500,150,Dual fuel controller,Active',
        'Coil Fin Straightener,,Tools & Supplies,90,9,,Inactive',
        'Bad Row Product,SEN-1001,Sensors & Controls,12.5,abc,,Active',
      ].join('\n'),
    );
    await rendered.user.upload(within(dialog).getByLabelText('Choose CSV file'), file);
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByText('3 rows')).toBeInTheDocument();
    expect(within(dialog).getByText('2 valid')).toBeInTheDocument();
    expect(within(dialog).getByText('1 row with errors')).toBeInTheDocument();
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'Hybrid Heat Controller', 'SEN-2001', 'Sensors & Controls', '1,500 pts', '$150.00', 'Active', 'Valid'],
      ['2', 'Coil Fin Straightener', 'Generated', 'Tools & Supplies', '90 pts', '$9.00', 'Inactive', 'Valid'],
      [
        '3', 'Bad Row Product', 'SEN-1001', 'Sensors & Controls', '12.5 pts', 'Not a number', 'Active',
        'Base points must be a whole number, 0 or moreBase dollars must be 0 or moreSKU SEN-1001 is already in use',
      ],
    ]);
    await expectCards(40, 34, '85%', 6, '15%');

    await rendered.user.click(within(dialog).getByText('Rows with errors'));
    expect(within(within(dialog).getByRole('table', { name: 'Import preview' })).getAllByRole('row')).toHaveLength(2);

    await rendered.user.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    expect(await findToast('Products Imported')).toHaveTextContent('2 products have been added to the catalog; 1 row with errors was skipped');
    await expectCards(42, 35, '83.3%', 7, '16.7%');

    await rendered.user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'coil fin');
    await expectNames(['Coil Fin Straightener']);
    expect(cellsOf('Coil Fin Straightener')).toEqual([
      'Coil Fin Straightener', 'TLS-1005', 'Tools & Supplies', '90 pts', '$9.00', 'Inactive', 'Nov 22, 2026',
    ]);
  });

  it('refuses malformed files with a clear message and changes nothing', async () => {
    const rendered = await openScreen();
    const dialog = await openImport(rendered);
    const input = within(dialog).getByLabelText('Choose CSV file');
    const user = userEvent.setup({ applyAccept: false });
    const cases: [File, string][] = [
      [
        csvFile(['Product Name,Colour,Category,Base Points,Base Dollars', 'Heat Lamp,Red,Tools & Supplies,10,1'].join('\n')),
        'The file has columns the import does not know: “Colour”. Use only: Product Name, SKU, Category, Base Points, Base Dollars, Description, Status.',
      ],
      [
        csvFile('Smart Thing,SEN-9,Sensors & Controls,10,1\nOther Thing,SEN-8,Sensors & Controls,10,1'),
        'The file has no header row. Its first row must name the columns: Product Name, SKU, Category, Base Points, Base Dollars, Description, Status.',
      ],
      [csvFile(`${CSV_HEADER}\n`), 'The file has no product rows. Add one product per row under the header row.'],
      [csvFile('Product Name,SKU,Base Points\nHeat Lamp,TLS-9,10'), 'The file is missing the columns “Category”, “Base Dollars”.'],
      [csvFile('PK\u0003\u0004binary', 'catalog.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), '“catalog.xlsx” is not a CSV file. Choose a .csv file with a header row.'],
    ];
    for (const [file, message] of cases) {
      await user.upload(input, file);
      const alert = await within(dialog).findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(message));
      expect(alert).toHaveTextContent('This file cannot be imported');
      expect(alert).toHaveTextContent('Nothing was changed.');
      expect(within(dialog).queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    }
    await expectCards(40, 34, '85%', 6, '15%');
  });

  it('picks the file from the Choose CSV file button, names it, and reads a fixed file of the same name again', async () => {
    const rendered = await openScreen();
    const dialog = await openImport(rendered);
    const button = within(dialog).getByRole('button', { name: 'Choose CSV file' });
    expect(button).toHaveAccessibleDescription(/^The first row names the columns/);
    expect(within(dialog).getByText('No file selected yet')).toBeInTheDocument();
    // The file input is named by the button that opens it, and takes CSV files.
    const input = within(dialog).getByLabelText('Choose CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');

    // Enter on the button opens the file picker.
    const opened = vi.fn();
    input.addEventListener('click', opened);
    button.focus();
    await rendered.user.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));

    const row = (dollars: string) => csvFile([CSV_HEADER, `Drain Pan Heater,SEN-2002,Sensors & Controls,10,${dollars},,Active`].join('\n'), 'heaters.csv');
    await rendered.user.upload(input, row('abc'));
    await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByText('Selected: heaters.csv')).toBeInTheDocument();
    // The file's size reads as the portal writes sizes elsewhere (the claim drawer's evidence).
    const size = row('abc').size;
    expect(within(dialog).getByText(`${size} bytes`)).toBeInTheDocument();
    expect(within(dialog).getByText('1 row with errors')).toBeInTheDocument();
    expect(within(dialog).queryByText('No file selected yet')).not.toBeInTheDocument();

    // The fixed file has the same name, size and type: it is read again all the same.
    await rendered.user.upload(input, row('100'));
    await waitFor(() => expect(within(dialog).getByText('1 valid')).toBeInTheDocument());
    expect(within(dialog).getByText('0 rows with errors')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 valid row' })).toBeEnabled();
  });

  it('downloads the import template', async () => {
    const files = captureDownloads();
    const rendered = await openScreen();
    const dialog = await openImport(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Download template' }));
    // The CSV writer loads with the first download.
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('product-import-template.csv');
    const parsed = Papa.parse<string[]>(await files[0]!.blob.text());
    expect(parsed.data[0]).toEqual(CSV_HEADER.split(','));
  });

  it('exports every product matching the filters as CSV, not only the rows on screen', async () => {
    const files = captureDownloads();
    const rendered = await openScreen();
    await rendered.user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await findToast('Catalog Exported')).toHaveTextContent('40 products downloaded as CSV');
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^product-catalog-\d{4}-\d{2}-\d{2}\.csv$/);
    const all = Papa.parse<Record<string, string>>(await files[0]!.blob.text(), { header: true, skipEmptyLines: true });
    expect(all.meta.fields).toEqual([
      'Product ID', 'Product Name', 'SKU', 'Category', 'Base Points', 'Base Dollars', 'Status', 'Description', 'Created', 'Last Modified',
    ]);
    expect(all.data).toHaveLength(40);
    expect(all.data.find((row) => row.SKU === 'SEN-1001')).toMatchObject({
      'Product Name': 'Smart Wi-Fi Thermostat', Category: 'Sensors & Controls', 'Base Points': '1000', 'Base Dollars': '100.00', Status: 'Active',
      Description: 'Seven-day programmable thermostat with app control.',
    });

    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Inactive Only');
    await waitFor(() => expect(screen.getByText('Showing 6 of 6 products')).toBeInTheDocument());
    // The button says Exporting… until the first export's transition has settled.
    await rendered.user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const inactive = Papa.parse<Record<string, string>>(await files[1]!.blob.text(), { header: true, skipEmptyLines: true });
    expect(inactive.data.map((row) => row['Product Name'])).toEqual([
      'Flaring Tool Kit', 'Flexible Duct Connector Kit', 'Furnace Flame Sensor Rod', 'Fused Disconnect, 60 Amp', 'PVC Condensate Trap 3/4"',
      'Washable Electrostatic Filter 16x25x1',
    ]);
    expect(inactive.data.every((row) => row.Status === 'Inactive')).toBe(true);
  });
});
