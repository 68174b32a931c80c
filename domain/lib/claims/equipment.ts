import { CLAIM_PRODUCTS } from '../admin/generate';

/**
 * The equipment a sale can be claimed for (docs/product.md, "Submitting a claim"): each line of the
 * program's catalogue (`CLAIM_PRODUCTS`, whose ids the claims name) with its model numbers, the form of
 * its serial numbers and its list price. The claim form offers these (`claimEquipment`), the shared rule
 * checks a claim against its line (`validateClaimSubmission`), and the checks flag an amount far above
 * the list price (domain/lib/claims/checks.ts).
 */

/** How a line's serial numbers are written. */
export interface SerialForm {
  /** For people: what the form says under the field. */
  description: string;
  example: string;
  /** Over the serial upper-cased, without spaces and dashes (`serialKeyOf`). */
  pattern: string;
}

export interface EquipmentLine {
  /** `EQP-##`. */
  id: string;
  name: string;
  models: readonly string[];
  serial: SerialForm;
  /** List price of one unit, in whole cents. */
  listPriceCents: number;
}

/** The factory's serials: year and week made, the plant's letter and a sequence, e.g. `2318E12345`. */
const PLANT_SERIAL: SerialForm = {
  description: '4 digits (year and week made), a plant letter and 5 digits',
  example: '2318E12345',
  pattern: '^[0-9]{2}(0[1-9]|[1-4][0-9]|5[0-3])[A-Z][0-9]{5}$',
};

/** The connected controls' serials: the line's two letters, then year, week and a 4-digit sequence. */
function controlSerial(prefix: string): SerialForm {
  return {
    description: `${prefix} and 8 digits (year and week made, then a sequence)`,
    example: `${prefix}23181234`,
    pattern: `^${prefix}[0-9]{2}(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{4}$`,
  };
}

/** Each line's models (capacity or size variants) and serial form; the list price is the top of its usual range. */
const LINE_DETAILS: Record<string, { models: readonly string[]; serial: SerialForm }> = {
  'EQP-01': { models: ['HP16-024', 'HP16-036', 'HP16-048', 'HP16-060'], serial: PLANT_SERIAL },
  'EQP-02': { models: ['AC2S-024', 'AC2S-036', 'AC2S-048', 'AC2S-060'], serial: PLANT_SERIAL },
  'EQP-03': { models: ['GFV-060', 'GFV-080', 'GFV-100', 'GFV-120'], serial: PLANT_SERIAL },
  'EQP-04': { models: ['MS-09', 'MS-12', 'MS-18', 'MS-24'], serial: PLANT_SERIAL },
  'EQP-05': { models: ['DF-036', 'DF-048', 'DF-060'], serial: PLANT_SERIAL },
  'EQP-06': { models: ['RTU-036', 'RTU-060', 'RTU-090', 'RTU-120'], serial: PLANT_SERIAL },
  'EQP-07': { models: ['AH-024', 'AH-036', 'AH-048', 'AH-060'], serial: PLANT_SERIAL },
  'EQP-08': { models: ['AP-1600', 'AP-2000'], serial: PLANT_SERIAL },
  'EQP-09': { models: ['HU-12', 'HU-18'], serial: PLANT_SERIAL },
  'EQP-10': { models: ['TS-100', 'TS-200'], serial: controlSerial('TS') },
  'EQP-11': { models: ['ZK-2', 'ZK-4'], serial: controlSerial('ZK') },
};

export const EQUIPMENT_LINES: readonly EquipmentLine[] = CLAIM_PRODUCTS.map((product) => {
  const details = LINE_DETAILS[product.id];
  if (!details) throw new Error(`No models or serial form for ${product.id}`);
  return { id: product.id, name: product.name, models: details.models, serial: details.serial, listPriceCents: product.max * 100 };
});

export const EQUIPMENT_LINE_BY_ID: ReadonlyMap<string, EquipmentLine> = new Map(EQUIPMENT_LINES.map((line) => [line.id, line]));
