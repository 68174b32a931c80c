/**
 * The in-browser server knows the portal's own operations by their digests
 * (mocks/__generated__/portal-operations.ts), so it validates only other documents.
 */
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_OPERATION_DIGESTS } from '../../../mocks/__generated__/portal-operations';
import { operationDigest } from '../../../mocks/operation-digest';
import { isPortalOperation } from '../../../mocks/portal-operations';
import { ShellNotificationsDocument } from '../../../src/graphql/__generated__/graphql';
import { portalOperationTexts } from '../../../scripts/operation-texts';

afterEach(() => vi.unstubAllGlobals());

describe("the portal's own operations", () => {
  it('are every operation the client sends, each known by its digest', async () => {
    const texts = await portalOperationTexts();
    expect(texts.length).toBe(PORTAL_OPERATION_DIGESTS.length);
    for (const text of texts) expect(await isPortalOperation(text), text.slice(0, 60)).toBe(true);
    // What the client sends is its cache's form of the document: with __typename, as the link prints it.
    expect(texts.some((text) => text.includes('__typename'))).toBe(true);
  });

  it('do not include a text that differs by a character, nor the codegen document before the client adds to it', async () => {
    const [text] = await portalOperationTexts();
    expect(await isPortalOperation(`${text} `)).toBe(false);
    expect(await isPortalOperation(text.replace('{', '{ __schema { description }'))).toBe(false);
    expect(await isPortalOperation('query CurrentSession { viewer { authenticated } }')).toBe(false);
    // The client adds __typename to the document codegen made; the server knows the text it is sent.
    const plain = print(ShellNotificationsDocument);
    expect(plain).not.toContain('__typename');
    expect(await isPortalOperation(plain)).toBe(false);
  });

  it('are all checked where the page has no Web Crypto (served over plain HTTP on another host)', async () => {
    const [text] = await portalOperationTexts();
    vi.stubGlobal('crypto', {});
    // A text not asked about before, so no earlier verdict answers.
    expect(await isPortalOperation(`${text}\n`)).toBe(false);
  });

  it('digest the first 16 bytes of SHA-256 in hex', async () => {
    // SHA-256('abc') = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await operationDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223');
    expect(PORTAL_OPERATION_DIGESTS.every((digest) => /^[0-9a-f]{32}$/.test(digest))).toBe(true);
  });
});
