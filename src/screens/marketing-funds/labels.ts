import { CircleCheck, Clock, FileCheck, type LucideIcon } from 'lucide-react';
import type { MarketingFund, TransactionCategory, TransactionStatus } from '../../graphql/__generated__/graphql';
import { formatMoney, formatMoneyCents } from '../../lib/format';
import type { Cents } from '../../lib/money';
import { FUND_LABELS } from '../../lib/validation/money';

/** docs/product.md, "Entities and names": the transaction categories as the screen names them. */
export const CATEGORY_LABELS: Readonly<Record<TransactionCategory, string>> = {
  RADIO_TV: 'Radio/TV',
  DIRECT_MAIL: 'Direct Mail',
  ACCRUAL: 'Accrual',
  DIGITAL: 'Digital',
  EVENTS: 'Events',
};

/** The categories a dealer can claim (accruals are credited by the program). */
export const CLAIM_CATEGORIES: readonly TransactionCategory[] = ['RADIO_TV', 'DIRECT_MAIL', 'DIGITAL', 'EVENTS'];

export const FUNDS: readonly MarketingFund[] = ['COOP', 'MDF'];

export function fundLabel(fund: MarketingFund): string {
  return FUND_LABELS[fund];
}

export interface StatusMeta {
  label: string;
  icon: LucideIcon;
  colorPalette: string;
}

/** docs/product.md, "States": Approved, Pending and Posted each carry their own icon. */
export const STATUS_META: Readonly<Record<TransactionStatus, StatusMeta>> = {
  APPROVED: { label: 'Approved', icon: CircleCheck, colorPalette: 'green' },
  PENDING: { label: 'Pending', icon: Clock, colorPalette: 'orange' },
  POSTED: { label: 'Posted', icon: FileCheck, colorPalette: 'blue' },
};

/** Whole cents as dollars, with cents only when the amount has them ($12,500; $1,234.50). */
export function formatAmount(cents: Cents): string {
  return cents % 100 === 0 ? formatMoney(cents / 100) : formatMoneyCents(cents / 100);
}

/** A transaction amount in whole cents: spend with a minus sign, credits with a plus sign. */
export function formatSignedAmount(cents: Cents): string {
  if (cents < 0) return `−${formatAmount(-cents)}`;
  return `+${formatAmount(cents)}`;
}
