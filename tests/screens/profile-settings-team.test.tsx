import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../domain/db';
import { toaster } from '../../src/components/ui/toaster';
import { EMAIL_IN_USE } from '../../src/lib/validation';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';

afterEach(() => {
  toaster.remove();
});

async function openTeam(storage?: MemoryStorage) {
  const rendered = renderRoute('/profile-settings?tab=team', { storage });
  await findPageHeading('Profile Settings');
  expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByRole('table', { name: 'Team' }, { timeout: WAIT_MS });
  return rendered;
}

function teamRows() {
  return within(screen.getByRole('table', { name: 'Team' })).getAllByRole('row').slice(1);
}

describe('profile settings: the Team tab', () => {
  it("lists the dealership's comfort advisors, and invites one who stays Invited after a reload; the in-browser portal says it mails nothing", async () => {
    const storage = new MemoryStorage();
    const { user } = await openTeam(storage);
    const before = teamRows().length;
    expect(before).toBeGreaterThan(0);
    expect(teamRows().every((row) => within(row).getByText(/Active|Invited|Deactivated/))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Invite a comfort advisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Comfort Advisor' });
    // A dealer chooses no role and no dealership: the advisor joins theirs.
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
    expect(within(dialog).queryByLabelText('Dealership')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await eventually(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage('Email is required'));
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleErrorMessage('First name is required');

    await user.type(within(dialog).getByLabelText('Email'), 'jordan.reyes@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Jordan');
    await user.type(within(dialog).getByLabelText('Last name'), 'Reyes');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/the in-browser portal sends no e-mail/, {}, { timeout: WAIT_MS })).toBeInTheDocument();
    await eventually(() => expect(teamRows()).toHaveLength(before + 1));
    const row = teamRows().find((candidate) => within(candidate).queryByText('jordan.reyes@example.com'));
    expect(row).toBeDefined();
    expect(within(row!).getByText('Invited')).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Resend invitation to Jordan Reyes' }));
    expect(await screen.findByText('Invitation sent again', {}, { timeout: WAIT_MS })).toBeInTheDocument();

    // A reload keeps the invited account.
    cleanup();
    await openTeam(storage);
    const kept = teamRows().find((candidate) => within(candidate).queryByText('jordan.reyes@example.com'));
    expect(kept && within(kept).getByText('Invited')).toBeInTheDocument();
  });

  it('refuses an address in use next to the field, and adds nobody', async () => {
    const { user } = await openTeam();
    const before = teamRows().length;
    const email = within(teamRows()[0]!).getByText(/@/).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Invite a comfort advisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Comfort Advisor' });
    await user.type(within(dialog).getByLabelText('Email'), email);
    await user.type(within(dialog).getByLabelText('First name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Last name'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await eventually(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage(EMAIL_IN_USE));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(teamRows()).toHaveLength(before));
  });
});
