import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { parseMoneyText, type Cents } from '../money';
import { Rules, type FieldError } from './core';

/**
 * Validation rules of the money screens (Marketing Funds, Loyalty Rewards, My Resources), shared by the
 * forms and the resolvers.
 */

/** docs/product.md, "Business constants": fund claims within 90 days of campaign completion or invoice. */
export const FUND_CLAIM_WINDOW_DAYS = 90;
/** docs/product.md, "Business constants": campaigns above $5,000 need territory manager pre-approval. */
export const PRE_APPROVAL_THRESHOLD = 5_000;
export const FUND_CLAIM_DESCRIPTION_MAX = 200;

export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 240;
export const MEETING_TOPIC_MAX = 500;

/** docs/product.md, "States": the redeem button's label when the balance is below the cost. */
export const NOT_ENOUGH_POINTS = 'Not Enough Points';
export const OUT_OF_STOCK = 'This reward is out of stock';
export const UNKNOWN_REWARD = 'That reward does not exist';
export const EMPTY_CART = 'Your cart is empty';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars for messages, e.g. `$8,000.00`. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export const FUND_LABELS: Readonly<Record<'COOP' | 'MDF', string>> = { COOP: 'Co-op', MDF: 'MDF' };

export interface FundClaimValues {
  fund: 'COOP' | 'MDF' | null | undefined;
  category: string | null | undefined;
  description: string | null | undefined;
  /** The amount as typed or sent: decimal text such as `1250.00`. */
  amount: string | null | undefined;
  /** `YYYY-MM-DD`. */
  campaignDate: string | null | undefined;
  preApprovalReference?: string | null;
}

export interface FundClaimLimits {
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** What the chosen fund can still pay, in whole cents: its available balance less claims already pending against it. */
  available: Cents;
}


/**
 * A marketing funds claim (docs/product.md, "Validation"): a campaign category (accruals are credited
 * by the program, never claimed), a description, an amount above $0 within the fund's available
 * balance, a campaign date within the last 90 days and not in the future, and a pre-approval reference
 * above $5,000.
 */
export function validateFundClaim(values: FundClaimValues, limits: FundClaimLimits): FieldError[] {
  const rules = new Rules()
    .check(!!values.fund, 'fund', 'Choose a fund', 'REQUIRED')
    .check(!!values.category, 'category', 'Choose a campaign category', 'REQUIRED')
    .check(values.category !== 'ACCRUAL', 'category', 'Accruals are credited by the program and cannot be claimed', 'INVALID')
    .required('description', values.description, 'Description')
    .maxLength('description', values.description, FUND_CLAIM_DESCRIPTION_MAX, 'Description');

  const parsed = values.amount == null || values.amount.trim() === '' ? null : parseMoneyText(values.amount);
  const amount = parsed && 'cents' in parsed ? parsed.cents : null;
  if (parsed && 'problem' in parsed && parsed.problem === 'TOO_MANY_DECIMALS') {
    rules.add('amount', 'Enter dollars and cents only', 'INVALID');
  } else if (amount == null || amount <= 0) {
    rules.add('amount', 'Enter an amount greater than $0', !parsed ? 'REQUIRED' : 'problem' in parsed ? 'INVALID' : 'OUT_OF_RANGE');
  } else if (values.fund && amount > limits.available) {
    rules.add('amount', `Amount exceeds the available ${FUND_LABELS[values.fund]} balance of ${formatUsd(Math.max(0, limits.available) / 100)}`, 'INSUFFICIENT_FUNDS');
  }

  const campaignDate = values.campaignDate ? parseISO(values.campaignDate) : null;
  if (!campaignDate || !isValid(campaignDate)) {
    rules.add('campaignDate', 'Campaign date is required', 'REQUIRED');
  } else {
    const age = differenceInCalendarDays(parseISO(limits.today), campaignDate);
    if (age < 0) rules.add('campaignDate', 'Campaign date cannot be in the future', 'OUT_OF_RANGE');
    else if (age > FUND_CLAIM_WINDOW_DAYS) {
      rules.add('campaignDate', 'Claims must be submitted within 90 days of campaign completion or invoice', 'OUT_OF_RANGE');
    }
  }

  if (amount != null && amount > PRE_APPROVAL_THRESHOLD * 100 && (values.preApprovalReference ?? '').trim() === '') {
    rules.add('preApprovalReference', 'Campaigns above $5,000 require pre-approval from your territory manager', 'APPROVAL_REQUIRED');
  }
  return rules.errors;
}

export interface MeetingRequestValues {
  /** ISO-8601 instant. */
  start: string | null | undefined;
  durationMinutes: number | null | undefined;
  topic: string | null | undefined;
}

/** A meeting with the territory manager: a start in the future, 15 to 240 minutes, a topic. */
export function validateMeetingRequest(values: MeetingRequestValues, now: Date): FieldError[] {
  const rules = new Rules();
  const start = values.start ? new Date(values.start) : null;
  if (!start || Number.isNaN(start.getTime())) rules.add('start', 'Choose a date and time', 'REQUIRED');
  else if (start.getTime() <= now.getTime()) rules.add('start', 'Choose a time in the future', 'OUT_OF_RANGE');

  const minutes = values.durationMinutes;
  if (minutes == null || !Number.isInteger(minutes) || minutes < MEETING_MIN_MINUTES || minutes > MEETING_MAX_MINUTES) {
    rules.add('durationMinutes', `Meetings last ${MEETING_MIN_MINUTES} to ${MEETING_MAX_MINUTES} minutes`, 'OUT_OF_RANGE');
  }
  rules.required('topic', values.topic, 'Topic').maxLength('topic', values.topic, MEETING_TOPIC_MAX, 'Topic');
  return rules.errors;
}

export interface RedeemCheck {
  /** Cost in points of everything being redeemed. */
  cost: number;
  /** Points available. */
  balance: number;
  /** Units left of the reward. */
  stock: number;
  /** Units being redeemed. */
  quantity?: number;
}

/** Why a redemption cannot go ahead (out of stock first, then points), or null when it can. */
export function redeemProblem({ cost, balance, stock, quantity = 1 }: RedeemCheck): string | null {
  if (stock <= 0) return OUT_OF_STOCK;
  if (quantity > stock) return `Only ${stock.toLocaleString('en-US')} left in stock`;
  if (cost > balance) return NOT_ENOUGH_POINTS;
  return null;
}

/** A cart quantity: a whole number, 0 (remove) or up to the units in stock. */
export function validateCartQuantity(quantity: number, stock: number): FieldError[] {
  if (!Number.isInteger(quantity) || quantity < 0) return [{ field: 'quantity', message: 'Quantity must be a whole number, 0 or more', code: 'INVALID' }];
  if (quantity === 0) return [];
  if (stock <= 0) return [{ field: 'rewardId', message: OUT_OF_STOCK, code: 'OUT_OF_STOCK' }];
  if (quantity > stock) return [{ field: 'quantity', message: `Only ${stock.toLocaleString('en-US')} left in stock`, code: 'OUT_OF_STOCK' }];
  return [];
}
