import { describe, expect, it } from 'vitest';
import { dealershipFromCsvRecord, validateDealership, validateDealershipImportRows, type DealershipValues } from '../../../src/lib/validation';

const GOOD: DealershipValues = {
  dealerNumber: 'D-500001',
  name: 'Lakeshore Heating',
  region: 'Midwest',
  streetAddress: '12 Harbor Road',
  city: 'Racine',
  state: 'WI',
  zipCode: '53403',
  tier: 'ELITE',
  principalEmail: '',
};

describe('the dealership rules', () => {
  it('accept a complete dealership and refuse each wrong field with its message', () => {
    expect(validateDealership(GOOD)).toEqual([]);
    const errors = validateDealership({ ...GOOD, dealerNumber: 'D 1', name: ' ', state: 'XX', zipCode: '5340', tier: 'GOLD', principalEmail: 'nope' });
    expect(errors.map((error) => [error.field, error.code, error.message])).toEqual([
      ['dealerNumber', 'INVALID', 'Use letters, digits and dashes only'],
      ['name', 'REQUIRED', 'Dealership name is required'],
      ['state', 'INVALID', 'Choose a US state'],
      ['zipCode', 'INVALID', 'Enter a 5-digit ZIP code'],
      ['tier', 'INVALID', 'Choose a tier: Essential, Select, Elite or Premier'],
      ['principalEmail', 'INVALID', 'Enter a valid email address'],
    ]);
    expect(validateDealership(GOOD, { isNumberTaken: (key) => key === 'd-500001' })).toEqual([
      { field: 'dealerNumber', code: 'CONFLICT', message: 'Dealer number D-500001 is already used by another dealership' },
    ]);
  });

  it('require the principal on an import row and refuse a number an earlier row of the file repeats', () => {
    const rows = [{ ...GOOD, principalEmail: 'a@b.example' }, { ...GOOD, dealerNumber: ' d-500001 ', principalEmail: 'c@d.example' }, GOOD];
    expect(validateDealershipImportRows(rows, () => false)).toEqual([
      [],
      [{ field: 'rows.1.dealerNumber', code: 'CONFLICT', message: 'Dealer number d-500001 repeats row 1' }],
      [
        { field: 'rows.2.principalEmail', code: 'REQUIRED', message: 'Email is required' },
        { field: 'rows.2.dealerNumber', code: 'CONFLICT', message: 'Dealer number D-500001 repeats row 1' },
      ],
    ]);
  });

  it('read a CSV record by its headings, whatever their case and spacing, with the tier by its label', () => {
    expect(dealershipFromCsvRecord({ 'Dealer Number': ' D-1 ', name: 'A', REGION: 'Midwest', 'street_address': '1 Main', City: 'Peoria', State: 'il', zip: '61602', Tier: 'Premier', 'Principal Email': 'x@y.example' })).toEqual({
      dealerNumber: 'D-1', name: 'A', region: 'Midwest', streetAddress: '1 Main', city: 'Peoria', state: 'IL', zipCode: '61602', tier: 'PREMIER', principalEmail: 'x@y.example',
    });
  });
});
