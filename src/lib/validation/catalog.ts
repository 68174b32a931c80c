/**
 * Validation rules of the catalogue screens (Promotions Management and Product Management), shared by
 * the forms and the resolvers: admin promotions, base earn rates, products and product CSV import rows.
 */
import type { AdminPromotionStatus } from '../../graphql/__generated__/graphql';
import { parseMoneyText } from '../money';
import { Rules, type FieldError } from './core';

// ---------------------------------------------------------------------------------------------------
// Shared constants
// ---------------------------------------------------------------------------------------------------

/**
 * docs/product.md, "Entities and names": promotion statuses (plus the outcomes of a review and drafts),
 * as Promotions Management shows them and the server names them in its messages.
 */
export const PROMOTION_STATUS_LABELS: Record<AdminPromotionStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending Approval',
  SCHEDULED: 'Scheduled',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  REJECTED: 'Rejected',
  CHANGES_REQUESTED: 'Changes Requested',
};

/** The ten product categories, in display order (docs/product.md, "Entities and names"). */
export const PRODUCT_CATEGORIES = [
  'Installation Parts',
  'Filters & Accessories',
  'Refrigeration Parts',
  'Sensors & Controls',
  'Motors & Components',
  'Tools & Supplies',
  'Indoor Air Quality',
  'Electrical Components',
  'Drainage Systems',
  'Maintenance Supplies',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

const CATEGORY_SET = new Set<string>(PRODUCT_CATEGORIES);

export function isProductCategory(value: string | null | undefined): value is ProductCategory {
  return value != null && CATEGORY_SET.has(value);
}

/** Points are ten times dollars in the sample base rates (500 for $50, 50 for $5). */
export const POINTS_PER_DOLLAR = 10;

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const SKU_MAX = 32;
/** Letters, digits and hyphens, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/** The largest file the import accepts in one go. */
export const IMPORT_MAX_ROWS = 5000;

export const PROMOTION_NAME_MAX = 120;
export const PROMOTION_MULTIPLIER_MAX = 40;
export const PROMOTION_DESCRIPTION_MAX = 2000;
export const PROMOTION_NOTE_MAX = 1000;

export const PRODUCT_TYPE_MAX = 80;

export const EARN_RATE_TIER_LABELS = { BASIC: 'Basic', STANDARD: 'Standard', PREMIUM: 'Premium' } as const;
export type EarnRateTierKey = keyof typeof EARN_RATE_TIER_LABELS;

/** Whole-file import errors (docs/product.md, "Validation": a file without product rows is refused whole). */
export const IMPORT_NO_ROWS = 'The file has no product rows';
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} product rows; split it into smaller files`;

/** The key SKUs are compared by: trimmed and case-insensitive. */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/** The key products without a SKU are compared by in an import: name and category, case-insensitive. */
export function productNameKey(name: string, category: string): string {
  return `${category.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;
}

function checkPoints(rules: Rules, field: string, value: number | null | undefined, label: string): void {
  if (value == null) {
    rules.add(field, `${label} is required`, 'REQUIRED');
  } else if (!Number.isInteger(value) || value < 0) {
    rules.add(field, `${label} must be a whole number, 0 or more`, 'INVALID');
  }
}

/** An amount of money as decimal text (schema.graphql, `Decimal`): required, a number, 0 or more, whole cents. */
function checkMoney(rules: Rules, field: string, text: string | null | undefined, label: string): void {
  const parsed = text == null || text.trim() === '' ? null : parseMoneyText(text);
  if (parsed === null) {
    rules.add(field, `${label} is required`, 'REQUIRED');
  } else if ('problem' in parsed && parsed.problem === 'NOT_A_NUMBER') {
    rules.add(field, `${label} must be 0 or more`, 'INVALID');
  } else if ('problem' in parsed) {
    rules.add(field, `${label} can have at most 2 decimal places`, 'INVALID');
  } else if (parsed.cents < 0) {
    rules.add(field, `${label} must be 0 or more`, 'OUT_OF_RANGE');
  }
}

