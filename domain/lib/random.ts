import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded random source for fixture generation: the same seed always yields the same data,
 * so every run, test and benchmark sees identical rows.
 */
export interface Random {
  /** Integer in [from, to], both included. */
  int(from: number, to: number): number;
  /** Float in [0, 1). */
  float(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed);
  const random: Random = {
    int: (from, to) => uniformInt(rng, from, to),
    float: () => uniformFloat64(rng),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs a non-empty list');
      return items[uniformInt(rng, 0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => uniformFloat64(rng) < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = uniformInt(rng, 0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return random;
}
