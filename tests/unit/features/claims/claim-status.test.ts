import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, claimStatusLabel, knownClaimStatus } from '../../../../src/features/claims/claim-status';

describe('claim statuses as the screens read them', () => {
  it('labels every status the contract has, and lists each once', () => {
    expect([...CLAIM_STATUSES].sort()).toEqual(Object.keys(CLAIM_STATUS_LABELS).sort());
    expect(claimStatusLabel('PENDING')).toBe('Pending Review');
    expect(claimStatusLabel('NEEDS_INFO')).toBe('Needs Info');
    expect(knownClaimStatus('PAID')).toBe('PAID');
  });

  it('shows a status it does not know as sent, and never takes an object property for one', () => {
    expect(knownClaimStatus('ESCALATED')).toBeNull();
    expect(claimStatusLabel('ESCALATED')).toBe('ESCALATED');
    expect(knownClaimStatus('toString')).toBeNull();
    expect(claimStatusLabel('constructor')).toBe('constructor');
  });
});