// ---------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------

/** A product as the create and edit forms, the API and an import row hold it. */
export interface ProductValues {
  name: string | null | undefined;
  category: string | null | undefined;
  sku?: string | null;
  /** Null when empty; NaN when the text was not a number. */
  basePoints: number | null | undefined;
  /** Money per unit as decimal text, e.g. `25.00`. */
  baseAmount: string | null | undefined;
  description?: string | null;
}

export interface ProductRuleOptions {
  /** Editing needs a SKU; creating generates one when it is empty. */
  skuRequired?: boolean;
  /** True when another product already uses this SKU key (see `skuKey`). */
  isSkuTaken?: (key: string) => boolean;
}

/**
 * Create and edit product: name (required, up to 120), category (one of the ten), SKU (optional on
 * create, letters, digits and hyphens, unique ignoring case), base points (a whole number, 0 or more),
 * base dollars (0 or more, cents at most), description (up to 500).
 */
export function validateProduct(values: ProductValues, options: ProductRuleOptions = {}): FieldError[] {
  const rules = new Rules()
    .required('name', values.name, 'Product name')
    .maxLength('name', values.name?.trim(), PRODUCT_NAME_MAX, 'Product name')
    .required('category', values.category, 'Category');
  if (!rules.has('category')) rules.check(isProductCategory(values.category?.trim()), 'category', 'Choose one of the product categories', 'INVALID');
  const sku = values.sku?.trim() ?? '';
  if (sku === '') {
    if (options.skuRequired) rules.add('sku', 'SKU is required', 'REQUIRED');
  } else if (sku.length > SKU_MAX) {
    rules.add('sku', `SKU must be at most ${SKU_MAX} characters`, 'TOO_LONG');
  } else if (!SKU_PATTERN.test(sku)) {
    rules.add('sku', 'SKU may contain only letters, numbers and hyphens', 'INVALID');
  } else if (options.isSkuTaken?.(skuKey(sku))) {
    rules.add('sku', `SKU ${sku} is already in use`, 'CONFLICT');
  }
  checkPoints(rules, 'basePoints', values.basePoints, 'Base points');
  checkMoney(rules, 'baseAmount', values.baseAmount, 'Base dollars');
  rules.maxLength('description', values.description?.trim(), PRODUCT_DESCRIPTION_MAX, 'Description');
  return rules.errors;
}

/** What the import checks each row against besides the rows before it. */
export interface ImportCatalog {
  /** True when a product in the catalogue already uses this SKU key. */
  isSkuTaken(key: string): boolean;
  /** True when a product in the catalogue already has this name in this category (see `productNameKey`). */
  isNameTaken(key: string): boolean;
}

/**
 * Checks every import row with the create-product rules plus duplicates:
 * - a SKU used by an earlier row of the file, or by a product in the catalogue;
 * - for a row without a SKU (its identity is then its name and category): the same name and category
 *   in an earlier row of the file or in the catalogue.
 * The first importable occurrence in the file stays valid; later ones are flagged. Row numbers in messages count
 * data rows from 1 (the header is not a row). Fields are paths into the input: `rows.3.sku`.
 * Returns one error list per row, in file order; an empty list means the row can be imported.
 */
