/**
 * A serial or invoice number as the claim checks compare it (docs/product.md, "Claim checks"):
 * upper-cased, without spaces, dashes or other punctuation. The portal server keeps it beside each claim
 * (`serial_key`, `invoice_key`; server/sql/migrations/0037_claim_submission.ts). A module of its own: the
 * in-browser store's first load needs it, and not the equipment lines.
 */
export function comparisonKeyOf(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
