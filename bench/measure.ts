/** Timing helpers for benchmarks: percentiles over repeated runs. */
export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times measured (`before` runs unmeasured ahead of each); p50 and p95 in ms. */
export async function time(fn: () => Promise<unknown>, runs = 200, warmup = 20, before?: () => unknown): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) {
    await before?.();
    await fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before?.();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

export const ms = (value: number): string => `${value.toFixed(3)} ms`;
