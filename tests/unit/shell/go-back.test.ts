import { describe, expect, it } from 'vitest';
import { goBackTarget } from '../../../src/screens/not-found/go-back';

describe('404 Go Back rule', () => {
  it('goes to the dashboard for a history of 2 entries or fewer', () => {
    expect(goBackTarget(1)).toBe('/');
    expect(goBackTarget(2)).toBe('/');
  });

  it('steps back one entry for a longer history', () => {
    expect(goBackTarget(3)).toBe(-1);
    expect(goBackTarget(50)).toBe(-1);
  });
});
