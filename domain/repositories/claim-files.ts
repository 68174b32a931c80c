/**
 * Evidence files (docs/server.md, "Evidence files"): the files participants upload for their claims.
 * Only the portal server keeps files (server/repositories/claim-files.ts); the in-browser portal keeps a
 * file's name, type and size on the claim, and has no repository for files at all.
 */

/** What is known of a stored file without its bytes. */
export interface StoredClaimFile {
  id: string;
  /** The user who uploaded it. */
  ownerUserId: string;
  /** The claim whose evidence it became; null until an answer carried it. */
  claimId: string | null;
  name: string;
  /** Media type. */
  type: string;
  /** Bytes. */
  size: number;
}

export interface ClaimFilesRepository {
  find(id: string): Promise<StoredClaimFile | null>;
  /** Makes the file part of a claim's evidence; false when it already belongs to another claim. */
  attach(id: string, claimId: string): Promise<boolean>;
}

/** The stored file a claim's answer names, when the viewer may send it with that claim: their own upload, not yet another claim's. */
export function sendableFile(file: StoredClaimFile | null, userId: string, claimId: string): file is StoredClaimFile {
  return file !== null && file.ownerUserId === userId && (file.claimId === null || file.claimId === claimId);
}
