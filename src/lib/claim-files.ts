/**
 * Evidence files on the portal server (docs/server.md, "Evidence files"): where uploads go (POST) and
 * each stored file downloads from (GET `/{id}`). The in-browser portal keeps only a file's name, type
 * and size.
 */
export const CLAIM_FILES_PATH = '/files/claim-evidence';
