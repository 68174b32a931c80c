import { describe, expect, it } from 'vitest';
import { CONFIGURATION_COLLECTIONS, configurationOnly, SAMPLE_COLLECTIONS } from '../../../domain/fixtures/configuration';
import { createFixtureData } from '../../../domain/fixtures';
import { TEST_NOW } from '../../api';

describe("the program's configuration and the sample world", () => {
  const data = createFixtureData({ now: TEST_NOW });

  it('name every collection, each in exactly one of the two lists', () => {
    const listed = [...CONFIGURATION_COLLECTIONS, ...SAMPLE_COLLECTIONS];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(data).sort());
  });

  it('configurationOnly keeps the configuration as it is and empties the sample, leaving its argument alone', () => {
    const configured = configurationOnly(data);
    for (const key of CONFIGURATION_COLLECTIONS) expect(configured[key], key).toBe(data[key]);
    for (const key of SAMPLE_COLLECTIONS) expect(configured[key], key).toEqual(key.endsWith('Sequence') ? 0 : []);
    expect(data.participants.length).toBeGreaterThan(0);
    expect(configured.products.length).toBeGreaterThan(0);
    expect(configured.faqEntries.length).toBeGreaterThan(0);
  });
});
