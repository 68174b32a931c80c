import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { actAs, type TestServer } from '../api';
import { expectNoAxeViolations } from '../axe';
import { twoClaimsOfOneSerial } from '../claim-submissions';
import { eventually, renderRoute, WAIT_MS, waitForLayerFocus } from '../render-route';

/**
 * What the checks found on a claim, in the administrators' claim drawer (docs/product.md, "Claim
 * checks"), and the approval of a claim whose serial number is already approved or paid on another
 * claim: refused without a reason (APPROVAL_REQUIRED at `overrideReason`), approved with one, which the
 * claim's history keeps. The claims are submitted by the sample dealer through the API, so the checks
 * run on them as in the portal.
 */

beforeAll(async () => {
  await import('../../src/screens/admin-claims-management/route');
});

const APPROVE = `mutation($input: ClaimIdInput!) { approveClaim(input: $input) { errors { field message code } } }`;

/** Approves a claim through the API as the signed-in administrator; fails the test when it is refused. */
async function approveByApi(server: TestServer, claimId: string) {
  const { approveClaim } = await server.ok<{ approveClaim: { errors: unknown[] } }>(APPROVE, { input: { claimId } });
  expect(approveClaim.errors).toEqual([]);
  server.db.flush();
}

async function openDrawer(claimId: string, storage: TestServer['storage']) {
  const rendered = renderRoute(`/admin-claims-management?claim=${claimId}`, { role: 'client-admin', storage });
  const drawer = await screen.findByRole('dialog', { name: `Claim ${claimId}` }, { timeout: WAIT_MS });
  await within(drawer).findByRole('list', { name: 'Claim history, newest first' }, { timeout: WAIT_MS });
  await waitForLayerFocus(drawer);
  return { ...rendered, drawer };
}

function historyOf(drawer: HTMLElement) {
  return within(within(drawer).getByRole('list', { name: 'Claim history, newest first' })).getAllByRole('listitem');
}

function statusOf(server: TestServer, claimId: string) {
  return server.db.data.claims.find((row) => row.id === claimId)?.status;
}

describe('claim drawer: checks', () => {
  it('lists what the checks found, passes axe, and opens the claim a finding names', async () => {
    const { storage, first, second } = await twoClaimsOfOneSerial();
    expect(second.flags).toEqual([expect.objectContaining({ code: 'DUPLICATE_SERIAL', relatedClaimId: first.id })]);
    const { user, router, drawer } = await openDrawer(second.id, storage);

    const checks = within(drawer).getByRole('region', { name: 'Checks' });
    const findings = within(checks).getAllByRole('listitem');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toHaveTextContent('Duplicate serial number');
    // The finding's message names the other claim.
    expect(findings[0]).toHaveTextContent(first.id);
    await expectNoAxeViolations(drawer);

    await user.click(within(findings[0]!).getByRole('button', { name: `Open claim ${first.id}` }));
    const other = await screen.findByRole('dialog', { name: `Claim ${first.id}` }, { timeout: WAIT_MS });
    expect(router.state.location.search).toBe(`?claim=${first.id}`);
    // The button that had the focus went with the other claim's panel: the new claim's title has it.
    await eventually(() => expect(within(other).getByRole('heading', { name: `Claim ${first.id}` })).toHaveFocus());
    expect(await within(other).findByText('The checks found nothing on this claim.', {}, { timeout: WAIT_MS })).toBeInTheDocument();
  });

  it('asks for a reason before approving a claim whose serial is on another claim, and keeps it in the history', async () => {
    const { server: seeding, storage, first, second } = await twoClaimsOfOneSerial();
    await approveByApi(seeding, first.id);
    const { user, drawer, server } = await openDrawer(second.id, storage);

    const approve = within(drawer).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveAttribute('aria-expanded', 'false');
    await user.click(approve);
    const form = await within(drawer).findByRole('form', { name: 'Approve claim with a reason' });
    const reason = within(form).getByRole('textbox', { name: /Reason for approving a paid serial/ });
    expect(within(drawer).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-expanded', 'true');

    // Nothing is sent without a reason, nor with one over 500 characters.
    await user.click(within(form).getByRole('button', { name: 'Approve claim' }));
    await eventually(() => expect(reason).toHaveAccessibleErrorMessage('Enter why this serial number can be paid again'));
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(form).getByRole('button', { name: 'Approve claim' }));
    await eventually(() => expect(reason).toHaveAccessibleErrorMessage('Reason must be at most 500 characters'));
    expect(statusOf(server, second.id)).toBe('PENDING');
    await expectNoAxeViolations(drawer);

    await user.clear(reason);
    await user.type(reason, 'The first unit failed and was replaced under warranty');
    await user.click(within(form).getByRole('button', { name: 'Approve claim' }));
    await eventually(() => expect(drawer).toHaveAccessibleDescription('Approved'));
    expect(historyOf(drawer)[0]).toHaveTextContent('Approved');
    // The entry says it overrode the paid serial, naming the claim, and keeps the reason.
    expect(historyOf(drawer)[0]).toHaveTextContent(`already paid on ${first.id}`);
    expect(historyOf(drawer)[0]).toHaveTextContent('The first unit failed and was replaced under warranty');
    expect(statusOf(server, second.id)).toBe('APPROVED');
  });

  it('asks for the reason when the server refuses an approval without one, with its message at the field', async () => {
    const { server: seeding, storage, first, second, serial } = await twoClaimsOfOneSerial();
    // The later claim is approved first: the earlier one, which no check flagged, now repeats a paid serial.
    await approveByApi(seeding, second.id);
    const { user, drawer, server } = await openDrawer(first.id, storage);
    expect(within(drawer).getByText('The checks found nothing on this claim.')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const form = await within(drawer).findByRole('form', { name: 'Approve claim with a reason' }, { timeout: WAIT_MS });
    const reason = within(form).getByRole('textbox', { name: /Reason for approving a paid serial/ });
    await eventually(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleErrorMessage(new RegExp(`^Serial ${serial} was already paid on claim ${second.id} \\(.+\\)\\. Give a reason to approve it anyway$`));
    expect(reason).toHaveFocus();
    expect(statusOf(server, first.id)).toBe('PENDING');

    await user.type(reason, 'Second unit on the same job, serial misread on the first claim');
    await user.click(within(form).getByRole('button', { name: 'Approve claim' }));
    await eventually(() => expect(drawer).toHaveAccessibleDescription('Approved'));
    expect(historyOf(drawer)[0]).toHaveTextContent('Second unit on the same job, serial misread on the first claim');
    expect(statusOf(server, first.id)).toBe('APPROVED');
  });

  it('shows no checks to the claim’s participant', async () => {
    const { server, second } = await twoClaimsOfOneSerial();
    actAs(server, 'dealer');
    const rendered = renderRoute(`/my-claims?claim=${second.id}`, { role: 'dealer', storage: server.storage });
    const drawer = await screen.findByRole('dialog', { name: `Claim ${second.id}` }, { timeout: WAIT_MS });
    await within(drawer).findByRole('list', { name: 'Claim history, newest first' }, { timeout: WAIT_MS });
    expect(within(drawer).queryByRole('region', { name: 'Checks' })).not.toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/my-claims');
  });
});
