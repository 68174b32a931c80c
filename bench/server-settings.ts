/** What bench/server.ts and the server process it starts (bench/server-process.ts) agree on. */
export const BENCH_SCALE = { participants: 10_000, products: 10_000, claims: 100_000 };
export const BENCH_PASSWORD = 'bench-password';