export function validateImportRows(rows: readonly ProductValues[], catalog: ImportCatalog): FieldError[][] {
  const firstSkuRow = new Map<string, number>();
  const firstNameRow = new Map<string, number>();
  return rows.map((row, index) => {
    const rules = new Rules();
    for (const error of validateProduct(row, { isSkuTaken: (key) => catalog.isSkuTaken(key) })) rules.add(error.field, error.message, error.code);
    const sku = row.sku?.trim() ?? '';
    const key = sku === '' ? null : skuKey(sku);
    const name = row.name?.trim() ?? '';
    const category = row.category?.trim() ?? '';
    const nameKey = key === null && name !== '' && isProductCategory(category) ? productNameKey(name, category) : null;
    if (key !== null && !rules.has('sku')) {
      const earlier = firstSkuRow.get(key);
      if (earlier !== undefined) rules.add('sku', `SKU ${sku} appears more than once in the file (first on row ${earlier + 1})`, 'CONFLICT');
    }
    if (nameKey !== null && !rules.has('name')) {
      const earlier = firstNameRow.get(nameKey);
      if (earlier !== undefined) {
        rules.add('name', `Row ${earlier + 1} already has a product named "${name}" in ${category}`, 'CONFLICT');
      } else if (catalog.isNameTaken(nameKey)) {
        rules.add('name', `A product named "${name}" already exists in ${category}; add a SKU to import it as a new product`, 'CONFLICT');
      }
    }
    // Only a row that will be imported claims its SKU or name for the rows after it.
    if (rules.errors.length === 0) {
      if (key !== null) firstSkuRow.set(key, index);
      if (nameKey !== null) firstNameRow.set(nameKey, index);
    }
    return rules.errors.map((error) => ({ ...error, field: `rows.${index}.${error.field ?? 'row'}` }));
  });
}

/** Column headings of the product CSV file, as the import reads them (case and spacing ignored). */
export const PRODUCT_CSV_COLUMNS = ['Product Name', 'SKU', 'Category', 'Base Points', 'Base Dollars', 'Description', 'Status'] as const;

const CSV_ALIASES: Record<string, keyof ProductValues | 'status'> = {
  productname: 'name',
  name: 'name',
  sku: 'sku',
  category: 'category',
  basepoints: 'basePoints',
  points: 'basePoints',
  basedollars: 'baseAmount',
  dollars: 'baseAmount',
  description: 'description',
  status: 'status',
};

/** A money cell as decimal text: `$1,250.5` -> `1250.5`; empty as null. */
function csvMoney(text: string | undefined): string | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  return cleaned === '' ? null : cleaned;
}

function csvNumber(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '').replace(/pts$/i, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isNaN(value) ? Number.NaN : value;
}

/**
 * One parsed CSV record (heading → cell text) as product values for the import preview.
 * Numbers may carry `$`, `pts` and thousands separators; a Status of `Inactive` imports the product
 * inactive, anything else active. Unreadable numbers come back as NaN so `validateProduct` reports them.
 */
