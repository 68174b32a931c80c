/**
 * The data-cache settings for HTTP mode (docs/product.md, "Business constants"): 3 retries, backoff
 * starting at 1 s, doubling, capped at 30 s.
 */
export const RETRY_ATTEMPTS = 3;
export const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_INITIAL_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}
