import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { DEALERSHIP_REQUIRED, EMAIL_IN_USE } from '../../src/lib/validation';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';

beforeAll(async () => {
  await import('../../src/screens/admin-accounts/route');
});

afterEach(() => {
  toaster.remove();
});

async function openAccounts(path = '/admin-accounts') {
  const rendered = renderRoute(path, { role: 'client-admin' });
  await findPageHeading('Accounts');
  await screen.findByRole('table', { name: 'Accounts' }, { timeout: WAIT_MS });
  return rendered;
}

function rows() {
  return within(screen.getByRole('table', { name: 'Accounts' })).getAllByRole('row').slice(1);
}

function names() {
  return rows().map((row) => within(row).getByRole('rowheader').querySelector('p')?.textContent);
}

function rowOf(name: string) {
  const row = rows().find((candidate) => within(candidate).getByRole('rowheader').textContent?.startsWith(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function choose(user: UserEvent, select: HTMLElement, label: string) {
  await user.selectOptions(select, within(select).getByRole('option', { name: label }));
}

describe('accounts', () => {
  it('lists every account by name with its role and status, and filters by search, role and status', async () => {
    const { user, router } = await openAccounts();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(names()).toEqual(['Alex Rivera', 'Jordan Miller', 'Morgan Hayes']);
    expect(within(rowOf('Alex Rivera')).getByText('Comfort Advisor')).toBeInTheDocument();
    expect(within(rowOf('Alex Rivera')).getByText('Active')).toBeInTheDocument();
    // The administrator's own account has no Deactivate or Change role.
    expect(within(rowOf('Morgan Hayes')).getByText('Your account')).toBeInTheDocument();
    expect(within(rowOf('Morgan Hayes')).queryByRole('button', { name: /Deactivate/ })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'rivera');
    await eventually(() => expect(names()).toEqual(['Alex Rivera']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));
    await eventually(() => expect(names()).toHaveLength(3));

    await choose(user, screen.getByRole('combobox', { name: 'Role' }), 'Program Administrators');
    await eventually(() => expect(names()).toEqual(['Morgan Hayes']));
    expect(router.state.location.search).toContain('role=admin');
    await choose(user, screen.getByRole('combobox', { name: 'Role' }), 'All Roles');
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Invited');
    expect(await screen.findByText('No accounts match your filters', {}, { timeout: WAIT_MS })).toBeInTheDocument();
  });

  it('invites a dealer into a chosen dealership, with messages next to the fields, and says the in-browser portal mails nothing', async () => {
    const { user } = await openAccounts();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Person' });
    expect(within(dialog).queryByLabelText('Dealership')).toBeNull();
    await user.type(within(dialog).getByLabelText('Email'), 'alex.rivera@summitcomfort.example');
    await user.type(within(dialog).getByLabelText('First name'), 'Casey');
    await user.type(within(dialog).getByLabelText('Last name'), 'Nguyen');
    await choose(user, within(dialog).getByLabelText('Role'), 'Dealer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await eventually(() => expect(within(dialog).getByLabelText('Dealership')).toHaveAccessibleErrorMessage(DEALERSHIP_REQUIRED));

    const dealership = within(dialog).getByLabelText('Dealership');
    await user.selectOptions(dealership, within(dealership).getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await eventually(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage(EMAIL_IN_USE));

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'casey.nguyen@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/the in-browser portal sends no e-mail/, {}, { timeout: WAIT_MS })).toBeInTheDocument();
    await eventually(() => expect(names()).toContain('Casey Nguyen'));
    expect(within(rowOf('Casey Nguyen')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Casey Nguyen')).getByText('Dealer')).toBeInTheDocument();
    expect(within(rowOf('Casey Nguyen')).getByRole('button', { name: 'Resend invitation to Casey Nguyen' })).toBeInTheDocument();
  });

  it('deactivates after asking, reactivates, and changes a role', async () => {
    const { user } = await openAccounts();
    await user.click(within(rowOf('Alex Rivera')).getByRole('button', { name: 'Deactivate Alex Rivera' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Alex Rivera?' });
    expect(within(confirm).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await eventually(() => expect(within(rowOf('Alex Rivera')).getByText('Deactivated')).toBeInTheDocument());

    await user.click(within(rowOf('Alex Rivera')).getByRole('button', { name: 'Reactivate Alex Rivera' }));
    await eventually(() => expect(within(rowOf('Alex Rivera')).getByText('Active')).toBeInTheDocument());

    await user.click(within(rowOf('Jordan Miller')).getByRole('button', { name: 'Change role of Jordan Miller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await choose(user, within(dialog).getByLabelText('Role'), 'Comfort Advisor');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await eventually(() => expect(within(rowOf('Jordan Miller')).getByText('Comfort Advisor')).toBeInTheDocument());
  });
});
