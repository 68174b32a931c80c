/**
 * docs/product.md, "Screens and navigation", 404 page: Go Back steps back one entry when the history
 * holds more than 2 entries, otherwise it goes to the dashboard.
 */
export function goBackTarget(historyLength: number): -1 | '/' {
  return historyLength > 2 ? -1 : '/';
}
