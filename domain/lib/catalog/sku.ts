import { skuKey, type ProductCategory } from '../../../src/lib/validation/catalog';

/** The SKU prefix of each product category; generated SKUs read `PREFIX-####`, e.g. `FLT-1004`. */
export const SKU_PREFIXES: Record<ProductCategory, string> = {
  'Installation Parts': 'INS',
  'Filters & Accessories': 'FLT',
  'Refrigeration Parts': 'REF',
  'Sensors & Controls': 'SEN',
  'Motors & Components': 'MTR',
  'Tools & Supplies': 'TLS',
  'Indoor Air Quality': 'IAQ',
  'Electrical Components': 'ELC',
  'Drainage Systems': 'DRN',
  'Maintenance Supplies': 'MNT',
};

/** Generated SKU numbers start here, so they always have at least four digits. */
const FIRST_NUMBER = 1001;

/**
 * Hands out unique SKUs per category. It knows every SKU in use (including those of recently deleted
 * products, so that undoing a delete never finds its SKU taken by a generated one) and each prefix
 * continues after the highest number already used.
 */
export class SkuAllocator {
  private readonly taken: Set<string>;
  private readonly nextNumber = new Map<string, number>();

  constructor(skus: Iterable<string>) {
    this.taken = new Set();
    for (const sku of skus) this.claim(sku);
  }

  /** Records a SKU as used (a typed one, or one generated elsewhere). */
  claim(sku: string): void {
    const key = skuKey(sku);
    this.taken.add(key);
    const match = /^([A-Z]+)-(\d+)$/.exec(key);
    if (match) {
      const prefix = match[1] as string;
      const number = Number(match[2]);
      if (number + 1 > (this.nextNumber.get(prefix) ?? FIRST_NUMBER)) this.nextNumber.set(prefix, number + 1);
    }
  }

  isTaken(sku: string): boolean {
    return this.taken.has(skuKey(sku));
  }

  /** A new unique SKU for a product of `category`, recorded as used. */
  next(category: ProductCategory): string {
    const prefix = SKU_PREFIXES[category];
    let number = this.nextNumber.get(prefix) ?? FIRST_NUMBER;
    while (this.taken.has(`${prefix}-${number}`)) number += 1;
    const sku = `${prefix}-${number}`;
    this.claim(sku);
    return sku;
  }
}
