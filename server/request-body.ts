import type { IncomingMessage } from 'node:http';

/**
 * A request's body of exactly `length` bytes (its Content-Length, checked against a limit before), or
 * null when it is longer or shorter: an evidence file's upload (server/files.ts) and a receipt event
 * (server/hooks/receipts.ts). Reading stops as soon as the body passes `length`.
 */
export async function bodyOf(req: IncomingMessage, length: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > length) return null;
    chunks.push(chunk);
  }
  return received === length ? Buffer.concat(chunks) : null;
}