export function productFromCsvRecord(record: Record<string, string | undefined>): ProductValues & { isActive: boolean } {
  const values: ProductValues & { isActive: boolean } = {
    name: '',
    category: '',
    sku: '',
    basePoints: null,
    baseAmount: null,
    description: '',
    isActive: true,
  };
  for (const [heading, cell] of Object.entries(record)) {
    const target = CSV_ALIASES[heading.replace(/[\s_-]/g, '').toLowerCase()];
    const text = cell?.trim() ?? '';
    if (target === 'basePoints') values.basePoints = csvNumber(text);
    else if (target === 'baseAmount') values.baseAmount = csvMoney(text);
    else if (target === 'status') values.isActive = text.toLowerCase() !== 'inactive';
    else if (target) values[target] = text;
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------
// Admin promotions
// ---------------------------------------------------------------------------------------------------

export interface PromotionValues {
  name: string | null | undefined;
  multiplier: string | null | undefined;
  /** `YYYY-MM-DD`; empty when not chosen yet. */
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  description?: string | null;
}

export interface PromotionRuleOptions {
  /** Create & Activate: the promotion must not have ended already. */
  activate?: boolean;
  /** Today, `YYYY-MM-DD`, needed with `activate`. */
  today?: string;
}

/**
 * Promotion create and edit form: name (required, up to 120), multiplier or bonus (required, up to 40),
 * start and end dates (required; the end not before the start, reported at `endDate`), description
 * (up to 2,000). Activating needs an end date that has not passed.
 */
export function validatePromotion(values: PromotionValues, options: PromotionRuleOptions = {}): FieldError[] {
  const rules = new Rules()
    .required('name', values.name, 'Promotion name')
    .maxLength('name', values.name?.trim(), PROMOTION_NAME_MAX, 'Promotion name')
    .required('multiplier', values.multiplier, 'Multiplier or bonus')
    .maxLength('multiplier', values.multiplier?.trim(), PROMOTION_MULTIPLIER_MAX, 'Multiplier or bonus')
    .required('startDate', values.startDate, 'Start date')
    .required('endDate', values.endDate, 'End date');
  const start = values.startDate ?? '';
  const end = values.endDate ?? '';
  if (!rules.has('startDate') && !rules.has('endDate') && end < start) {
    rules.add('endDate', 'End date must be on or after the start date', 'MISMATCH');
  }
  if (options.activate && options.today && !rules.has('endDate') && end < options.today) {
    rules.add('endDate', 'End date has already passed', 'OUT_OF_RANGE');
  }
  rules.maxLength('description', values.description?.trim(), PROMOTION_DESCRIPTION_MAX, 'Description');
  return rules.errors;
}

/** Reject (note optional) and Request Changes (note required), notes up to 1,000 characters. */
export function validateReviewNote(note: string | null | undefined, required: boolean): FieldError[] {
  const rules = new Rules();
  if (required) rules.required('note', note, 'A note describing the changes');
  rules.maxLength('note', note?.trim(), PROMOTION_NOTE_MAX, 'Note');
  return rules.errors;
}

// ---------------------------------------------------------------------------------------------------
// Base earn rates
// ---------------------------------------------------------------------------------------------------

export interface EarnRateValues {
  category: string | null | undefined;
  productType: string | null | undefined;
  basePoints: number | null | undefined;
  /** Money per unit as decimal text, e.g. `25.00`. */
  baseAmount: string | null | undefined;
  tier: EarnRateTierKey | null | undefined;
}

export interface EarnRateRuleOptions {
  /** True when another rate has the same category, product type and tier (see `earnRateKey`). */
  isDuplicate?: (key: string) => boolean;
}

/** The key that must be unique among earn rates: category, product type and tier, case-insensitive. */
export function earnRateKey(category: string, productType: string, tier: string): string {
  return [category, productType, tier].map((part) => part.trim().toLowerCase()).join('\u0000');
}

/**
 * Add or edit a base earn rate: category (one of the product categories) and product type (up to 80)
 * required, points a whole number 0 or more, dollars 0 or more, a tier, and no second rate for the same
 * category, product type and tier.
 */
export function validateEarnRate(values: EarnRateValues, options: EarnRateRuleOptions = {}): FieldError[] {
  const rules = new Rules().required('category', values.category, 'Category');
  if (!rules.has('category')) rules.check(isProductCategory(values.category?.trim()), 'category', 'Choose one of the product categories', 'INVALID');
  rules
    .required('productType', values.productType, 'Product type')
    .maxLength('productType', values.productType?.trim(), PRODUCT_TYPE_MAX, 'Product type');
  checkPoints(rules, 'basePoints', values.basePoints, 'Base points');
  checkMoney(rules, 'baseAmount', values.baseAmount, 'Base dollars');
  if (!values.tier || !(values.tier in EARN_RATE_TIER_LABELS)) rules.add('tier', 'Tier is required', 'REQUIRED');
  if (rules.errors.length === 0 && values.tier && options.isDuplicate?.(earnRateKey(values.category ?? '', values.productType ?? '', values.tier))) {
    rules.add(
      'productType',
      `A ${EARN_RATE_TIER_LABELS[values.tier]} rate for ${values.category?.trim()} / ${values.productType?.trim()} already exists`,
    'CONFLICT',
    );
  }
  return rules.errors;
}
