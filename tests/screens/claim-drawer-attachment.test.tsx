import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADVISOR_PARTICIPANT_ID } from '../../domain/fixtures/constants';
import { actAs, createTestServer } from '../api';
import { eventually, renderRoute, WAIT_MS, waitForLayerFocus } from '../render-route';

/**
 * The attachment of a member's answer to a request for information, in the claim drawer on My Claims
 * (docs/product.md, "Claims"): the file is picked with the UI library's file upload, shown with a way
 * to remove it, judged by the shared rules (a PDF or a photo, up to 10 MB) when the answer is sent,
 * and sent with the answer.
 */


beforeAll(async () => {
  await import('../../src/screens/my-claims/route');
});

/** One of the advisor's pending claims, sent back for information by an administrator. */
async function claimNeedingInfo() {
  const server = createTestServer('client-admin');
  const row = server.db.data.claims.find((claim) => claim.participantId === ADVISOR_PARTICIPANT_ID && claim.status === 'PENDING');
  if (!row) throw new Error('The advisor has no pending claim');
  const { claim } = await server.ok(`query($id: ID!) { claim(id: $id) { id version } }`, { id: row.id });
  await server.ok(`mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { errors { message } } }`, {
    input: { claimId: claim.id, message: 'Please attach the signed invoice', version: claim.version },
  });
  actAs(server, 'comfort-advisor');
  server.db.flush();
  return { storage: server.storage, claimId: row.id };
}

async function openAnswerForm() {
  const { storage, claimId } = await claimNeedingInfo();
  const rendered = renderRoute(`/my-claims?claim=${claimId}`, { role: 'comfort-advisor', storage });
  const drawer = await screen.findByRole('dialog', { name: `Claim ${claimId}` }, { timeout: WAIT_MS });
  await within(drawer).findByRole('list', { name: 'Claim history, newest first' }, { timeout: WAIT_MS });
  await waitForLayerFocus(drawer);
  const form = within(drawer).getByRole('form', { name: 'Answer and resubmit' });
  return { ...rendered, drawer, form, claimId };
}

describe('claim drawer: the answer’s attachment', () => {
  it('picks a file from its button, shows it, removes it, and sends a picked PDF with the answer', async () => {
    const { user, drawer, form } = await openAnswerForm();
    const button = within(form).getByRole('button', { name: 'Choose file to attach' });
    expect(button).toHaveAccessibleDescription('A PDF or a photo, up to 10 MB');
    // The field's label names the file input, which takes PDFs and photos.
    const input = within(form).getByLabelText('New attachment (optional)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/heic,image/webp');

    // Enter on the button opens the file picker.
    const opened = vi.fn();
    input.addEventListener('click', opened);
    button.focus();
    await user.keyboard('{Enter}');
    await eventually(() => expect(opened).toHaveBeenCalledTimes(1));

    await user.upload(input, new File(['%PDF-1.4 draft'], 'draft.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('draft.pdf')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Choose another file' })).toBe(button);
    await user.click(within(form).getByRole('button', { name: 'Remove draft.pdf' }));
    expect(within(form).queryByText('draft.pdf')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Choose file to attach');

    await user.upload(input, new File(['%PDF-1.4 signed invoice'], 'signed-invoice.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('signed-invoice.pdf')).toBeInTheDocument();
    expect(within(form).getByRole('listitem')).toHaveTextContent(/^signed-invoice\.pdf \(application\/pdf, 23 /);
    await user.type(within(form).getByRole('textbox', { name: /^Answer/ }), 'The signed invoice is attached');
    await user.click(within(form).getByRole('button', { name: 'Resubmit claim' }));

    await eventually(() => expect(drawer).toHaveAccessibleDescription('Pending Review'));
    const history = within(within(drawer).getByRole('list', { name: 'Claim history, newest first' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Answered and resubmitted');
    expect(history[0]).toHaveTextContent('signed-invoice.pdf');
  });

  it('puts the shared rules’ message at the field when the picked file is not a PDF or a photo', async () => {
    const { drawer, form, claimId } = await openAnswerForm();
    // A picker that lets any file through (the accept list only filters the system's dialog).
    const user = userEvent.setup({ applyAccept: false });
    const input = within(form).getByLabelText('New attachment (optional)');
    await user.upload(input, new File(['name,amount'], 'invoice.csv', { type: 'text/csv' }));
    expect(await within(form).findByText('invoice.csv')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Answer/ }), 'The invoice is attached');
    await user.click(within(form).getByRole('button', { name: 'Resubmit claim' }));

    const button = within(form).getByRole('button', { name: 'Choose another file' });
    await eventually(() => expect(button).toHaveAccessibleDescription('A PDF or a photo, up to 10 MB Attach a PDF or a photo (JPEG, PNG, HEIC or WebP)'));
    expect(drawer).toHaveAccessibleDescription('Needs Info');
    expect(screen.getByRole('dialog', { name: `Claim ${claimId}` })).toBe(drawer);

    // Picking another file takes the message away.
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await eventually(() => expect(button).toHaveAccessibleDescription('A PDF or a photo, up to 10 MB'));
    expect(within(form).queryByText('Attach a PDF or a photo (JPEG, PNG, HEIC or WebP)')).not.toBeInTheDocument();
  });
});
