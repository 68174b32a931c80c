/**
 * The next identifier of a numbered series, e.g. `TXN-2026-` + `014`: one more than the highest
 * number already used with that prefix, zero-padded to `width` digits.
 */
export function nextSequentialId(prefix: string, ids: Iterable<string>, width: number): string {
  let highest = 0;
  for (const id of ids) {
    if (!id.startsWith(prefix)) continue;
    const number = Number(id.slice(prefix.length));
    if (Number.isInteger(number) && number > highest) highest = number;
  }
  return `${prefix}${String(highest + 1).padStart(width, '0')}`;
}
