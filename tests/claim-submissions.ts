import type { MemoryStorage } from '../domain/db';
import type { RoleKey } from '../domain/fixtures/types';
import { actAs, createTestServer, TEST_NOW, type TestServer } from './api';

/**
 * Claims submitted through the API as a dealer or a comfort advisor, so that the checks run on them as
 * they do in the portal (docs/product.md, "Claim checks"): the administrators' screens then read the
 * findings (`Claim.flags`) from the in-browser database.
 */

const SUBMIT_CLAIM = `mutation($input: SubmitClaimInput!) {
  submitClaim(input: $input) { claim { id version } errors { field message code } }
}`;

/** What the checks found, as an administrator reads it (a participant reads no findings). */
const FLAGS = `query($id: ID!) { claim(id: $id) { flags { code message relatedClaimId } } }`;

const EQUIPMENT = `query { claimEquipment { id models serialExample serialPattern listPrice { amount } } }`;

interface Equipment {
  id: string;
  models: string[];
  serialExample: string;
  serialPattern: string;
  listPrice: { amount: string };
}

export interface SubmittedClaim {
  id: string;
  version: number;
  /** What the checks found, read as `signInAs` once every claim is in. */
  flags: { code: string; message: string; relatedClaimId: string | null }[];
}

/** What a claim is submitted with, beyond a line's defaults. */
export interface ClaimValues {
  serialNumber: string;
  invoiceNumber: string;
  /** Days before the test clock's day (tests/api.ts, TEST_NOW) the unit was installed; 10 unless given. */
  installedDaysAgo?: number;
  /** The amount claimed, as decimal text; the line's list price of one unit unless given. */
  amount?: string;
}

/**
 * A serial number of the first equipment line's form, unlike any other: `n` replaces the last digits
 * of the line's example (`2318E12345`, 7 -> `2318E00007`).
 */
export async function serialOfFirstLine(server: TestServer, n: number): Promise<string> {
  const line = await firstLine(server);
  const digits = String(n);
  const serial = line.serialExample.slice(0, line.serialExample.length - digits.length).replace(/\d+$/, (tail) => '0'.repeat(tail.length)) + digits;
  if (!new RegExp(line.serialPattern).test(serial)) throw new Error(`${serial} is not of the form ${line.serialPattern}`);
  return serial;
}

async function firstLine(server: TestServer): Promise<Equipment> {
  const { claimEquipment } = await server.ok<{ claimEquipment: Equipment[] }>(EQUIPMENT);
  const line = claimEquipment[0];
  if (!line) throw new Error('No equipment line to claim');
  return line;
}

/**
 * Submits each claim as `role` (a dealer or a comfort advisor) for one unit of the first equipment
 * line, at its list price and installed 10 days before the test clock unless told otherwise, then
 * signs the storage back in as `signInAs` and reads what the checks found on each. Fails the test when
 * one is refused.
 */
export async function submitClaims(server: TestServer, role: RoleKey, claims: readonly ClaimValues[], signInAs: RoleKey = 'client-admin'): Promise<SubmittedClaim[]> {
  actAs(server, role);
  const line = await firstLine(server);
  const submitted: SubmittedClaim[] = [];
  for (const values of claims) {
    const installedOn = new Date(TEST_NOW.getTime() - (values.installedDaysAgo ?? 10) * 86_400_000).toISOString().slice(0, 10);
    const { submitClaim } = await server.ok<{ submitClaim: { claim: Omit<SubmittedClaim, 'flags'> | null; errors: { field: string[]; message: string }[] } }>(SUBMIT_CLAIM, {
      input: {
        productId: line.id,
        model: line.models[0],
        serialNumber: values.serialNumber,
        quantity: 1,
        installedOn,
        customerZip: '55401',
        invoiceNumber: values.invoiceNumber,
        amount: values.amount ?? line.listPrice.amount,
        attachment: { name: 'invoice.pdf', type: 'application/pdf', size: 48_213 },
      },
    });
    if (!submitClaim.claim) throw new Error(`submitClaim refused: ${JSON.stringify(submitClaim.errors)}`);
    submitted.push({ ...submitClaim.claim, flags: [] });
  }
  actAs(server, signInAs);
  for (const claim of submitted) {
    const { claim: read } = await server.ok<{ claim: Pick<SubmittedClaim, 'flags'> | null }>(FLAGS, { id: claim.id });
    claim.flags = read?.flags ?? [];
  }
  return submitted;
}

/**
 * A fresh database with two claims of one serial number from the sample dealer: the second is flagged
 * DUPLICATE_SERIAL, naming the first. The storage is signed in as an administrator and flushed, ready
 * for `renderRoute(path, { role: 'client-admin', storage })`; the screen's own server (`rendered.server`)
 * then holds the database the screen changes, not the `server` returned here.
 */
export async function twoClaimsOfOneSerial(): Promise<{ server: TestServer; storage: MemoryStorage; first: SubmittedClaim; second: SubmittedClaim; serial: string }> {
  const server = createTestServer('client-admin');
  const serial = await serialOfFirstLine(server, 7_301);
  const [first, second] = await submitClaims(server, 'dealer', [
    { serialNumber: serial, invoiceNumber: 'INV-FLAG-1' },
    { serialNumber: serial, invoiceNumber: 'INV-FLAG-2' },
  ]);
  if (!first || !second) throw new Error('Two claims were not submitted');
  server.db.flush();
  return { server, storage: server.storage, first, second, serial };
}
