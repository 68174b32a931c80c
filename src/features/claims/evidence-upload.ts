import { CLAIM_FILES_PATH } from '../../lib/claim-files';
import { CSRF_HEADER } from '../../graphql/csrf';

/** What the portal server answered an upload with: the stored file, or why it was refused. */
export type EvidenceUpload = { file: { id: string; name: string; type: string; size: number } } | { error: string };

/**
 * Sends a file for a claim's evidence to the portal server (docs/server.md, "Evidence files"), before
 * the answer that names it. A refusal comes back as its message, for the attachment field; a failed
 * connection throws.
 */
export async function uploadEvidence(file: File): Promise<EvidenceUpload> {
  const response = await fetch(CLAIM_FILES_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name), [CSRF_HEADER]: '1' },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { file?: { id: string; name: string; type: string; size: number }; errors?: { message: string }[] } | null;
  if (response.ok && body?.file) return { file: body.file };
  return { error: body?.errors?.[0]?.message ?? `The file could not be uploaded (${response.status})` };
}
