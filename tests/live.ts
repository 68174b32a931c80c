import type { Observable } from 'rxjs';

/** Subscriptions in tests (tests/unit/api/live-*.test.ts). Collects an Observable's values; `next()` waits for the next one (or fails after a while). */
export function collect<T>(observable: Observable<T>) {
  const values: T[] = [];
  const waiters: (() => void)[] = [];
  let completed = false;
  const subscription = observable.subscribe({
    next: (value) => {
      values.push(value);
      waiters.splice(0).forEach((wake) => wake());
    },
    complete: () => {
      completed = true;
      waiters.splice(0).forEach((wake) => wake());
    },
  });
  let taken = 0;
  return {
    values,
    get completed() {
      return completed;
    },
    subscription,
    /** The values not taken by `next()` yet. */
    get untaken(): T[] {
      return values.slice(taken);
    },
    async next(timeoutMs = 2000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      while (values.length <= taken) {
        if (completed) throw new Error('The stream completed');
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No value within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, remaining);
        });
      }
      taken += 1;
      return values[taken - 1]!;
    },
  };
}

