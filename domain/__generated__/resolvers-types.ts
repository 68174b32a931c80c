import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FieldError } from '../../src/lib/validation/core';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day in ISO-8601 form, `YYYY-MM-DD`. Days the calendar does not have, such as `2026-02-31`, are refused with BAD_USER_INPUT. */
  Date: { input: string; output: string; }
  /** An instant in ISO-8601 form with its zone, `Z` or an offset, e.g. `2026-11-22T14:30:00.000Z`. Sent in UTC; input with an offset is read as the same instant; a time without a zone or a day or time that does not exist is refused with BAD_USER_INPUT. */
  DateTime: { input: string; output: string; }
  /**
   * A base-10 number as text, such as `"850.30"` or `"-12"`: digits with an optional leading minus and an
   * optional fraction after a `.`; no exponent, no thousands separators, no currency sign. Money amounts carry
   * at most two decimals. Text keeps the value exact where a JSON number (a binary float) would not: two fund
   * claims of 0.10 and 0.20 total `"0.30"`. As input it must be a string; text that is not an amount the
   * mutation accepts (not a number, a third decimal, out of range) comes back as a UserError on that field.
   */
  Decimal: { input: string; output: string; }
};

/** A person's account in the portal: who signs in, as which role, for which dealership. */
export type Account = {
  __typename?: 'Account';
  /** When the account was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The dealership of a dealer or comfort advisor; null for program administrators and for sign-ups awaiting approval. */
  dealer?: Maybe<Dealer>;
  /** The address the person signs in with (lower-cased). */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Identifier; stable for the life of the account. */
  id: Scalars['ID']['output'];
  /** When its latest invitation was sent; null for an account that was not invited. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The role the account signs in as. */
  role: Role;
  /** Where the account stands. */
  status: AccountStatus;
};

/** A page of accounts. */
export type AccountConnection = {
  __typename?: 'AccountConnection';
  /** The accounts of this page, in the list's order. */
  edges: Array<AccountEdge>;
  /** Where this page stands in the list. */
  pageInfo: PageInfo;
  /** How many accounts match the filter, on every page. */
  totalCount: Scalars['Int']['output'];
};

/** One account in a list. */
export type AccountEdge = {
  __typename?: 'AccountEdge';
  /** Opaque cursor of this account's place in the list. */
  cursor: Scalars['String']['output'];
  /** The account. */
  node: Account;
};

/** Which accounts to list. */
export type AccountFilter = {
  /** Only accounts of this role. */
  role?: InputMaybe<Role>;
  /** Matches the first name, last name, full name or e-mail address (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only accounts in this state. */
  status?: InputMaybe<AccountStatus>;
};

/** Name an account. */
export type AccountIdInput = {
  /** The account's id. */
  accountId: Scalars['ID']['input'];
};

/** Where an account stands. */
export type AccountStatus =
  /** Signs in. */
  | 'ACTIVE'
  /** Deactivated by an administrator: cannot sign in, and its sessions have ended. */
  | 'DEACTIVATED'
  /** Invited by e-mail; signs in once the person has followed the invitation's link and chosen a password. */
  | 'INVITED'
  /** Signed up without an invitation and waits for an administrator's approval; cannot sign in. */
  | 'PENDING_APPROVAL';

/** Account types offered at sign-up. */
export type AccountType =
  /** A comfort advisor (sales staff) of a dealership. */
  | 'ADVISOR'
  /** Dealer / Business Owner. */
  | 'DEALER';

/** Activate an offer. */
export type ActivateOfferInput = {
  /** The offer to activate (`Offer.id`). */
  offerId: Scalars['ID']['input'];
};

/** Result of activating an offer. */
export type ActivateOfferPayload = {
  __typename?: 'ActivateOfferPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The offer, now activated; null when `errors` says why it was not. */
  offer?: Maybe<Offer>;
};

/** The client admin's dashboard figures. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Claims by Status card. */
  claimsByStatus: ClaimsByStatus;
  /** Dealer programs vs individual participants. */
  payoutSegmentation: Array<PayoutSegment>;
  /** Top 5 reward categories. */
  popularRewards: Array<RewardCategoryPopularity>;
  /** Claims Processing Time card. */
  processingTime: ProcessingTime;
  /** Program Health Score card. */
  programHealth: ProgramHealth;
  /** Total Payouts card. */
  totalPayouts: TotalPayouts;
};

/** A promotion as administrators manage it. */
export type AdminPromotion = {
  __typename?: 'AdminPromotion';
  /** Enrol all eligible participants automatically. */
  autoEnroll: Scalars['Boolean']['output'];
  /** Description and rules as plain text; null when none were given. */
  description?: Maybe<Scalars['String']['output']>;
  /** Last day the promotion runs. */
  endDate: Scalars['Date']['output'];
  /** Stable identifier of the promotion. */
  id: Scalars['ID']['output'];
  /** Multiplier or bonus text, e.g. `2x`. */
  multiplier: Scalars['String']['output'];
  /** Name of the promotion as participants see it. */
  name: Scalars['String']['output'];
  /** Participants enrolled in the promotion. */
  participants: Scalars['Int']['output'];
  /** Note of the last decision (rejection reason or requested changes); null before any such decision. */
  reviewNote?: Maybe<Scalars['String']['output']>;
  /** First day the promotion runs. */
  startDate: Scalars['Date']['output'];
  /** Where the promotion is in approval and its run, by the program's calendar. */
  status: AdminPromotionStatus;
  /** Day it was submitted for approval; null when it was never submitted. */
  submittedAt?: Maybe<Scalars['Date']['output']>;
  /** Who submitted it for approval; null when it was never submitted. */
  submittedBy?: Maybe<Scalars['String']['output']>;
  /** Which products the promotion pays on. */
  targetProducts: TargetProducts;
  /** What kind of incentive the promotion pays. */
  type: AdminPromotionType;
};

/** A page of admin promotions. */
export type AdminPromotionConnection = {
  __typename?: 'AdminPromotionConnection';
  /** Rows with cursors. */
  edges: Array<AdminPromotionEdge>;
  /** Whether more promotions follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
  /** Participants across the matching promotions. */
  totalParticipants: Scalars['Int']['output'];
};

/** An admin promotion in a page. */
export type AdminPromotionEdge = {
  __typename?: 'AdminPromotionEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The promotion at this position of the list. */
  node: AdminPromotion;
};

/** Filters of admin promotions. */
export type AdminPromotionFilter = {
  /** Search id or name. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only these statuses. */
  statuses?: InputMaybe<Array<AdminPromotionStatus>>;
};

/** Admin promotion lifecycle. */
export type AdminPromotionStatus =
  /** Approved and running today. */
  | 'ACTIVE'
  /** Sent back with requested changes. */
  | 'CHANGES_REQUESTED'
  /** Draft, not submitted. */
  | 'DRAFT'
  /** Its end date has passed. */
  | 'EXPIRED'
  /** Created and waiting for approval; it does not run yet. */
  | 'PENDING'
  /** Refused at approval; it never runs. */
  | 'REJECTED'
  /** Approved and starting on a later day. */
  | 'SCHEDULED';

/** Admin promotion types. */
export type AdminPromotionType =
  /** A fixed number of extra points per qualifying sale. */
  | 'BONUS_POINTS'
  /** Points on qualifying sales multiplied for the period. */
  | 'POINTS_MULTIPLIER'
  /** A contest ranking participants by sales. */
  | 'SALES_CONTEST'
  /** A cash bonus paid per qualifying sale (sales performance incentive). */
  | 'SPIFF';

/** What `advanceCourse` returns. Result of a course change. */
export type AdvanceCoursePayload = {
  __typename?: 'AdvanceCoursePayload';
  /** The course after the module is recorded; null when `errors` says why not. */
  course?: Maybe<Course>;
  /** Why it failed. */
  errors: Array<UserError>;
  /** The training figures after the change; null only when the mutation was refused for a reason in `errors`. */
  stats?: Maybe<TrainingStats>;
};

/** The comfort advisor's dashboard figures. */
export type AdvisorDashboard = {
  __typename?: 'AdvisorDashboard';
  /** My Pending Claims card. */
  pendingClaims: PendingClaimsSummary;
  /** My Points card. */
  points: PointsPosition;
  /** My Sales card. */
  sales: AdvisorSales;
  /** My Training card. */
  training: TrainingProgress;
};

/** The comfort advisor's own sales. */
export type AdvisorSales = {
  __typename?: 'AdvisorSales';
  /** Sales this year. */
  count: Scalars['Int']['output'];
  /** Sales this month. */
  thisMonth: Scalars['Int']['output'];
  /** What those sales are worth together. */
  totalValue: Money;
};

/** Annual totals of the accrual history. */
export type AnnualFundTotals = {
  __typename?: 'AnnualFundTotals';
  /** Accruals credited this fiscal year: the sum of the quarters' earned. */
  earned: Money;
  /** earned less spent. */
  remaining: Money;
  /** Approved or posted spending this fiscal year, as a positive amount. */
  spent: Money;
  /** Share of the year's accruals spent, in percent (spent ÷ earned × 100), one decimal; 0 when nothing was earned. */
  utilizationPercent: Scalars['Float']['output'];
};

/** What `approveClaim` returns. Result of a claim decision. */
export type ApproveClaimPayload = {
  __typename?: 'ApproveClaimPayload';
  /** The claim after the decision; null when the claim does not exist (see `errors`). */
  claim?: Maybe<Claim>;
  /** Why it failed. */
  errors: Array<UserError>;
};

/** Approve a sign-up into a dealership. */
export type ApproveEnrolmentInput = {
  /** The dealership the person joins (`Dealer.id`). */
  dealerId: Scalars['ID']['input'];
  /** The request (`EnrolmentRequest.id`). */
  requestId: Scalars['ID']['input'];
};

/** What `approveEnrolment` returns. */
export type ApproveEnrolmentPayload = {
  __typename?: 'ApproveEnrolmentPayload';
  /** Why it failed: an unknown request or dealership (NOT_FOUND), a request another administrator decided a moment ago (CONFLICT), a reason too long (TOO_LONG). */
  errors: Array<UserError>;
  /** The request after the decision; null when `errors` says why nothing was decided. */
  request?: Maybe<EnrolmentRequest>;
};

/** What `approvePromotion` returns. Result of a promotion change. */
export type ApprovePromotionPayload = {
  __typename?: 'ApprovePromotionPayload';
  /** Id of a promotion the mutation deleted; null unless one was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** Identity providers for single sign-on. */
export type AuthProvider =
  /** Sign in with a Google account. */
  | 'GOOGLE'
  /** Sign in with a Microsoft account. */
  | 'MICROSOFT';

/** A change of the viewer's points. */
export type BalanceChange = {
  __typename?: 'BalanceChange';
  /** Points available to redeem now. */
  balance: Scalars['Int']['output'];
  /** The ledger's newest row, which made the change; null when the ledger is empty. */
  latest?: Maybe<PointsActivity>;
};

/** Purchases of one brand over a period (a month, or the year to date). */
export type BrandAmount = {
  __typename?: 'BrandAmount';
  /** What the dealership bought of this brand in the period. */
  amount: Money;
  /** The brand's display name, e.g. `Allied Air`. New brands appear as new entries, not as new fields. */
  brand: Scalars['String']['output'];
};

/** Purchases of one month, brand by brand. */
export type BrandVolumeMonth = {
  __typename?: 'BrandVolumeMonth';
  /** The month's purchases of each brand the dealer bought, in the program's brand order; a brand with no purchases that month is listed with zero. */
  brands: Array<BrandAmount>;
  /** Short month label as the chart shows it, e.g. `Jan`; `monthStart` gives the year. */
  month: Scalars['String']['output'];
  /** First day of the month. */
  monthStart: Scalars['Date']['output'];
  /** The month's purchases of all brands together. */
  total: Money;
};

/** Kinds of business at profile setup. */
export type BusinessType =
  /** An HVAC contractor. */
  | 'CONTRACTOR'
  /** An independent dealer selling and installing the manufacturer's equipment. */
  | 'DEALER'
  /** A distributor that resells the manufacturer's equipment to dealers. */
  | 'DISTRIBUTOR'
  /** A business that only installs systems. */
  | 'INSTALLER'
  /** A business that services and repairs systems. */
  | 'SERVICE';

/** A dated item on the viewer's training calendar. */
export type CalendarEntry = {
  __typename?: 'CalendarEntry';
  /** When the entry ends; after `startsAt`. */
  endsAt: Scalars['DateTime']['output'];
  /** Identifier (source id). */
  id: Scalars['ID']['output'];
  /** Kind: `course`, `webinar` or `event`. */
  kind: Scalars['String']['output'];
  /** Route it relates to. */
  link: Scalars['String']['output'];
  /** Where it takes place; null when not known or online. */
  location?: Maybe<Scalars['String']['output']>;
  /** When the entry starts. */
  startsAt: Scalars['DateTime']['output'];
  /** Name of the event or course session on the calendar. */
  title: Scalars['String']['output'];
};

/** What `cancelEventRegistration` returns. Result of an event registration change. */
export type CancelEventRegistrationPayload = {
  __typename?: 'CancelEventRegistrationPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The event after cancelling; null when `errors` says why not. */
  event?: Maybe<Event>;
};

/** The viewer's rewards cart. */
export type Cart = {
  __typename?: 'Cart';
  /** Units in the cart, all lines together. */
  itemCount: Scalars['Int']['output'];
  /** The rewards in the cart, one line per reward, in the order first added. */
  lines: Array<CartLine>;
  /** Points the whole cart costs. */
  totalPoints: Scalars['Int']['output'];
};

/** A line of the rewards cart. */
export type CartLine = {
  __typename?: 'CartLine';
  /** How many of the reward, 1 or more. */
  quantity: Scalars['Int']['output'];
  /** The reward on this line. */
  reward: Reward;
  /** reward.points × quantity. */
  subtotal: Scalars['Int']['output'];
};

/** A certification held by the viewer. */
export type Certification = {
  __typename?: 'Certification';
  /** Colour palette of the card, a design token name. */
  color: Scalars['String']['output'];
  /** Day the certification stops being valid. */
  expires: Scalars['Date']['output'];
  /** Certificate holder's name. */
  holderName: Scalars['String']['output'];
  /** Name of the icon the card shows, e.g. `award`. */
  icon: Scalars['String']['output'];
  /** Stable identifier of the certification. */
  id: Scalars['ID']['output'];
  /** Day the certification was issued. */
  issued: Scalars['Date']['output'];
  /** Name of the certification, e.g. `Heat Pump Specialist`. */
  name: Scalars['String']['output'];
  /** Status text, e.g. `Active`. */
  status: Scalars['String']['output'];
};

/** An advanced certification path. */
export type CertificationPath = {
  __typename?: 'CertificationPath';
  /** Matching courses the viewer completed. */
  completedCourses: Scalars['Int']['output'];
  /** Stable identifier of the certification path. */
  id: Scalars['ID']['output'];
  /** Name of the path, e.g. `Comfort Advisor Certification`. */
  name: Scalars['String']['output'];
  /** Courses a member must complete to earn the certification. */
  requiredCourses: Scalars['Int']['output'];
  /** Requirement text, e.g. `Complete 5 advanced courses`. */
  requirement: Scalars['String']['output'];
};

/** Change an account's role (program administrators). */
export type ChangeAccountRoleInput = {
  /** The account's id. */
  accountId: Scalars['ID']['input'];
  /** The dealership (a `Dealer` id) for a dealer or comfort advisor; when omitted the account keeps its own. Must be empty for a program administrator. */
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  /** The new role. */
  role: Role;
};

/** What `changeAccountRole` returns. */
export type ChangeAccountRolePayload = {
  __typename?: 'ChangeAccountRolePayload';
  /** The account as it now is; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
};

/** Change the password. */
export type ChangePasswordInput = {
  /** Must equal `newPassword`. */
  confirmPassword: Scalars['String']['input'];
  /** The current password (required). */
  currentPassword: Scalars['String']['input'];
  /** The new password. */
  newPassword: Scalars['String']['input'];
};

/** What `changePassword` returns. Result of a profile save. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The profile after the change; null only when the mutation was refused for a reason in `errors`. */
  profile?: Maybe<Profile>;
  /** The signed-in user after the change; null only when the mutation was refused for a reason in `errors`. */
  user?: Maybe<User>;
};

/** What `checkoutCart` returns. Result of a cart change or checkout. */
export type CheckoutCartPayload = {
  __typename?: 'CheckoutCartPayload';
  /** The cart after the change. */
  cart: Cart;
  /** Why it failed. */
  errors: Array<UserError>;
  /** The points account after checkout; null only when the mutation was refused for a reason in `errors`. */
  points?: Maybe<PointsAccount>;
};

/** A sales claim. */
export type Claim = {
  __typename?: 'Claim';
  /** What the sale claims. */
  amount: Money;
  /** The customer's ZIP code, five digits or ZIP+4; null on claims made before the portal asked for it. */
  customerZip?: Maybe<Scalars['String']['output']>;
  /** Day the claim was submitted. */
  date: Scalars['Date']['output'];
  /** Days from submission to decision; for undecided claims, days waiting so far. */
  days: Scalars['Int']['output'];
  /** The dealership the sale was made for: the participant's dealership when they submitted it. */
  dealer: Dealer;
  /** When an administrator approved or rejected it; null while undecided. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The evidence: the invoice or receipt number and the attached file. */
  evidence: ClaimEvidence;
  /**
   * What the checks found when the claim was submitted or last resubmitted (docs/product.md, "Claim checks"),
   * for program administrators to weigh before deciding. Dealers and comfort advisors read an empty list:
   * a finding may name another dealership's claim.
   */
  flags: Array<ClaimFlag>;
  /** Every change of the claim's status or amount and every message on it, newest first. Entries are appended and never edited or deleted. */
  history: Array<ClaimHistoryEntry>;
  /** Stable identifier of the claim, `CLM-####`, in submission order. */
  id: Scalars['ID']['output'];
  /** When an administrator last asked for information; null unless the claim needs info. */
  infoRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Day the equipment was installed. */
  installedOn: Scalars['Date']['output'];
  /** What is missing, on claims needing info; null on claims in any other status. */
  issue?: Maybe<Scalars['String']['output']>;
  /** The model number of the equipment, as the participant chose it from the line's models; null on claims made before the portal asked for it. */
  model?: Maybe<Scalars['String']['output']>;
  /** True when pending more than 4 days. */
  overdue: Scalars['Boolean']['output'];
  /** Who submitted the claim. */
  participant: Participant;
  /** Points the claim earns its participant when approved: one per whole dollar claimed (docs/product.md, "Claims"). */
  points: Scalars['Int']['output'];
  /** The equipment the sale was for. */
  product: ClaimProduct;
  /** Units installed on this claim. */
  quantity: Scalars['Int']['output'];
  /** Why the claim was rejected; null unless it was rejected. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Serial number of the installed equipment, as on its rating plate. */
  serialNumber: Scalars['String']['output'];
  /** Where the claim stands in review and payment. */
  status: ClaimStatus;
  /** Counts every change of the claim, from 1. A decision, a request for information or a resubmission may carry the version it was read at; when the claim changed since, it is refused with CONFLICT and nothing is overwritten. */
  version: Scalars['Int']['output'];
  /** True when the claim has waited on its participant for information more than 14 days. */
  waitingTooLong: Scalars['Boolean']['output'];
};

/** What an entry of a claim's history records. */
export type ClaimAction =
  /** An administrator approved the claim (or approved it despite missing information). */
  | 'APPROVED'
  /** An administrator asked the participant for information; the claim waits on them. */
  | 'INFO_REQUESTED'
  /** The program paid the claim out. */
  | 'PAID'
  /** An administrator rejected the claim, with a reason. */
  | 'REJECTED'
  /** The participant answered and sent the claim back for review. */
  | 'RESUBMITTED'
  /** The participant submitted the claim. */
  | 'SUBMITTED';

/** Who made an entry of a claim's history. */
export type ClaimActor = {
  __typename?: 'ClaimActor';
  /** The user's id; null for entries of the program's sample history, made before the portal kept one. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Their name at the time of the entry. */
  name: Scalars['String']['output'];
  /** Their role at the time of the entry. */
  role: Role;
};

/**
 * A file attached to a claim. Every portal keeps its name, type and size; the portal server also keeps the
 * file itself (docs/server.md, "Evidence files").
 */
export type ClaimAttachment = {
  __typename?: 'ClaimAttachment';
  /** File name as the participant's device named it, e.g. `invoice-2231.pdf`. */
  name: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Media type, e.g. `application/pdf` or `image/jpeg`. */
  type: Scalars['String']['output'];
  /**
   * Where the file itself downloads from, `/files/claim-evidence/{id}` on the portal server, for the
   * claim's participant and the administrators; null where only its name, type and size are kept (the
   * in-browser portal, and the sample claims).
   */
  url?: Maybe<Scalars['String']['output']>;
};

/** A file sent with a claim: what the portal keeps of it. */
export type ClaimAttachmentInput = {
  /**
   * On the portal server: the id `POST /files/claim-evidence` answered with for the file, uploaded by the
   * viewer (docs/server.md, "Evidence files"). The stored file's name, type and size are kept then, and the
   * file downloads from `ClaimAttachment.url`. The in-browser portal keeps no files and refuses one.
   */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** File name, up to 200 characters. */
  name: Scalars['String']['input'];
  /** Size in bytes: more than 0, at most 10 MB (10,485,760 bytes). */
  size: Scalars['Int']['input'];
  /** Media type: a PDF, JPEG, PNG, HEIC or WebP file. */
  type: Scalars['String']['input'];
};

/** A change of a claim the viewer may read. */
export type ClaimChange = {
  __typename?: 'ClaimChange';
  /** What happened: the action of the claim's newest history entry. */
  action: ClaimAction;
  /** Who did it, as the claim's history names them. */
  actor: ClaimActor;
  /** The claim as it is now. */
  claim: Claim;
};

/** A page of claims. */
export type ClaimConnection = {
  __typename?: 'ClaimConnection';
  /** Rows with cursors. */
  edges: Array<ClaimEdge>;
  /** Whether more claims follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** What all matching claims claim together (every page, not only this one). */
  totalAmount: Money;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** What a bulk decision does. */
export type ClaimDecisionKind =
  /** Approve each claim. */
  | 'APPROVE'
  /** Reject each claim, with the one reason given. */
  | 'REJECT';

/** What happened to one claim of a bulk decision. */
export type ClaimDecisionResult = {
  __typename?: 'ClaimDecisionResult';
  /** The claim as it is now (decided, or as someone else left it); null when there is no such claim. */
  claim?: Maybe<Claim>;
  /** The claim it was about (`Claim.id`). */
  claimId: Scalars['ID']['output'];
  /** Why this claim was not decided; null when it was. */
  error?: Maybe<UserError>;
};

/** A claim in a page. */
export type ClaimEdge = {
  __typename?: 'ClaimEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The claim at this position of the list. */
  node: Claim;
};

/** Equipment a sale can be claimed for: a model line of the program's catalogue, its models and the form of its serial numbers. */
export type ClaimEquipment = {
  __typename?: 'ClaimEquipment';
  /** The line's id, `EQP-##` (`ClaimProduct.id`). */
  id: Scalars['ID']['output'];
  /** List price of one unit; a claim above 150% of the list price of its units is flagged (AMOUNT_ABOVE_LIST). */
  listPrice: Money;
  /** The line's model numbers, e.g. `HP16-036`; a claim names one of them. */
  models: Array<Scalars['String']['output']>;
  /** Model line name, e.g. `16 SEER2 Heat Pump`. */
  name: Scalars['String']['output'];
  /** A serial number in that form, e.g. `2318E12345`. */
  serialExample: Scalars['String']['output'];
  /** How the line's serial numbers are written, for people, e.g. `4 digits (year and week made), a plant letter and 5 digits`. */
  serialFormat: Scalars['String']['output'];
  /** The same form as a regular expression over the serial number upper-cased, without spaces and dashes, e.g. `^[0-9]{4}[A-Z][0-9]{5}$`: what the form and the server check. */
  serialPattern: Scalars['String']['output'];
};

/** The evidence of a claim. */
export type ClaimEvidence = {
  __typename?: 'ClaimEvidence';
  /** The file attached last (the first submission's, or a newer one sent with an answer); null when none was attached. */
  attachment?: Maybe<ClaimAttachment>;
  /** The invoice or receipt number of the sale. */
  invoiceNumber: Scalars['String']['output'];
};

/** Filters of the claims list. */
export type ClaimFilter = {
  /** Only claims made for this dealership (`Dealer.id`); a dealership without claims matches none. */
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  /** Only claims with at least one finding of the checks (`Claim.flags`): true; false or omitted, every claim. */
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** Submitted on or after. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only claims waiting more than 4 days by the server's calendar (submitted 5 or more days before today). */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this participant's claims (`Participant.id`); a participant without claims matches none. */
  participantId?: InputMaybe<Scalars['ID']['input']>;
  /** Search id, participant or dealer (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only these statuses. */
  statuses?: InputMaybe<Array<ClaimStatus>>;
  /** Submitted on or before. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A finding of the checks a claim goes through at submission and at resubmission. */
export type ClaimFlag = {
  __typename?: 'ClaimFlag';
  /** Which check found it. */
  code: ClaimFlagCode;
  /** What was found, for people: names the other claim, its dealership and its status, or by how much the amount is above the list price. */
  message: Scalars['String']['output'];
  /** The other claim the finding is about (a duplicate serial, a reused invoice); null otherwise. */
  relatedClaimId?: Maybe<Scalars['ID']['output']>;
};

/** What a check found on a claim. The codes are part of the contract (contract/CHANGELOG.md). */
export type ClaimFlagCode =
  /** The amount is more than 150% of the list price of the line's units claimed (`ClaimEquipment.listPrice` × quantity). */
  | 'AMOUNT_ABOVE_LIST'
  /** The serial number (compared without spaces, dashes and case) is on another claim of the network that is not rejected. */
  | 'DUPLICATE_SERIAL'
  /** The install date is in the future, or more than 60 days before the claim was submitted. */
  | 'INSTALL_DATE'
  /** The invoice number (compared without spaces, dashes and case) is on another claim of the same dealership that is not rejected. */
  | 'INVOICE_REUSED'
  /** The participant submitted more than 10 claims in the 24 hours before this one. */
  | 'VELOCITY';

/** One entry of a claim's history (its audit trail). */
export type ClaimHistoryEntry = {
  __typename?: 'ClaimHistoryEntry';
  /** What happened. */
  action: ClaimAction;
  /** Who did it. */
  actor: ClaimActor;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** A file sent with it; null when none. */
  attachment?: Maybe<ClaimAttachment>;
  /** The amount before, when the entry changed it; null otherwise. */
  fromAmount?: Maybe<Money>;
  /** The status before; null for the submission. */
  fromStatus?: Maybe<ClaimStatus>;
  /** Stable identifier, `CLH-<claim>-<n>`; `n` counts the claim's entries from 1. */
  id: Scalars['ID']['output'];
  /** The reason, question or answer given with it; null when none was given. */
  note?: Maybe<Scalars['String']['output']>;
  /** The amount after, when the entry changed it; null otherwise. */
  toAmount?: Maybe<Money>;
  /** The status after. */
  toStatus: ClaimStatus;
};

/** Identify a claim. */
export type ClaimIdInput = {
  /** The claim to decide (`Claim.id`). */
  claimId: Scalars['ID']['input'];
  /**
   * Why the claim is approved although its serial number was already paid on another claim (approved or
   * paid), up to 500 characters. Such a claim is refused with APPROVAL_REQUIRED without it; with it, the
   * override and the reason are kept in the claim's history. Ignored for other claims.
   */
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  /** The `Claim.version` the decision was made on; when the claim changed since, the decision is refused with CONFLICT. Omitted: decided as it is now. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** Equipment a sale can be claimed for (an HVAC system or accessory model line). */
export type ClaimProduct = {
  __typename?: 'ClaimProduct';
  /** Stable identifier of the equipment line, `EQP-##`. */
  id: Scalars['ID']['output'];
  /** Model line name, e.g. `16 SEER2 Heat Pump`. */
  name: Scalars['String']['output'];
};

/** A claim picked for a bulk decision. */
export type ClaimRefInput = {
  /** The claim (`Claim.id`). */
  claimId: Scalars['ID']['input'];
  /** The `Claim.version` it was picked at; when the claim changed since, that claim is refused with CONFLICT and the others go on. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** How to sort claims. */
export type ClaimSort = {
  /** Smallest or earliest first (ASC), or largest or latest first (DESC). */
  direction?: SortDirection;
  /** Which value to sort the claims by. */
  field: ClaimSortField;
};

/** Sort fields of claims. */
export type ClaimSortField =
  /** By the amount claimed. */
  | 'AMOUNT'
  /** By the day of submission. */
  | 'DATE'
  /** By days waiting (undecided) or days to decision (decided). */
  | 'DAYS'
  /** By claim number, i.e. submission order. */
  | 'ID';

/** Where a sales claim stands in review and payment. */
export type ClaimStatus =
  /** Approved by an administrator and waiting to be paid. */
  | 'APPROVED'
  /** Needs more information. */
  | 'NEEDS_INFO'
  /** Approved and paid out. */
  | 'PAID'
  /** Submitted and waiting for an administrator's decision. */
  | 'PENDING'
  /** Rejected by an administrator, with a reason; it pays nothing. */
  | 'REJECTED';

/** A month of claim volume. */
export type ClaimTrendPoint = {
  __typename?: 'ClaimTrendPoint';
  /** Share of the month's decided claims approved or paid, in percent from 0 to 100 (approved ÷ decided × 100), one decimal. */
  approvalRate: Scalars['Float']['output'];
  /** Of those, approved or paid. */
  approved: Scalars['Int']['output'];
  /** Month label, e.g. `Nov 2026`. */
  month: Scalars['String']['output'];
  /** Claims submitted in the month. */
  submitted: Scalars['Int']['output'];
};

/** The dealership's claimed sales against its goal. */
export type ClaimedSales = {
  __typename?: 'ClaimedSales';
  /** Claims approved and not yet paid. */
  approved: Scalars['Int']['output'];
  /** totalValue ÷ count, to the cent; zero without claims. */
  averagePerClaim: Money;
  /** Claims submitted this year. */
  count: Scalars['Int']['output'];
  /** Claims goal for the year. */
  goal: Scalars['Int']['output'];
  /** Claims paid out. */
  paid: Scalars['Int']['output'];
  /** Claims still pending (incl. needing info). */
  pending: Scalars['Int']['output'];
  /** count ÷ goal × 100. */
  progress: Scalars['Float']['output'];
  /** What this year's claims are worth together. */
  totalValue: Money;
};

/** Claims analytics metric cards. */
export type ClaimsAnalytics = {
  __typename?: 'ClaimsAnalytics';
  /** Share of the matching claims approved or paid, in percent from 0 to 100 (approved ÷ total × 100), rounded to a whole number. */
  approvalRate: Scalars['Float']['output'];
  /** Approved or paid. */
  approvedClaims: Scalars['Int']['output'];
  /** Average days to decide, one decimal. */
  averageProcessingDays: Scalars['Float']['output'];
  /** totalValue ÷ totalClaims, rounded to whole dollars; zero without claims. */
  averageValue: Money;
  /** Every dealership with claims, by name A to Z, whatever the filter: what a dealer filter offers. */
  dealers: Array<Dealer>;
  /** Of the matching claims, those with at least one finding of the checks (`Claim.flags`). */
  flaggedClaims: Scalars['Int']['output'];
  /** Target range text, `3-5 days`. */
  processingTarget: Scalars['String']['output'];
  /** All claims matching the filter. */
  totalClaims: Scalars['Int']['output'];
  /** What the matching claims claim together. */
  totalValue: Money;
  /** Monthly volume and approval rate, oldest first (12 months). */
  trend: Array<ClaimTrendPoint>;
};

/** Claims counted by status. */
export type ClaimsByStatus = {
  __typename?: 'ClaimsByStatus';
  /** Approved or paid. */
  approved: Scalars['Int']['output'];
  /** Needing more information. */
  needsInfo: Scalars['Int']['output'];
  /** pendingReview + needsInfo: the badge of claims needing review. */
  needsReview: Scalars['Int']['output'];
  /** Claims waiting for an administrator's first decision. */
  pendingReview: Scalars['Int']['output'];
  /** Claims rejected by an administrator (all time). */
  rejected: Scalars['Int']['output'];
};

/** The business profile and notification choices entered at profile setup. */
export type CompleteProfileSetupInput = {
  /** Street address (required). */
  address: Scalars['String']['input'];
  /** Business type (required). */
  businessType: BusinessType;
  /** City of the business (required). */
  city: Scalars['String']['input'];
  /** Claim status updates (default on). */
  claimUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company name (required). */
  companyName: Scalars['String']['input'];
  /** E-mail notifications (default on). */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Phone number (required). */
  phoneNumber: Scalars['String']['input'];
  /** Promotion alerts (default on). */
  promotionAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reward reminders (default on). */
  rewardReminders?: InputMaybe<Scalars['Boolean']['input']>;
  /** Two-letter US state code (required). */
  state: Scalars['String']['input'];
  /** Training notifications (default off). */
  trainingNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Website URL (optional). */
  website?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code (required). */
  zipCode: Scalars['String']['input'];
};

/** Result of profile setup: the user is signed in as a dealer. */
export type CompleteProfileSetupPayload = {
  __typename?: 'CompleteProfileSetupPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The saved profile; null when `errors` says why it was not saved. */
  profile?: Maybe<Profile>;
  /** The session after setup. */
  session: Session;
};

/** The comfort advisor contest banner. */
export type ContestBanner = {
  __typename?: 'ContestBanner';
  /** Route of its link. */
  link: Scalars['String']['output'];
  /** One sentence about the contest, under its headline. */
  message: Scalars['String']['output'];
  /** Headline of the contest, shown on the banner. */
  title: Scalars['String']['output'];
};

/** A training course with the viewer's progress. */
export type Course = {
  __typename?: 'Course';
  /** Subject area of the course. */
  category: CourseCategory;
  /** True when it counts toward a certification. */
  certification: Scalars['Boolean']['output'];
  /** Day the course must be completed by (enrolment + 90 days); null when not enrolled. */
  dueOn?: Maybe<Scalars['Date']['output']>;
  /** Duration text, e.g. `4 hours`. */
  duration: Scalars['String']['output'];
  /** True once the viewer enrolled. */
  enrolled: Scalars['Boolean']['output'];
  /** Day the user enrolled (courses must be finished within 90 days); null when not enrolled. */
  enrolledOn?: Maybe<Scalars['Date']['output']>;
  /** Format text, e.g. `Online`. */
  format: Scalars['String']['output'];
  /** Stable identifier of the course, `CRS-###`. */
  id: Scalars['ID']['output'];
  /** Name of the person who teaches the course. */
  instructor: Scalars['String']['output'];
  /** How much experience the course assumes. */
  level: CourseLevel;
  /** Number of modules. */
  modules: Scalars['Int']['output'];
  /** Modules completed by the viewer. */
  modulesCompleted: Scalars['Int']['output'];
  /** Points on completion. */
  points: Scalars['Int']['output'];
  /** Viewer's progress, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** Name of the course as its card shows it. */
  title: Scalars['String']['output'];
};

/** Subject areas of the training courses. */
export type CourseCategory =
  /** Running and growing the dealership. */
  | 'BUSINESS'
  /** Installing equipment correctly and to code. */
  | 'INSTALLATION'
  /** Selling skills and customer conversations. */
  | 'SALES'
  /** Diagnostics, service and equipment technology. */
  | 'TECHNICAL';

/** Identify a course. */
export type CourseIdInput = {
  /** The course to act on (`Course.id`). */
  courseId: Scalars['ID']['input'];
};

/** How much experience a course assumes. */
export type CourseLevel =
  /** For experienced staff; assumes the intermediate courses. */
  | 'ADVANCED'
  /** No earlier training assumed. */
  | 'BEGINNER'
  /** Assumes the beginner courses of the category or equivalent experience. */
  | 'INTERMEDIATE';

/** Create a dealership. */
export type CreateDealershipInput = {
  /** Its values. */
  dealership: DealershipInput;
};

/** What `createDealership` returns. */
export type CreateDealershipPayload = {
  __typename?: 'CreateDealershipPayload';
  /** The dealership as saved; on errors the stored one (null when there is none or it was not created). */
  dealership?: Maybe<NetworkDealership>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
};

/** What `createProduct` returns. Result of a product change. */
export type CreateProductPayload = {
  __typename?: 'CreateProductPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The new product; null when `errors` says why it was not created. */
  product?: Maybe<Product>;
};

/** Create a promotion. */
export type CreatePromotionInput = {
  /** True: Create & Activate (ACTIVE, or SCHEDULED when it starts later); false: Save as Draft. */
  activate: Scalars['Boolean']['input'];
  /** Enrol all eligible participants. */
  autoEnroll?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description and rules. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Last day; not before startDate. */
  endDate: Scalars['Date']['input'];
  /** Multiplier or bonus, e.g. `2x` or `500 pts` (required). */
  multiplier: Scalars['String']['input'];
  /** Name (required, up to 120 characters). */
  name: Scalars['String']['input'];
  /** First day the promotion runs; on or before `endDate`. */
  startDate: Scalars['Date']['input'];
  /** Which products the promotion pays on. */
  targetProducts: TargetProducts;
  /** What kind of incentive the promotion pays. */
  type: AdminPromotionType;
};

/** What `createPromotion` returns. Result of a promotion change. */
export type CreatePromotionPayload = {
  __typename?: 'CreatePromotionPayload';
  /** Id of a promotion the mutation deleted; null unless one was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** The currency of an amount of money, as its ISO 4217 code. */
export type CurrencyCode =
  /** United States dollars; the program pays and counts in US dollars. */
  | 'USD';

/** What `deactivateAccount` returns. */
export type DeactivateAccountPayload = {
  __typename?: 'DeactivateAccountPayload';
  /** The account as it now is; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
};

/** A dealership in the program: a dealer and the comfort advisors who sell for it. */
export type Dealer = {
  __typename?: 'Dealer';
  /** Identifier, `DLR-####`; stable for the life of the dealership. */
  id: Scalars['ID']['output'];
  /** City and two-letter state, e.g. `Springfield, IL`. */
  location: Scalars['String']['output'];
  /** Business name, as the dealership shows it (the dealer may change it on Profile Settings). */
  name: Scalars['String']['output'];
};

/** The dealer's dashboard figures. */
export type DealerDashboard = {
  __typename?: 'DealerDashboard';
  /** Claimed sales card. */
  claimedSales: ClaimedSales;
  /** Marketing funds card. */
  marketingFunds: MarketingFundsSummary;
  /** Purchase volume card. */
  purchaseVolume: PurchaseVolume;
  /** Customer reviews card. */
  reviews: ReviewsSummary;
};

/** The dealership's business details. */
export type DealerInfo = {
  __typename?: 'DealerInfo';
  /** Business name, shown in the header. */
  businessName: Scalars['String']['output'];
  /** Main phone number of the business, formatted for display. */
  businessPhone: Scalars['String']['output'];
  /** What kind of business the dealership is; null when it was never chosen. */
  businessType?: Maybe<BusinessType>;
  /** City of the business address. */
  city: Scalars['String']['output'];
  /** Dealer number; read-only (changing it requires contacting support). */
  dealerNumber: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** Street and number of the business address. */
  streetAddress: Scalars['String']['output'];
  /** Address of the business's website (https), or empty. */
  website: Scalars['String']['output'];
  /** Year the business was established. */
  yearEstablished: Scalars['String']['output'];
  /** US ZIP code of the business address, five digits or ZIP+4. */
  zipCode: Scalars['String']['output'];
};

/** Which dealerships the Dealerships screen lists. */
export type DealershipFilter = {
  /** Matches the dealer number, the name or the city (case-insensitive); empty for all. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only dealerships with this status; null for all. */
  status?: InputMaybe<DealershipStatus>;
};

/** Outcome of one dealership import row. */
export type DealershipImportRow = {
  __typename?: 'DealershipImportRow';
  /** The imported dealership; null when the row was only previewed or was refused. */
  dealership?: Maybe<NetworkDealership>;
  /** What is wrong with the row. */
  errors: Array<UserError>;
  /** Zero-based row number. */
  index: Scalars['Int']['output'];
  /** True when the row is (or would be) imported. */
  ok: Scalars['Boolean']['output'];
};

/** A dealership's values, for creating one or one row of an import. */
export type DealershipInput = {
  /** City (1 to 100 characters). */
  city: Scalars['String']['input'];
  /** The program's dealer number (1 to 20 letters, digits or dashes), unique across the network. */
  dealerNumber: Scalars['String']['input'];
  /** Business name (1 to 120 characters). */
  name: Scalars['String']['input'];
  /** The dealer principal's e-mail address; empty or null when unknown (an import requires it). */
  principalEmail?: InputMaybe<Scalars['String']['input']>;
  /** Sales region (1 to 60 characters). */
  region: Scalars['String']['input'];
  /** Two-letter state code, e.g. `IL`. */
  state: Scalars['String']['input'];
  /** Street address (1 to 200 characters). */
  streetAddress: Scalars['String']['input'];
  /** Program tier. */
  tier: TierName;
  /** ZIP code: 5 digits, or 5+4 (`62704-1234`). */
  zipCode: Scalars['String']['input'];
};

/** Whether a dealership takes part in the program. */
export type DealershipStatus =
  /** Taking part: its members can sign in. */
  | 'ACTIVE'
  /** Deactivated by a program administrator: its dealers and comfort advisors cannot sign in until it is reactivated. */
  | 'INACTIVE';

/** Approve or reject many pending claims with one reason. */
export type DecideClaimsInput = {
  /** The claims picked (at most 500). Give these or `filter`, not both. */
  claims?: InputMaybe<Array<ClaimRefInput>>;
  /** APPROVE or REJECT. */
  decision: ClaimDecisionKind;
  /** Every pending claim matching this filter, as the pending queue shows it (at most 500). Give this or `claims`, not both. */
  filter?: InputMaybe<ClaimFilter>;
  /** Why: required to reject (up to 500 characters); an optional note to approve. Kept in each claim's history. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What `decideClaims` returns. */
export type DecideClaimsPayload = {
  __typename?: 'DecideClaimsPayload';
  /** How many claims were decided. */
  decided: Scalars['Int']['output'];
  /** Problems with the request as a whole (the reason, too many claims); nothing changed when there are any. */
  errors: Array<UserError>;
  /** How many were not (each result's `error` says why). */
  failed: Scalars['Int']['output'];
  /** One result per claim, in the order they were given (or, for a filter, the queue's order). */
  results: Array<ClaimDecisionResult>;
};

/** What `deleteNotification` returns. Result of a notification change. */
export type DeleteNotificationPayload = {
  __typename?: 'DeleteNotificationPayload';
  /** What is wrong with the input (e.g. unknown id). */
  errors: Array<UserError>;
  /** The list after the change. */
  notifications: NotificationList;
};

/** What `deleteProduct` returns. Result of a product change. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The removed product (kept for undo); null when the product does not exist (see `errors`). */
  product?: Maybe<Product>;
};

/** What `deletePromotion` returns. Result of a promotion change. */
export type DeletePromotionPayload = {
  __typename?: 'DeletePromotionPayload';
  /** Id of the deleted promotion; null when `errors` says why it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** A base earn rate. */
export type EarnRate = {
  __typename?: 'EarnRate';
  /** Money earned per unit sold. */
  baseAmount: Money;
  /** Points per unit. */
  basePoints: Scalars['Int']['output'];
  /** Product category the rate applies to, one of `productCategories`. */
  category: Scalars['String']['output'];
  /** Applies to claims submitted on or after this day (future claims only). */
  effectiveFrom: Scalars['Date']['output'];
  /** Stable identifier of the rate, `RATE-###`. */
  id: Scalars['ID']['output'];
  /** Day the rate was last saved. */
  lastUpdated: Scalars['Date']['output'];
  /** Kind of product within the category, e.g. `Compressors`. */
  productType: Scalars['String']['output'];
  /** Member tier the rate applies to. */
  tier: EarnRateTier;
};

/** A page of earn rates. */
export type EarnRateConnection = {
  __typename?: 'EarnRateConnection';
  /** Rows with cursors. */
  edges: Array<EarnRateEdge>;
  /** Whether more rates follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** An earn rate in a page. */
export type EarnRateEdge = {
  __typename?: 'EarnRateEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The earn rate at this position of the list. */
  node: EarnRate;
};

/** Filters of earn rates. */
export type EarnRateFilter = {
  /** Search category or product type. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this tier. */
  tier?: InputMaybe<EarnRateTier>;
};

/** Member tiers a base earn rate can be set for. */
export type EarnRateTier =
  /** The rate for Basic tier members. */
  | 'BASIC'
  /** The rate for Premium tier members. */
  | 'PREMIUM'
  /** The rate for Standard tier members. */
  | 'STANDARD';

/** An earnings activity row. */
export type EarningActivity = {
  __typename?: 'EarningActivity';
  /** What the earning is worth in money; null when it is a points earning (see `points`). */
  amount?: Maybe<Money>;
  /** Day the earning was credited, in the program's calendar. */
  date: Scalars['Date']['output'];
  /** What it was for. */
  description: Scalars['String']['output'];
  /** Stable identifier of the earning, unique across points, rebates, awards and fund accruals. */
  id: Scalars['ID']['output'];
  /** Points of a points earning; null when the earning is money (see `amount`). */
  points?: Maybe<Scalars['Int']['output']>;
  /** Where the earning comes from: points, a rebate, a spot award or a marketing fund accrual. */
  type: EarningType;
};

/** A page of earnings. */
export type EarningActivityConnection = {
  __typename?: 'EarningActivityConnection';
  /** Rows with cursors. */
  edges: Array<EarningActivityEdge>;
  /** Whether more earnings follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many rows match. */
  totalCount: Scalars['Int']['output'];
};

/** An earnings row in a page. */
export type EarningActivityEdge = {
  __typename?: 'EarningActivityEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The earning at this position of the list. */
  node: EarningActivity;
};

/** Kinds of earnings. */
export type EarningType =
  /** Marketing fund accrual. */
  | 'MARKETING_FUNDS'
  /** Loyalty points earned. */
  | 'POINTS'
  /** A rebate paid in money. */
  | 'REBATE'
  /** A spot award. */
  | 'SPOT_AWARD';

/** Everything on My Earnings. */
export type EarningsOverview = {
  __typename?: 'EarningsOverview';
  /** Earnings history, newest first; `sinceDays: 30` gives Recent Earnings Activity. */
  activity: EarningActivityConnection;
  /** Marketing funds card (dealers only; null for advisors). */
  marketingFunds?: Maybe<MarketingFundsSummary>;
  /** Milestones, lowest first. */
  milestones: Array<TierMilestone>;
  /** The member's points balance and recent points. */
  points: PointsAccount;
  /** Rebates earned and not yet paid, whenever earned. */
  rebatesPending: Money;
  /** Rebates paid this calendar year, in the program's time zone. */
  rebatesYtd: Money;
  /** The member's tier and progress to the next. */
  tier: TierStatus;
};


/** Everything on My Earnings. */
export type EarningsOverviewActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sinceDays?: InputMaybe<Scalars['Int']['input']>;
};

/** An emergency phone line. */
export type EmergencyContact = {
  __typename?: 'EmergencyContact';
  /** When the line answers, as display text (all hours, or the weekday hours). */
  availability: Scalars['String']['output'];
  /** What the contact is for, e.g. `Technical support hotline`. */
  label: Scalars['String']['output'];
  /** Phone number to call, formatted for display. */
  phone: Scalars['String']['output'];
};

/** What `enrollInCourse` returns. Result of a course change. */
export type EnrollInCoursePayload = {
  __typename?: 'EnrollInCoursePayload';
  /** The course after enrolling; null when `errors` says why not. */
  course?: Maybe<Course>;
  /** Why it failed. */
  errors: Array<UserError>;
  /** The training figures after the change; null only when the mutation was refused for a reason in `errors`. */
  stats?: Maybe<TrainingStats>;
};

/** A dealership of the program an enrolment request may be approved into. */
export type EnrolmentDealership = {
  __typename?: 'EnrolmentDealership';
  /** The dealership. */
  dealer: Dealer;
  /** Its dealer number; null when the portal does not know it yet. */
  dealerNumber?: Maybe<Scalars['String']['output']>;
};

/** A sign-up without an invitation that waits for an administrator to approve it into a dealership, or was decided. */
export type EnrolmentRequest = {
  __typename?: 'EnrolmentRequest';
  /** The dealer number given at sign-up, upper-cased; null for a request made before the portal asked for it. */
  dealerNumber?: Maybe<Scalars['String']['output']>;
  /** When an administrator decided it; null while it waits. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail address the account signs in with. */
  email: Scalars['String']['output'];
  /** Identifier of the request (the account's). */
  id: Scalars['ID']['output'];
  /** The program's dealership whose dealer number is the one given; null when none matches. */
  matchingDealer?: Maybe<Dealer>;
  /** Full name of the person who signed up. */
  name: Scalars['String']['output'];
  /** When the person signed up. */
  requestedAt: Scalars['DateTime']['output'];
  /** The role the person asked for: DEALER or COMFORT_ADVISOR. */
  role: Role;
  /** Where the request stands. */
  status: EnrolmentRequestStatus;
};

/** Where a sign-up's request to join the program stands. */
export type EnrolmentRequestStatus =
  /** Approved into a dealership: the account is active. */
  | 'APPROVED'
  /** Waits for an administrator's decision. */
  | 'PENDING'
  /** Turned down: the account cannot sign in. */
  | 'REJECTED';

/** Whether a new account may use the portal yet. */
export type EnrolmentStatus =
  /** The account belongs to its dealership and is signed in at once (the in-browser server, and the HTTP server in demo mode). */
  | 'ACTIVE'
  /** The account waits for the program's administrators to approve it into a dealership (the HTTP server outside demo mode, for a sign-up without an invitation); it cannot sign in until then. */
  | 'PENDING_APPROVAL';

/** An upcoming event. */
export type Event = {
  __typename?: 'Event';
  /** Street address of the venue; null for online events and when not yet known. */
  address?: Maybe<Scalars['String']['output']>;
  /** Expected attendees, null if unknown. */
  attendees?: Maybe<Scalars['Int']['output']>;
  /** Category text, e.g. `Regional`. */
  category: Scalars['String']['output'];
  /** Day the event starts, in the program's calendar. */
  date: Scalars['Date']['output'];
  /** What the event is about, one or two paragraphs of plain text. */
  description: Scalars['String']['output'];
  /** When the event ends; after `startsAt`. */
  endsAt: Scalars['DateTime']['output'];
  /** Featured at the top. */
  featured: Scalars['Boolean']['output'];
  /** Whether the event is held in person, online or both. */
  format: EventFormat;
  /** What attendees get, one point per item; empty when none are listed. */
  highlights: Array<Scalars['String']['output']>;
  /** Stable identifier of the event, `EVT-###`. */
  id: Scalars['ID']['output'];
  /** Venue and city, or `Online`. */
  location: Scalars['String']['output'];
  /** Regions the event is for; null when it is open to every region. */
  regions?: Maybe<Array<Scalars['String']['output']>>;
  /** True when the viewer registered. */
  registered: Scalars['Boolean']['output'];
  /** Why registration is not open, e.g. `Coming Soon`; null while registration is open. */
  registrationStatus?: Maybe<Scalars['String']['output']>;
  /** Spots left, null if unknown. */
  spotsLeft?: Maybe<Scalars['Int']['output']>;
  /** When the event starts. */
  startsAt: Scalars['DateTime']['output'];
  /** Time of day as the event card shows it, with its time zone. */
  time: Scalars['String']['output'];
  /** Name of the event. */
  title: Scalars['String']['output'];
  /** Type text, e.g. `Conference`. */
  type: Scalars['String']['output'];
};

/** Whether an event is held in person, online or both. */
export type EventFormat =
  /** Held at a venue; the event has a location. */
  | 'IN_PERSON'
  /** Held online; the event has a join link instead of a venue. */
  | 'VIRTUAL';

/** Identify an event. */
export type EventIdInput = {
  /** The event to act on (`Event.id`). */
  eventId: Scalars['ID']['input'];
};

/** Everything on Events & Training. */
export type EventsOverview = {
  __typename?: 'EventsOverview';
  /** Upcoming events, soonest first. */
  events: Array<Event>;
  /** Events the viewer attended. */
  eventsAttended: Scalars['Int']['output'];
  /** The first upcoming event; null when none is scheduled. */
  nextEvent?: Maybe<Event>;
  /** Past events, latest first. */
  pastEvents: Array<PastEvent>;
  /** Events the viewer registered for. */
  registeredCount: Scalars['Int']['output'];
  /** Upcoming events in total. */
  totalEvents: Scalars['Int']['output'];
};

/** A FAQ category. */
export type FaqCategory = {
  __typename?: 'FaqCategory';
  /** Entries in it (before search). */
  count: Scalars['Int']['output'];
  /** Entries, filtered by the search when given. */
  entries: Array<FaqEntry>;
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** Name, e.g. `Loyalty Rewards`. */
  name: Scalars['String']['output'];
};

/** A question and its answer. */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** The answer, as plain text paragraphs. */
  answer: Scalars['String']['output'];
  /** Stable identifier of the question. */
  id: Scalars['ID']['output'];
  /** The question as members ask it. */
  question: Scalars['String']['output'];
};

/** One marketing fund's figures. */
export type FundBalance = {
  __typename?: 'FundBalance';
  /** What the fund has left to spend this fiscal year: accruals earned less approved and posted spending (pending claims not deducted). */
  available: Money;
  /** Which marketing fund the balance is of. */
  fund: MarketingFund;
};

/** A marketing fund transaction. */
export type FundTransaction = {
  __typename?: 'FundTransaction';
  /** What moved: negative for a claim or spending out of the fund, positive for an accrual credited to it. */
  amount: Money;
  /** What the money was for, or ACCRUAL for a credit from the program. */
  category: TransactionCategory;
  /** Day of the transaction: the campaign date for claims, the credit day for accruals. */
  date: Scalars['Date']['output'];
  /** What it was. */
  description: Scalars['String']['output'];
  /** Which marketing fund the transaction is in. */
  fund: MarketingFund;
  /** Identifier, e.g. `TXN-2026-041`. */
  id: Scalars['ID']['output'];
  /** Where the transaction stands: pending review, approved or posted. */
  status: TransactionStatus;
};

/** A page of fund transactions. */
export type FundTransactionConnection = {
  __typename?: 'FundTransactionConnection';
  /** Rows with cursors. */
  edges: Array<FundTransactionEdge>;
  /** Whether more transactions follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** A fund transaction in a page. */
export type FundTransactionEdge = {
  __typename?: 'FundTransactionEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The transaction at this position of the list. */
  node: FundTransaction;
};

/** Generate a report. */
export type GenerateReportInput = {
  /** Which report to generate. */
  kind: ReportKind;
};

/** Result of generating a report. */
export type GenerateReportPayload = {
  __typename?: 'GenerateReportPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The report generated; null when `errors` says why not. */
  report?: Maybe<GeneratedReport>;
};

/** A generated report: a table ready for preview and CSV download. */
export type GeneratedReport = {
  __typename?: 'GeneratedReport';
  /** Headings of the report's table, in column order. */
  columns: Array<Scalars['String']['output']>;
  /** When the report was generated. */
  generatedAt: Scalars['DateTime']['output'];
  /** Which report this is. */
  kind: ReportKind;
  /** Period covered, e.g. `Nov 16 - Nov 22, 2026`. */
  period: Scalars['String']['output'];
  /** Rows of cell texts, in column order. */
  rows: Array<Array<Scalars['String']['output']>>;
  /** The report's headline figures, in display order. */
  summary: Array<Metric>;
  /** Name of the report, as in its definition. */
  title: Scalars['String']['output'];
};

/** A program guideline section. */
export type GuidelineSection = {
  __typename?: 'GuidelineSection';
  /** The section's rules, one per item, in reading order. */
  items: Array<Scalars['String']['output']>;
  /** Heading of the guideline section. */
  title: Scalars['String']['output'];
};

/** A slide of the dashboard's hero carousel. */
export type HeroSlide = {
  __typename?: 'HeroSlide';
  /** Label of the slide's button. */
  cta: Scalars['String']['output'];
  /** Stable identifier of the slide, e.g. `slide-events`. */
  id: Scalars['ID']['output'];
  /** Background image link. */
  image: Scalars['String']['output'];
  /** Route the call to action opens. */
  link: Scalars['String']['output'];
  /** Supporting sentence under the headline. */
  subtitle: Scalars['String']['output'];
  /** Headline shown large on the slide. */
  title: Scalars['String']['output'];
};

/** Import dealerships from parsed CSV rows. */
export type ImportDealershipsInput = {
  /** False: only check the rows and report errors; true: import the valid rows, in one transaction, and invite their principals. */
  commit: Scalars['Boolean']['input'];
  /** Rows in file order; each needs the principal's e-mail. */
  rows: Array<DealershipInput>;
};

/** Result of a dealership import. */
export type ImportDealershipsPayload = {
  __typename?: 'ImportDealershipsPayload';
  /** Problems with the whole input (e.g. no rows). */
  errors: Array<UserError>;
  /** Rows imported (0 when not committed). */
  importedCount: Scalars['Int']['output'];
  /** What happened to each row of the file, in file order. */
  rows: Array<DealershipImportRow>;
};

/** Import products from parsed CSV rows. */
export type ImportProductsInput = {
  /** False: only check the rows and report errors; true: import the valid rows. */
  commit: Scalars['Boolean']['input'];
  /** Rows in file order. */
  rows: Array<ProductInput>;
};

/** Result of an import. */
export type ImportProductsPayload = {
  __typename?: 'ImportProductsPayload';
  /** Problems with the whole input (e.g. no rows). */
  errors: Array<UserError>;
  /** Rows imported (0 when not committed). */
  importedCount: Scalars['Int']['output'];
  /** What happened to each row of the file, in file order. */
  rows: Array<ImportRowResult>;
};

/** Outcome of one import row. */
export type ImportRowResult = {
  __typename?: 'ImportRowResult';
  /** What is wrong with the row. */
  errors: Array<UserError>;
  /** Zero-based row number. */
  index: Scalars['Int']['output'];
  /** True when the row is (or would be) imported. */
  ok: Scalars['Boolean']['output'];
  /** The imported product; null when the row was only previewed or was refused. */
  product?: Maybe<Product>;
};

/** Invite a person to the portal (program administrators). */
export type InviteAccountInput = {
  /** The dealership (a `Dealer` id) of a dealer or comfort advisor; required for them, and must be empty for a program administrator. */
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  /** The address the invitation goes to and the person will sign in with; no account may have it yet. */
  email: Scalars['String']['input'];
  /** Given name (required, at most 50 characters). */
  firstName: Scalars['String']['input'];
  /** Family name (required, at most 50 characters). */
  lastName: Scalars['String']['input'];
  /** The role the account will sign in as. */
  role: Role;
};

/** What `inviteAccount` returns. */
export type InviteAccountPayload = {
  __typename?: 'InviteAccountPayload';
  /** The invited account; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
  /** Whether an e-mail with the link was queued. The in-browser portal sends no e-mail: false there. */
  mailed: Scalars['Boolean']['output'];
};

/** Invite a comfort advisor into the signed-in dealer's own dealership. */
export type InviteTeamMemberInput = {
  /** The address the invitation goes to and the advisor will sign in with; no account may have it yet. */
  email: Scalars['String']['input'];
  /** Given name (required, at most 50 characters). */
  firstName: Scalars['String']['input'];
  /** Family name (required, at most 50 characters). */
  lastName: Scalars['String']['input'];
};

/** What `inviteTeamMember` returns. */
export type InviteTeamMemberPayload = {
  __typename?: 'InviteTeamMemberPayload';
  /** The invited account; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
  /** Whether an e-mail with the link was queued. The in-browser portal sends no e-mail: false there. */
  mailed: Scalars['Boolean']['output'];
};

/** Issue a spot award. */
export type IssueSpotAwardInput = {
  /** What the award pays, as a decimal text such as `250.00`: more than 0, at most 10,000.00, no more than two decimals. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The participant to award (`Participant.id`, required, must be active). */
  participantId: Scalars['ID']['input'];
  /** Reason or notes (required, up to 500 characters). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Why the award is given, as one of the program's award kinds. */
  type: SpotAwardType;
};

/** Result of a spot award. */
export type IssueSpotAwardPayload = {
  __typename?: 'IssueSpotAwardPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The recipient after the award (earnings raised); null when no such participant exists. */
  participant?: Maybe<Participant>;
  /** The award as issued; null when `errors` says why it was not. */
  spotAward?: Maybe<SpotAward>;
};

/** The viewer's learning streak. */
export type LearningStreak = {
  __typename?: 'LearningStreak';
  /** Current streak in days. */
  currentDays: Scalars['Int']['output'];
  /** Longest streak in days. */
  longestDays: Scalars['Int']['output'];
  /** Days of the current week with activity (Mon..Sun). */
  week: Array<Scalars['Boolean']['output']>;
};

/** What `markAllNotificationsRead` returns. Result of a notification change. */
export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  /** What is wrong with the input (e.g. unknown id). */
  errors: Array<UserError>;
  /** The list after the change. */
  notifications: NotificationList;
};

/** What `markNotificationRead` returns. Result of a notification change. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** What is wrong with the input (e.g. unknown id). */
  errors: Array<UserError>;
  /** The list after the change. */
  notifications: NotificationList;
};

/** The two marketing funds. */
export type MarketingFund =
  /** Cooperative advertising fund. */
  | 'COOP'
  /** Market development funds. */
  | 'MDF';

/** Everything on Marketing Funds. */
export type MarketingFunds = {
  __typename?: 'MarketingFunds';
  /** Accrual history, current quarter first. */
  accruals: Array<QuarterlyAccrual>;
  /** Annual performance totals. */
  annual: AnnualFundTotals;
  /** The program's rules for using the funds, section by section. */
  guidelines: Array<GuidelineSection>;
  /** The four stat cards. */
  summary: MarketingFundsSummary;
  /** Transactions, newest first. */
  transactions: FundTransactionConnection;
};


/** Everything on Marketing Funds. */
export type MarketingFundsTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TransactionStatus>;
};

/** Summary of the dealership's co-op and MDF funds. */
export type MarketingFundsSummary = {
  __typename?: 'MarketingFundsSummary';
  /** Both funds' balance this fiscal year: accruals earned less approved and posted spending (pending claims not deducted). */
  availableBalance: Money;
  /** Days left until the current quarter's period ends. */
  daysUntilQuarterEnd: Scalars['Int']['output'];
  /** Accruals credited to both funds this fiscal year. */
  earnedYtd: Money;
  /** Per-fund available balances (co-op and MDF). */
  funds: Array<FundBalance>;
  /** The sum of the dealership's claims submitted and awaiting approval, as a positive amount. */
  pendingClaims: Money;
  /** Last day of the current quarter. */
  quarterEnd: Scalars['Date']['output'];
  /** Share of this fiscal year's accruals spent, in percent (utilized ÷ earnedYtd × 100), one decimal; 0 when nothing was earned. */
  utilizationRate: Scalars['Float']['output'];
  /** Spending approved or posted this fiscal year, as a positive amount. */
  utilized: Money;
};

/** A requested meeting. */
export type MeetingRequest = {
  __typename?: 'MeetingRequest';
  /** Length in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Stable identifier of the meeting request. */
  id: Scalars['ID']['output'];
  /** When the requested meeting starts. */
  start: Scalars['DateTime']['output'];
  /** What the dealer wants to discuss, as they wrote it. */
  topic: Scalars['String']['output'];
  /** E-mail of the territory manager the meeting is with. */
  withEmail: Scalars['String']['output'];
  /** Who it is with. */
  withName: Scalars['String']['output'];
};

/** A labelled figure, used for key metrics lists. */
export type Metric = {
  __typename?: 'Metric';
  /** What the figure measures, e.g. `Approval Rate`. */
  label: Scalars['String']['output'];
  /** The amount of money behind `value`; null when the figure is not money. */
  money?: Maybe<Money>;
  /** The count, day count or percentage behind `value` as a number (a percentage from 0 to 100); null when the figure is an amount paid or owed (the next field has it) or text. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** The figure formatted for display, e.g. `85%`. */
  value: Scalars['String']['output'];
};

/**
 * An amount of money. `amount` is exact (a Decimal, two decimals, for example `"850.30"`); the server keeps
 * and adds money in whole cents. Show it with the viewer's number format; never do float arithmetic on it.
 */
export type Money = {
  __typename?: 'Money';
  /** The amount in `currencyCode`, as a decimal text with two decimals, e.g. `315400.00`; negative for money going out. */
  amount: Scalars['Decimal']['output'];
  /** The currency of `amount`; always USD in this program. */
  currencyCode: CurrencyCode;
};

/** Everything the portal can change. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Activate a featured offer. */
  activateOffer: ActivateOfferPayload;
  /** Complete the next module of a course (Start Course / Continue). */
  advanceCourse: AdvanceCoursePayload;
  /** Approve a pending claim (client admins). */
  approveClaim: ApproveClaimPayload;
  /** Approve a sign-up into a dealership (client admins): the account becomes active, its user joins the dealership as a participant, and the person is e-mailed a link to sign in. A request already decided is a CONFLICT error. */
  approveEnrolment: ApproveEnrolmentPayload;
  /** Approve and activate a pending promotion (client admins). */
  approvePromotion: ApprovePromotionPayload;
  /** Cancel an event registration. */
  cancelEventRegistration: CancelEventRegistrationPayload;
  /** Change an account's role, and its dealership with it (client admins). Its sessions end, so it signs in again as the new role. An administrator cannot change their own role. */
  changeAccountRole: ChangeAccountRolePayload;
  /** Change the password. */
  changePassword: ChangePasswordPayload;
  /** Redeem every cart line together; all or nothing. */
  checkoutCart: CheckoutCartPayload;
  /** Save the business profile; signs in as a dealer. */
  completeProfileSetup: CompleteProfileSetupPayload;
  /** Create a dealership of the network; its dealer number must be unused (client admins). */
  createDealership: CreateDealershipPayload;
  /** Create a product (client admins). */
  createProduct: CreateProductPayload;
  /** Create a promotion, activated or as a draft (client admins). */
  createPromotion: CreatePromotionPayload;
  /** Deactivate an account: it cannot sign in, every session of it ends at once, and its open links stop working (client admins). An administrator cannot deactivate themself. */
  deactivateAccount: DeactivateAccountPayload;
  /** Approve or reject many pending claims at once (client admins). Each claim is decided as `approveClaim` or `rejectClaim` would; a claim that cannot be (decided by someone else meanwhile, or changed since its version) is reported in its result and the others go on. */
  decideClaims: DecideClaimsPayload;
  /** Delete one notification. */
  deleteNotification: DeleteNotificationPayload;
  /** Delete a product; returns it for undo (client admins). */
  deleteProduct: DeleteProductPayload;
  /** Delete a promotion (client admins). */
  deletePromotion: DeletePromotionPayload;
  /** Enroll in a course. */
  enrollInCourse: EnrollInCoursePayload;
  /** Build a report from the current data (client admins). */
  generateReport: GenerateReportPayload;
  /** Check or import dealerships from CSV rows; with `commit`, the valid rows are added together and their principals invited (client admins). */
  importDealerships: ImportDealershipsPayload;
  /** Check or import products from CSV rows (client admins). */
  importProducts: ImportProductsPayload;
  /** Invite a person: makes their account, INVITED, and e-mails a link (valid 7 days, once) to choose a password (client admins). An address that has an account is refused on `email` (CONFLICT). */
  inviteAccount: InviteAccountPayload;
  /** Invite a comfort advisor into the signed-in dealer's own dealership (dealers; FORBIDDEN otherwise). The dealership is always the dealer's. */
  inviteTeamMember: InviteTeamMemberPayload;
  /** Issue a spot award (client admins). */
  issueSpotAward: IssueSpotAwardPayload;
  /** Mark every notification read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Mark one notification read. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Approve a claim needing info despite the missing info (client admins). */
  overrideApproveClaim: OverrideApproveClaimPayload;
  /** Reactivate a deactivated account: it signs in again with its password (client admins). */
  reactivateAccount: ReactivateAccountPayload;
  /** Redeem a reward: lowers the balance and the stock, adds an activity row. */
  redeemReward: RedeemRewardPayload;
  /** Register for an event. */
  registerForEvent: RegisterForEventPayload;
  /** Register for a webinar. */
  registerForWebinar: RegisterForWebinarPayload;
  /** Reject a pending claim with a reason (client admins). */
  rejectClaim: RejectClaimPayload;
  /** Turn a sign-up down (client admins): the account cannot sign in, and the person is e-mailed the decision with the reason if given. A request already decided is a CONFLICT error. */
  rejectEnrolment: RejectEnrolmentPayload;
  /** Reject a pending promotion (client admins). */
  rejectPromotion: RejectPromotionPayload;
  /** Ask a pending claim's participant for information (client admins). The claim then needs info, its participant is notified, and the question goes into its history. */
  requestClaimInfo: RequestClaimInfoPayload;
  /** Request a meeting with the territory manager. */
  requestMeeting: RequestMeetingPayload;
  /** Send a password-reset e-mail. The answer is the same whether or not the address has an account; requests for one address, or from one client, are limited (RATE_LIMITED). */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Send a pending promotion back with requested changes (client admins). */
  requestPromotionChanges: RequestPromotionChangesPayload;
  /** Send an INVITED account a new link; the earlier links stop working. Program administrators for any account; dealers for the advisors of their own dealership (FORBIDDEN otherwise). */
  resendInvitation: ResendInvitationPayload;
  /** Return all data to the fixtures. The session is kept. */
  resetDemoData: ResetDemoDataPayload;
  /** Reply to a review (dealers). */
  respondToReview: RespondToReviewPayload;
  /** Put back a recently deleted product (undo; the last 20 deletions can be restored, unless the SKU was used again meanwhile) (client admins). */
  restoreProduct: RestoreProductPayload;
  /** Answer a request for information on one's own claim and send it back for review (dealers and comfort advisors). The claim is pending again, with the answer in its history. */
  resubmitClaim: ResubmitClaimPayload;
  /** Add or edit a base earn rate (client admins). */
  saveEarnRate: SaveEarnRatePayload;
  /** Put a reward in the cart, change its quantity or remove it. */
  setCartLine: SetCartLinePayload;
  /** Deactivate or reactivate a dealership; an inactive dealership's members cannot sign in. Asking for the status it has changes nothing (client admins). */
  setDealershipStatus: SetDealershipStatusPayload;
  /** Activate or deactivate a participant (client admins). */
  setParticipantStatus: SetParticipantStatusPayload;
  /** Set an account's password with a one-time link (a password reset's e-mail, an invitation's, or a new administrator's link). The link works once and until it expires; every session of the account ends. Anyone may call it: the token is the proof. An invitation's link also activates the account and signs the person in. */
  setPassword: SetPasswordPayload;
  /** Enable or disable a product; asking for the state it already has changes nothing (client admins). */
  setProductActive: SetProductActivePayload;
  /** Sign in; after the simulated wait the user is the dealer sample user. */
  signIn: SignInPayload;
  /** Ends the session; the next operations run signed out. */
  signOut: SignOutPayload;
  /** Create an account (sign-up steps 1 and 2). */
  signUp: SignUpPayload;
  /** Submit a sale claim (dealers and comfort advisors): it is checked (`Claim.flags`), numbered and put in the administrators' queue, pending, with its history's first entry. */
  submitClaim: SubmitClaimPayload;
  /** Submit a marketing funds claim (dealers). */
  submitFundClaim: SubmitFundClaimPayload;
  /** Show the portal as another role. */
  switchRole: SwitchRolePayload;
  /** Save dealership details (dealers). */
  updateDealerInfo: UpdateDealerInfoPayload;
  /** Edit a dealership's values; the dealer number must stay unique (client admins). */
  updateDealership: UpdateDealershipPayload;
  /** Save notification choices. */
  updateNotificationPreferences: UpdateNotificationPreferencesPayload;
  /** Save personal details. */
  updatePersonalInfo: UpdatePersonalInfoPayload;
  /** Edit a product (client admins). */
  updateProduct: UpdateProductPayload;
  /** Edit a promotion (client admins). */
  updatePromotion: UpdatePromotionPayload;
};


/** Everything the portal can change. */
export type MutationActivateOfferArgs = {
  input: ActivateOfferInput;
};


/** Everything the portal can change. */
export type MutationAdvanceCourseArgs = {
  input: CourseIdInput;
};


/** Everything the portal can change. */
export type MutationApproveClaimArgs = {
  input: ClaimIdInput;
};


/** Everything the portal can change. */
export type MutationApproveEnrolmentArgs = {
  input: ApproveEnrolmentInput;
};


/** Everything the portal can change. */
export type MutationApprovePromotionArgs = {
  input: PromotionIdInput;
};


/** Everything the portal can change. */
export type MutationCancelEventRegistrationArgs = {
  input: EventIdInput;
};


/** Everything the portal can change. */
export type MutationChangeAccountRoleArgs = {
  input: ChangeAccountRoleInput;
};


/** Everything the portal can change. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Everything the portal can change. */
export type MutationCompleteProfileSetupArgs = {
  input: CompleteProfileSetupInput;
};


/** Everything the portal can change. */
export type MutationCreateDealershipArgs = {
  input: CreateDealershipInput;
};


/** Everything the portal can change. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Everything the portal can change. */
export type MutationCreatePromotionArgs = {
  input: CreatePromotionInput;
};


/** Everything the portal can change. */
export type MutationDeactivateAccountArgs = {
  input: AccountIdInput;
};


/** Everything the portal can change. */
export type MutationDecideClaimsArgs = {
  input: DecideClaimsInput;
};


/** Everything the portal can change. */
export type MutationDeleteNotificationArgs = {
  input: NotificationIdInput;
};


/** Everything the portal can change. */
export type MutationDeleteProductArgs = {
  input: ProductIdInput;
};


/** Everything the portal can change. */
export type MutationDeletePromotionArgs = {
  input: PromotionIdInput;
};


/** Everything the portal can change. */
export type MutationEnrollInCourseArgs = {
  input: CourseIdInput;
};


/** Everything the portal can change. */
export type MutationGenerateReportArgs = {
  input: GenerateReportInput;
};


/** Everything the portal can change. */
export type MutationImportDealershipsArgs = {
  input: ImportDealershipsInput;
};


/** Everything the portal can change. */
export type MutationImportProductsArgs = {
  input: ImportProductsInput;
};


/** Everything the portal can change. */
export type MutationInviteAccountArgs = {
  input: InviteAccountInput;
};


/** Everything the portal can change. */
export type MutationInviteTeamMemberArgs = {
  input: InviteTeamMemberInput;
};


/** Everything the portal can change. */
export type MutationIssueSpotAwardArgs = {
  input: IssueSpotAwardInput;
};


/** Everything the portal can change. */
export type MutationMarkNotificationReadArgs = {
  input: NotificationIdInput;
};


/** Everything the portal can change. */
export type MutationOverrideApproveClaimArgs = {
  input: ClaimIdInput;
};


/** Everything the portal can change. */
export type MutationReactivateAccountArgs = {
  input: AccountIdInput;
};


/** Everything the portal can change. */
export type MutationRedeemRewardArgs = {
  input: RedeemRewardInput;
};


/** Everything the portal can change. */
export type MutationRegisterForEventArgs = {
  input: EventIdInput;
};


/** Everything the portal can change. */
export type MutationRegisterForWebinarArgs = {
  input: WebinarIdInput;
};


/** Everything the portal can change. */
export type MutationRejectClaimArgs = {
  input: RejectClaimInput;
};


/** Everything the portal can change. */
export type MutationRejectEnrolmentArgs = {
  input: RejectEnrolmentInput;
};


/** Everything the portal can change. */
export type MutationRejectPromotionArgs = {
  input: PromotionReviewInput;
};


/** Everything the portal can change. */
export type MutationRequestClaimInfoArgs = {
  input: RequestClaimInfoInput;
};


/** Everything the portal can change. */
export type MutationRequestMeetingArgs = {
  input: RequestMeetingInput;
};


/** Everything the portal can change. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Everything the portal can change. */
export type MutationRequestPromotionChangesArgs = {
  input: PromotionReviewInput;
};


/** Everything the portal can change. */
export type MutationResendInvitationArgs = {
  input: AccountIdInput;
};


/** Everything the portal can change. */
export type MutationRespondToReviewArgs = {
  input: RespondToReviewInput;
};


/** Everything the portal can change. */
export type MutationRestoreProductArgs = {
  input: RestoreProductInput;
};


/** Everything the portal can change. */
export type MutationResubmitClaimArgs = {
  input: ResubmitClaimInput;
};


/** Everything the portal can change. */
export type MutationSaveEarnRateArgs = {
  input: SaveEarnRateInput;
};


/** Everything the portal can change. */
export type MutationSetCartLineArgs = {
  input: SetCartLineInput;
};


/** Everything the portal can change. */
export type MutationSetDealershipStatusArgs = {
  input: SetDealershipStatusInput;
};


/** Everything the portal can change. */
export type MutationSetParticipantStatusArgs = {
  input: SetParticipantStatusInput;
};


/** Everything the portal can change. */
export type MutationSetPasswordArgs = {
  input: SetPasswordInput;
};


/** Everything the portal can change. */
export type MutationSetProductActiveArgs = {
  input: SetProductActiveInput;
};


/** Everything the portal can change. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** Everything the portal can change. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** Everything the portal can change. */
export type MutationSubmitClaimArgs = {
  input: SubmitClaimInput;
};


/** Everything the portal can change. */
export type MutationSubmitFundClaimArgs = {
  input: SubmitFundClaimInput;
};


/** Everything the portal can change. */
export type MutationSwitchRoleArgs = {
  input: SwitchRoleInput;
};


/** Everything the portal can change. */
export type MutationUpdateDealerInfoArgs = {
  input: UpdateDealerInfoInput;
};


/** Everything the portal can change. */
export type MutationUpdateDealershipArgs = {
  input: UpdateDealershipInput;
};


/** Everything the portal can change. */
export type MutationUpdateNotificationPreferencesArgs = {
  input: UpdateNotificationPreferencesInput;
};


/** Everything the portal can change. */
export type MutationUpdatePersonalInfoArgs = {
  input: UpdatePersonalInfoInput;
};


/** Everything the portal can change. */
export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
};


/** Everything the portal can change. */
export type MutationUpdatePromotionArgs = {
  input: UpdatePromotionInput;
};

/** Filters of the viewer's own claims. */
export type MyClaimFilter = {
  /** Only these statuses. */
  statuses?: InputMaybe<Array<ClaimStatus>>;
};

/** A dealership of the program's network, as the Dealerships screen keeps it. */
export type NetworkDealership = {
  __typename?: 'NetworkDealership';
  /** The city the dealership is in. */
  city: Scalars['String']['output'];
  /** When the dealership joined the network. */
  createdAt: Scalars['DateTime']['output'];
  /** The program's dealer number, unique across the network (compared without regard to case). */
  dealerNumber: Scalars['String']['output'];
  /** Identifier, `DLR-####`; the same as `Dealer.id`, stable for the life of the dealership. */
  id: Scalars['ID']['output'];
  /** Business name (the dealer may also change it on Profile Settings). */
  name: Scalars['String']['output'];
  /** The dealer principal's e-mail address (invited when the dealership is imported); null when unknown. */
  principalEmail?: Maybe<Scalars['String']['output']>;
  /** The program's sales region, e.g. `Midwest`. */
  region: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** Whether it takes part; an inactive dealership's members cannot sign in. */
  status: DealershipStatus;
  /** Street address. */
  streetAddress: Scalars['String']['output'];
  /** The dealership's program tier. */
  tier: TierName;
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/** A page of dealerships, by name A to Z (case-insensitive), then id. */
export type NetworkDealershipConnection = {
  __typename?: 'NetworkDealershipConnection';
  /** Rows with cursors. */
  edges: Array<NetworkDealershipEdge>;
  /** Whether more dealerships follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** A dealership in a page. */
export type NetworkDealershipEdge = {
  __typename?: 'NetworkDealershipEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The dealership at this position of the list. */
  node: NetworkDealership;
};

/** A notice in the header's notification list. */
export type Notification = {
  __typename?: 'Notification';
  /** When it was sent, as an instant. Clients word it relative to now (`2 hours ago`) and keep the words current as time passes. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the notification. */
  id: Scalars['ID']['output'];
  /** Route it links to, e.g. `/rewards`. */
  link: Scalars['String']['output'];
  /** Body of the notification, one or two sentences of plain text. */
  message: Scalars['String']['output'];
  /** True once opened or marked read. */
  read: Scalars['Boolean']['output'];
  /** Headline of the notification, one short sentence. */
  title: Scalars['String']['output'];
  /** What it is about. */
  type: NotificationType;
};

/** A change of the viewer's notifications. */
export type NotificationChange = {
  __typename?: 'NotificationChange';
  /** What happened. */
  kind: NotificationChangeKind;
  /** The notification as it is now; null once deleted. */
  notification?: Maybe<Notification>;
  /** The notification it happened to (also when deleted). */
  notificationId: Scalars['ID']['output'];
  /** How many of the viewer's notifications are unread now (the bell badge). */
  unreadCount: Scalars['Int']['output'];
};

/** What happened to one of the viewer's notifications. */
export type NotificationChangeKind =
  /** A notification was added. */
  | 'CREATED'
  /** A notification was deleted. */
  | 'DELETED'
  /** A notification was marked read. */
  | 'READ';

/** Identify one notification. */
export type NotificationIdInput = {
  /** The notification to act on (`Notification.id`). */
  id: Scalars['ID']['input'];
};

/** The signed-in user's notifications. */
export type NotificationList = {
  __typename?: 'NotificationList';
  /** The viewer's notifications, newest first. */
  nodes: Array<Notification>;
  /** How many are unread (the bell badge). */
  unreadCount: Scalars['Int']['output'];
};

/** Which notifications the user receives. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** Claim status updates. */
  claimUpdates: Scalars['Boolean']['output'];
  /** E-mail delivery of notifications. */
  email: Scalars['Boolean']['output'];
  /** Marketing fund updates. */
  marketing: Scalars['Boolean']['output'];
  /** The program newsletter. */
  newsletter: Scalars['Boolean']['output'];
  /** Whether the user wants news about products. */
  product: Scalars['Boolean']['output'];
  /** Whether the user wants announcements of new promotions. */
  promotions: Scalars['Boolean']['output'];
  /** Reward and points updates. */
  rewards: Scalars['Boolean']['output'];
  /** Security alerts; always on. */
  security: Scalars['Boolean']['output'];
  /** Training and course reminders. */
  training: Scalars['Boolean']['output'];
};

/** What a notification is about. */
export type NotificationType =
  /** One of the user's claims needs something of them, or was decided. */
  | 'CLAIM'
  /** Events and training. */
  | 'EVENT'
  /** A promotion the user can take part in started or is ending soon. */
  | 'PROMOTION'
  /** Points and rewards. */
  | 'REWARD';

/** A featured offer that can be activated. */
export type Offer = {
  __typename?: 'Offer';
  /** True once the viewer activated it. */
  activated: Scalars['Boolean']['output'];
  /** What kind of offer it is, for grouping and the card's badge. */
  category: OfferCategory;
  /** What the offer gives and how to earn it, one or two sentences. */
  description: Scalars['String']['output'];
  /** Discount text, e.g. `15% off`. */
  discount: Scalars['String']['output'];
  /** Stable identifier of the offer, `OFR-###`. */
  id: Scalars['ID']['output'];
  /** Conditions of the offer (eligibility, limits, end), as plain text. */
  terms: Scalars['String']['output'];
  /** Name of the offer as its card shows it. */
  title: Scalars['String']['output'];
  /** Last day it can be used. */
  validUntil: Scalars['Date']['output'];
};

/** What kind of offer it is; each has its own badge. */
export type OfferCategory =
  /** Courses, certifications and other learning offers. */
  | 'EDUCATION'
  /** Discounts or bonuses on equipment purchases. */
  | 'EQUIPMENT'
  /** Marketing (hidden from comfort advisors). */
  | 'MARKETING'
  /** Discounts with partner businesses. */
  | 'PARTNER_DISCOUNT'
  /** Bonus points or discounts tied to a sales promotion. */
  | 'PROMOTION'
  /** Offers that reward completing training. */
  | 'TRAINING'
  /** Bonuses for reaching a purchase volume. */
  | 'VOLUME_INCENTIVE';

/** What `overrideApproveClaim` returns. Result of a claim decision. */
export type OverrideApproveClaimPayload = {
  __typename?: 'OverrideApproveClaimPayload';
  /** The claim after the decision; null when the claim does not exist (see `errors`). */
  claim?: Maybe<Claim>;
  /** Why it failed. */
  errors: Array<UserError>;
};

/** Where a cursor connection stands. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned; pass it as `after` to get the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before the first one returned. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item returned, null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A program participant. */
export type Participant = {
  __typename?: 'Participant';
  /** totalEarnings ÷ totalClaims, rounded to whole dollars; zero without claims. */
  averagePerClaim: Money;
  /** The dealership they belong to. */
  dealer: Dealer;
  /** E-mail address used to sign in and for program mail. */
  email: Scalars['String']['output'];
  /** Day the participant enrolled in the program. */
  enrollmentDate: Scalars['Date']['output'];
  /** Stable identifier of the participant, `PART-###`. */
  id: Scalars['ID']['output'];
  /** Day of the participant's latest claim, sign-in or course. */
  lastActivity: Scalars['Date']['output'];
  /** City and state. */
  location: Scalars['String']['output'];
  /** Full name, given name first. */
  name: Scalars['String']['output'];
  /** Phone number, formatted for display. */
  phone: Scalars['String']['output'];
  /** Whether they are a dealer or a comfort advisor. */
  role: ParticipantRole;
  /** Whether they take part in the program now. */
  status: ParticipantStatus;
  /** Claims the participant has submitted, whatever their status. */
  totalClaims: Scalars['Int']['output'];
  /** Earned on claims plus spot awards. */
  totalEarnings: Money;
};

/** A page of participants. */
export type ParticipantConnection = {
  __typename?: 'ParticipantConnection';
  /** Rows with cursors. */
  edges: Array<ParticipantEdge>;
  /** Whether more participants follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match the filters. */
  totalCount: Scalars['Int']['output'];
};

/** A participant in a page. */
export type ParticipantEdge = {
  __typename?: 'ParticipantEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The participant at this position of the list. */
  node: Participant;
};

/** Filters of the participants list. */
export type ParticipantFilter = {
  /** Only this role. */
  role?: InputMaybe<ParticipantRole>;
  /** Search name, e-mail, dealer or id (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ParticipantStatus>;
};

/** Whether a participant is a dealer or a comfort advisor. */
export type ParticipantRole =
  /** A comfort advisor (sales staff) of a dealership. */
  | 'COMFORT_ADVISOR'
  /** The dealer (owner or manager) of a dealership. */
  | 'DEALER';

/** How to sort participants. */
export type ParticipantSort = {
  /** Smallest or A first (ASC), or largest or Z first (DESC). */
  direction?: SortDirection;
  /** Which value to sort the participants by. */
  field: ParticipantSortField;
};

/** Sort fields of participants. */
export type ParticipantSortField =
  /** By the number of claims submitted. */
  | 'CLAIMS'
  /** By total earnings (claims plus spot awards). */
  | 'EARNINGS'
  /** By the day of enrolment. */
  | 'ENROLLED'
  /** By the day of the latest activity. */
  | 'LAST_ACTIVITY'
  /** By full name, A to Z in ascending order. */
  | 'NAME';

/** The participants cards. */
export type ParticipantStats = {
  __typename?: 'ParticipantStats';
  /** Participants taking part now. */
  active: Scalars['Int']['output'];
  /** Label of the enrolment quarter card, `Q1 2024`. */
  enrollmentQuarter: Scalars['String']['output'];
  /** Participants with no activity in 90+ days or deactivated by an administrator. */
  inactive: Scalars['Int']['output'];
  /** inactive ÷ total × 100, one decimal. */
  inactivePercent: Scalars['Float']['output'];
  /** Enrolled in that quarter. */
  newEnrollments: Scalars['Int']['output'];
  /** Enrolled in the last 30 days (the '+N this month' badge). */
  newThisMonth: Scalars['Int']['output'];
  /** Region name, `Midwest`. */
  region: Scalars['String']['output'];
  /** Every participant, active or not. */
  total: Scalars['Int']['output'];
};

/** Whether a participant takes part in the program now. */
export type ParticipantStatus =
  /** Taking part: can submit claims and receive awards. */
  | 'ACTIVE'
  /** Inactive: no activity in 90+ days or deactivated. */
  | 'INACTIVE';

/** A past event. */
export type PastEvent = {
  __typename?: 'PastEvent';
  /** People who attended. */
  attendees: Scalars['Int']['output'];
  /** Day the event was held, in the program's calendar. */
  date: Scalars['Date']['output'];
  /** Stable identifier of the past event. */
  id: Scalars['ID']['output'];
  /** Venue and city, or `Online` for a virtual event. */
  location: Scalars['String']['output'];
  /** Recordings, possibly none. */
  recordings: Array<Recording>;
  /** Name of the event. */
  title: Scalars['String']['output'];
};

/** A slice of payouts. */
export type PayoutSegment = {
  __typename?: 'PayoutSegment';
  /** Paid out to this segment. */
  amount: Money;
  /** Share of all payouts, percent. */
  percent: Scalars['Float']['output'];
  /** Segment name, e.g. `Dealer Programs`. */
  segment: Scalars['String']['output'];
};

/** Claims of the viewer still awaiting a decision. */
export type PendingClaimsSummary = {
  __typename?: 'PendingClaimsSummary';
  /** How many of the participant's claims await a decision. */
  count: Scalars['Int']['output'];
  /** What those claims are worth together. */
  totalValue: Money;
};

/** Personal details of the signed-in user. */
export type PersonalInfo = {
  __typename?: 'PersonalInfo';
  /** E-mail address the user signs in with. */
  email: Scalars['String']['output'];
  /** Given name of the signed-in user. */
  firstName: Scalars['String']['output'];
  /** Job title; empty when none was given. */
  jobTitle: Scalars['String']['output'];
  /** Family name of the signed-in user. */
  lastName: Scalars['String']['output'];
  /** Phone number, formatted for display; empty when none was given. */
  phone: Scalars['String']['output'];
};

/** The viewer's points. */
export type PointsAccount = {
  __typename?: 'PointsAccount';
  /** Ledger, newest first. */
  activity: PointsActivityConnection;
  /** Points available to redeem. */
  balance: Scalars['Int']['output'];
  /** Points earned since the first of this month. */
  earnedThisMonth: Scalars['Int']['output'];
  /** Day `expiringPoints` expire; null when no points are about to expire. */
  expiringOn?: Maybe<Scalars['Date']['output']>;
  /** Points that expire at `expiringOn`. */
  expiringPoints: Scalars['Int']['output'];
  /** Points ever earned. */
  lifetimeEarned: Scalars['Int']['output'];
  /** The member's tier and how far they are from the next. */
  tier: TierStatus;
};


/** The viewer's points. */
export type PointsAccountActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Whether points came in or went out. */
export type PointsAction =
  /** Points added to the balance. */
  | 'EARNED'
  /** Points spent on rewards. */
  | 'REDEEMED';

/** A points ledger row. */
export type PointsActivity = {
  __typename?: 'PointsActivity';
  /** Earned or redeemed. */
  action: PointsAction;
  /** Day the points were earned or redeemed, in the program's calendar. */
  date: Scalars['Date']['output'];
  /** Stable identifier of the ledger entry. */
  id: Scalars['ID']['output'];
  /** What it was for. */
  item: Scalars['String']['output'];
  /** Signed points: negative for redemptions. */
  points: Scalars['Int']['output'];
};

/** A page of points activity. */
export type PointsActivityConnection = {
  __typename?: 'PointsActivityConnection';
  /** Rows with cursors. */
  edges: Array<PointsActivityEdge>;
  /** Whether more activity follows, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many rows match. */
  totalCount: Scalars['Int']['output'];
};

/** A points activity row in a page. */
export type PointsActivityEdge = {
  __typename?: 'PointsActivityEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The ledger entry at this position of the list. */
  node: PointsActivity;
};

/** Points position against the next reward. */
export type PointsPosition = {
  __typename?: 'PointsPosition';
  /** Points available to redeem. */
  available: Scalars['Int']['output'];
  /** That reward's name, null when none. */
  nextRewardName?: Maybe<Scalars['String']['output']>;
  /** Points still needed for the cheapest reward not yet affordable; 0 when every reward is affordable. */
  pointsToNextReward: Scalars['Int']['output'];
};

/** How fast claims are decided. */
export type ProcessingTime = {
  __typename?: 'ProcessingTime';
  /** Average days from submission to decision, one decimal. */
  averageDays: Scalars['Float']['output'];
  /** Upper end of the target range (days). */
  targetMaxDays: Scalars['Int']['output'];
  /** Lower end of the target range (days). */
  targetMinDays: Scalars['Int']['output'];
};

/** A catalogue product. */
export type Product = {
  __typename?: 'Product';
  /** Money earned per unit sold. */
  baseAmount: Money;
  /** Points a member earns per unit sold. */
  basePoints: Scalars['Int']['output'];
  /** Category (one of `productCategories`). */
  category: Scalars['String']['output'];
  /** Day the product was added to the catalogue. */
  createdDate: Scalars['Date']['output'];
  /** What the product is, as plain text; null when none was given. */
  description?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the product, `PRD-###`. */
  id: Scalars['ID']['output'];
  /** Active in the catalogue. */
  isActive: Scalars['Boolean']['output'];
  /** Last modified instant. */
  lastModified: Scalars['DateTime']['output'];
  /** Name of the product as the catalogue shows it. */
  name: Scalars['String']['output'];
  /** Stock-keeping unit, unique. */
  sku: Scalars['String']['output'];
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** Rows with cursors. */
  edges: Array<ProductEdge>;
  /** Whether more products follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** A product in a page. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The product at this position of the list. */
  node: Product;
};

/** Filters of products. */
export type ProductFilter = {
  /** Only this category. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Search name or SKU (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ProductStatusFilter>;
};

/** Identify a product. */
export type ProductIdInput = {
  /** The product to act on (`Product.id`). */
  productId: Scalars['ID']['input'];
};

/** Product fields for create and import. */
export type ProductInput = {
  /** Money earned per unit sold, as a decimal text such as `25.00`: zero or more, no more than two decimals. */
  baseAmount: Scalars['Decimal']['input'];
  /** Base points, a non-negative integer. */
  basePoints: Scalars['Int']['input'];
  /** Category, one of `productCategories` (required). */
  category: Scalars['String']['input'];
  /** What the product is, up to 500 characters; empty or null for none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Active (default true). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name (required, up to 120 characters). */
  name: Scalars['String']['input'];
  /** SKU, unique; generated when empty. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** The product cards. */
export type ProductStats = {
  __typename?: 'ProductStats';
  /** Products members can earn on now. */
  active: Scalars['Int']['output'];
  /** active ÷ total × 100, one decimal. */
  activePercent: Scalars['Float']['output'];
  /** Products kept in the catalogue but not earning. */
  inactive: Scalars['Int']['output'];
  /** inactive ÷ total × 100, one decimal. */
  inactivePercent: Scalars['Float']['output'];
  /** Every product in the catalogue, active or not. */
  total: Scalars['Int']['output'];
};

/** Product status filter. */
export type ProductStatusFilter =
  /** Only products members earn on now. */
  | 'ACTIVE'
  /** Only products kept but not earning. */
  | 'INACTIVE';

/** Everything on the Profile Settings screen. */
export type Profile = {
  __typename?: 'Profile';
  /** Dealership details; null for client admins. */
  dealer?: Maybe<DealerInfo>;
  /** Which kinds of notification the user wants. */
  notifications: NotificationPreferences;
  /** When the password was last changed; null when it never was. */
  passwordUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's own details. */
  personal: PersonalInfo;
};

/** The program's overall health. */
export type ProgramHealth = {
  __typename?: 'ProgramHealth';
  /** Key metrics behind the score. */
  metrics: Array<Metric>;
  /** Score out of 100. */
  score: Scalars['Int']['output'];
};

/** A promotion offered to dealers and advisors. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Which Promotions tab the promotion is listed under. */
  category: PromotionCategory;
  /** The promotion's full text; null when the card's summary says it all. */
  description?: Maybe<Scalars['String']['output']>;
  /** Who qualifies, as plain text. */
  eligibility: Scalars['String']['output'];
  /** Last day of the program window, inclusive; not before `startDate`. */
  endDate: Scalars['Date']['output'];
  /** Stable identifier of the promotion, e.g. `PROMO-C01`. */
  id: Scalars['ID']['output'];
  /** What Premier dealers get on top, as text; null when there is no Premier bonus. */
  premierBonus?: Maybe<Scalars['String']['output']>;
  /** Reward text, e.g. `2% back in points`. */
  reward: Scalars['String']['output'];
  /** First day of the program window, the day the promotion starts counting purchases. */
  startDate: Scalars['Date']['output'];
  /** Where the promotion is in its life: upcoming, active or ended, by the program's calendar. */
  status: PromotionStatus;
  /** Subcategory used by the tab's filter; null when the promotion has none. */
  subcategory?: Maybe<PromotionSubcategory>;
  /** Short labels for filtering and display, such as `Heat Pumps`; empty when it has none. */
  tags: Array<Scalars['String']['output']>;
  /** Name of the promotion as the card shows it. */
  title: Scalars['String']['output'];
  /** The viewer's tier, used for the bonus. */
  viewerTier: TierName;
  /** Bonus percent the viewer's tier earns on this promotion (0 when none). */
  viewerTierBonusPercent: Scalars['Int']['output'];
};

/** Promotion categories (the tabs of Current Promotions). */
export type PromotionCategory =
  /** Financing offers dealers can give their customers. */
  | 'FINANCE_OFFERS'
  /** Rewards for buying the manufacturer's equipment. */
  | 'PURCHASE_LOYALTY'
  /** Rewards for selling, such as bonuses and contests. */
  | 'SALES_INCENTIVES'
  /** Ultimate Comfort Advisor Contest. */
  | 'ULTIMATE_CONTEST';

/** A page of promotions. */
export type PromotionConnection = {
  __typename?: 'PromotionConnection';
  /** The promotions with cursors. */
  edges: Array<PromotionEdge>;
  /** Whether more promotions follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many promotions match the filters. */
  totalCount: Scalars['Int']['output'];
};

/** A promotion in a page. */
export type PromotionEdge = {
  __typename?: 'PromotionEdge';
  /** Opaque keyset cursor of this promotion; pass it as `after` to read the promotions that follow it. */
  cursor: Scalars['String']['output'];
  /** The promotion at this position of the list. */
  node: Promotion;
};

/** Identify an admin promotion. */
export type PromotionIdInput = {
  /** The promotion to act on (`AdminPromotion.id`). */
  promotionId: Scalars['ID']['input'];
};

/** Decide on a pending promotion with a note. */
export type PromotionReviewInput = {
  /** Reason or requested changes (required for request-changes, up to 1,000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The promotion to approve or reject (`AdminPromotion.id`). */
  promotionId: Scalars['ID']['input'];
};

/** Customer-facing promotion status. */
export type PromotionStatus =
  /** Running today: the promotion pays on qualifying sales. */
  | 'ACTIVE'
  /** The promotion's end date has passed; it no longer pays. */
  | 'EXPIRED'
  /** Starts on a later day; it does not pay yet. */
  | 'SCHEDULED';

/** Promotion subcategories (the filter buttons). */
export type PromotionSubcategory =
  /** Comfort Advisor Incentives. */
  | 'COMFORT_ADVISOR'
  /** Dealer Rebate Offers. */
  | 'DEALER_REBATES'
  /** Homeowner Rebate Offers. */
  | 'HOMEOWNER_REBATES'
  /** Lennox Store Offers. */
  | 'LENNOX_STORE'
  /** Online store offers. */
  | 'ONLINE_STORE'
  /** Parts and Service Promotions. */
  | 'PARTS_AND_SERVICE'
  /** Incentives for stocking equipment ahead of the season. */
  | 'STOCKING'
  /** Rebates paid by utilities for efficient equipment. */
  | 'UTILITY_REBATES'
  /** Offers on orders picked up at the distributor. */
  | 'WILL_CALL';

/** The dealer's purchase volume against the annual goal. */
export type PurchaseVolume = {
  __typename?: 'PurchaseVolume';
  /** The dealership's purchase goal for this year; zero when it has none. */
  annualGoal: Money;
  /** Year-to-date purchases of each brand, in the program's brand order. */
  brandTotals: Array<BrandAmount>;
  /** yearToDate ÷ annualGoal × 100, two decimals. */
  goalProgress: Scalars['Float']['output'];
  /** Monthly trend by brand, oldest first (10 months). */
  monthly: Array<BrandVolumeMonth>;
  /** What the dealership bought this year: the sum of this year's monthly rows. */
  yearToDate: Money;
};

/** One quarter's accrual. */
export type QuarterlyAccrual = {
  __typename?: 'QuarterlyAccrual';
  /** True for the quarter containing today (listed first). */
  current: Scalars['Boolean']['output'];
  /** Accruals credited in the quarter. */
  earned: Money;
  /** True when remaining is 0. */
  fullyUtilized: Scalars['Boolean']['output'];
  /** True at 90% or more and not fully utilized. */
  highUtilization: Scalars['Boolean']['output'];
  /** Label, e.g. `Q4 2026`. */
  period: Scalars['String']['output'];
  /** earned less spent; negative when the quarter's spending went over its accruals. */
  remaining: Money;
  /** Approved or posted spending dated in the quarter, as a positive amount. */
  spent: Money;
  /** Share of the quarter's accruals spent, in percent (spent ÷ earned × 100), one decimal; 0 when nothing was earned. */
  utilizationPercent: Scalars['Float']['output'];
};

/** Everything the portal can read. */
export type Query = {
  __typename?: 'Query';
  /** The program's dealerships an account may belong to, by name A to Z: what an invitation's dealership field offers. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  accountDealers?: Maybe<Array<Dealer>>;
  /** Every account of the portal, by first name, last name and e-mail address. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  accounts?: Maybe<AccountConnection>;
  /** Client admin dashboard. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  adminDashboard?: Maybe<AdminDashboard>;
  /** Admin promotions, newest first. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  adminPromotions?: Maybe<AdminPromotionConnection>;
  /** Comfort advisor dashboard (advisors only). Readable by comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  advisorDashboard?: Maybe<AdvisorDashboard>;
  /** The claim with this id; null, with no error, when there is none. Program administrators read every claim, dealers and comfort advisors their own (anyone else's is null, as if there were none); null when nobody is signed in (UNAUTHENTICATED), with the reason in the response's `errors`. */
  claim?: Maybe<Claim>;
  /** The equipment lines a sale can be claimed for, in catalogue order, with their models: what the claim form offers. Readable by anyone signed in; null when nobody is (UNAUTHENTICATED). */
  claimEquipment?: Maybe<Array<ClaimEquipment>>;
  /** Claims. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  claims?: Maybe<ClaimConnection>;
  /** Claims analytics, over the claims matching the filter. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  claimsAnalytics?: Maybe<ClaimsAnalytics>;
  /** Contest banner (dealers and advisors); null when none runs. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  contestBanner?: Maybe<ContestBanner>;
  /** Dealer dashboard. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  dealerDashboard?: Maybe<DealerDashboard>;
  /** The comfort advisors of the signed-in dealer's dealership, with their invitations still to be followed, by first name, last name and e-mail address. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  dealerTeam?: Maybe<Array<Account>>;
  /** The program's dealerships, by name A to Z (case-insensitive), then id. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  dealerships?: Maybe<NetworkDealershipConnection>;
  /** Base earn rates by category (in `productCategories` order), product type and tier. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  earnRates?: Maybe<EarnRateConnection>;
  /** My Earnings screen. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  earnings?: Maybe<EarningsOverview>;
  /** The dealerships an enrolment request may be approved into, by name A to Z. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  enrolmentDealerships?: Maybe<Array<EnrolmentDealership>>;
  /** Sign-ups waiting for a decision, oldest first (the oldest 100). Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. Always empty in the in-browser server, where a sign-up joins the sample dealership at once. */
  enrolmentRequests?: Maybe<Array<EnrolmentRequest>>;
  /** Events screen. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  eventsOverview?: Maybe<EventsOverview>;
  /** FAQ categories with entries matching the search (advisors never get Marketing Funds). Public to signed-in users. Null when nobody is signed in, with UNAUTHENTICATED in the response's `errors`. */
  faq?: Maybe<Array<FaqCategory>>;
  /** Hero carousel slides. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  heroSlides?: Maybe<Array<HeroSlide>>;
  /** Marketing Funds screen. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  marketingFunds?: Maybe<MarketingFunds>;
  /** The viewer's own claims (dealers and comfort advisors), newest first. Null when nobody is signed in (UNAUTHENTICATED) or the viewer is a program administrator (FORBIDDEN). */
  myClaims?: Maybe<ClaimConnection>;
  /** The signed-in user's notifications. Null when nobody is signed in, with UNAUTHENTICATED in the response's `errors`. */
  notifications?: Maybe<NotificationList>;
  /** The participant with this id; null, with no error, when there is none. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  participant?: Maybe<Participant>;
  /** Participants cards. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  participantStats?: Maybe<ParticipantStats>;
  /** Participants. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  participants?: Maybe<ParticipantConnection>;
  /** Product categories, in display order. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  productCategories?: Maybe<Array<Scalars['String']['output']>>;
  /** Product cards. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  productStats?: Maybe<ProductStats>;
  /** Products sorted by name A to Z, then SKU. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  products?: Maybe<ProductConnection>;
  /** The signed-in user's profile settings. Null when nobody is signed in, with UNAUTHENTICATED in the response's `errors`. */
  profile?: Maybe<Profile>;
  /** The promotion with this id; null, with no error, when there is none. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  promotion?: Maybe<Promotion>;
  /** Current promotions. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  promotions?: Maybe<PromotionConnection>;
  /** Receipt form address for the viewer; errors with the Configuration Error message when credentials are missing or bad. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  receiptForm?: Maybe<ReceiptForm>;
  /** Spot awards issued in the last `days` days, newest first. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  recentSpotAwards?: Maybe<Array<SpotAward>>;
  /** Report cards. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  reportDefinitions?: Maybe<Array<ReportDefinition>>;
  /** My Resources screen. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  resources?: Maybe<Resources>;
  /** Review summary. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  reviewStats?: Maybe<ReviewStats>;
  /** Reviews, newest first. Readable by dealers only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  reviews?: Maybe<ReviewConnection>;
  /** Rewards management figures. Readable by program administrators only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  rewardsAdminStats?: Maybe<RewardsAdminStats>;
  /** Loyalty Rewards screen. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  rewardsOverview?: Maybe<RewardsOverview>;
  /** Store loyalty program figures. Public. */
  storeLoyaltyStats: StoreLoyaltyStats;
  /** Support contacts. Null when nobody is signed in, with UNAUTHENTICATED in the response's `errors`. */
  supportContacts?: Maybe<SupportContacts>;
  /** Tiers, lowest first. Public. */
  tiers: Array<Tier>;
  /** Training screen. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  training?: Maybe<Training>;
  /** The viewer's dated courses, webinars and registered events. Readable by dealers and comfort advisors only: null when nobody is signed in (UNAUTHENTICATED) or the viewer has another role (FORBIDDEN), with the reason in the response's `errors`. */
  trainingCalendar?: Maybe<Array<CalendarEntry>>;
  /** The browser session. Public. */
  viewer: Session;
};


/** Everything the portal can read. */
export type QueryAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryAdminPromotionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminPromotionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryClaimArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the portal can read. */
export type QueryClaimsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ClaimFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ClaimSort>;
};


/** Everything the portal can read. */
export type QueryClaimsAnalyticsArgs = {
  filter?: InputMaybe<ClaimFilter>;
};


/** Everything the portal can read. */
export type QueryDealershipsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DealershipFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryEarnRatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EarnRateFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryFaqArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the portal can read. */
export type QueryMyClaimsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MyClaimFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryParticipantArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the portal can read. */
export type QueryParticipantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ParticipantFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ParticipantSort>;
};


/** Everything the portal can read. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the portal can read. */
export type QueryPromotionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<PromotionCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
  subcategory?: InputMaybe<PromotionSubcategory>;
};


/** Everything the portal can read. */
export type QueryReceiptFormArgs = {
  placement: ReceiptFormPlacement;
};


/** Everything the portal can read. */
export type QueryRecentSpotAwardsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the portal can read. */
export type QueryReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReviewFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A row of the rating distribution. */
export type RatingBucket = {
  __typename?: 'RatingBucket';
  /** Reviews with that many stars. */
  count: Scalars['Int']['output'];
  /** Share, percent (whole number). */
  percentage: Scalars['Int']['output'];
  /** Star rating of the bucket, 1 to 5. */
  stars: Scalars['Int']['output'];
};

/** What `reactivateAccount` returns. */
export type ReactivateAccountPayload = {
  __typename?: 'ReactivateAccountPayload';
  /** The account as it now is; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
};

/** The address of the external receipt form, built for the viewer. */
export type ReceiptForm = {
  __typename?: 'ReceiptForm';
  /** Origin of the form service; only its messages are accepted. */
  origin: Scalars['String']['output'];
  /** Full address with cpgId, formId and jwt query parameters. */
  url: Scalars['String']['output'];
};

/** Where the receipt form is embedded. */
export type ReceiptFormPlacement =
  /** The Earn Rewards screen. */
  | 'EARN_REWARDS'
  /** The Store Loyalty receipt submission screen. */
  | 'STORE_LOYALTY_SUBMIT';

/** A recognition badge. */
export type Recognition = {
  __typename?: 'Recognition';
  /** What the recognition was given for. */
  description: Scalars['String']['output'];
  /** Day the recognition was earned. */
  earnedOn: Scalars['Date']['output'];
  /** Stable identifier of the recognition. */
  id: Scalars['ID']['output'];
  /** Name of the recognition, e.g. a badge or award. */
  title: Scalars['String']['output'];
};

/** A recording of a past event. */
export type Recording = {
  __typename?: 'Recording';
  /** Name of the recorded session. */
  title: Scalars['String']['output'];
  /** Address of the recording (https). */
  url: Scalars['String']['output'];
};

/** Redeem one reward. */
export type RedeemRewardInput = {
  /** The reward to redeem (`Reward.id`). */
  rewardId: Scalars['ID']['input'];
};

/** Result of a redemption. */
export type RedeemRewardPayload = {
  __typename?: 'RedeemRewardPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The points account after the redemption; null only when the mutation was refused for a reason in `errors`. */
  points?: Maybe<PointsAccount>;
  /** The reward after the redemption (stock lowered); null when `errors` says why it was not redeemed. */
  reward?: Maybe<Reward>;
};

/** Why the viewer can or cannot redeem a reward. */
export type RedeemState =
  /** Enough points and in stock: 'Redeem'. */
  | 'AVAILABLE'
  /** Balance below the cost: 'Not Enough Points'. */
  | 'NOT_ENOUGH_POINTS'
  /** No stock: disabled. */
  | 'OUT_OF_STOCK';

/** A leaderboard row. */
export type RegionalLeader = {
  __typename?: 'RegionalLeader';
  /** Name of the participant's dealership. */
  dealership: Scalars['String']['output'];
  /** True for the viewer. */
  isViewer: Scalars['Boolean']['output'];
  /** Full name of the participant. */
  name: Scalars['String']['output'];
  /** Points earned from training, the value the leaderboard ranks by. */
  points: Scalars['Int']['output'];
  /** Place on the regional leaderboard, 1 for the most points. */
  rank: Scalars['Int']['output'];
};

/** What `registerForEvent` returns. Result of an event registration change. */
export type RegisterForEventPayload = {
  __typename?: 'RegisterForEventPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The event after registering; null when `errors` says why not. */
  event?: Maybe<Event>;
};

/** What `registerForWebinar` returns. Result of a webinar registration. */
export type RegisterForWebinarPayload = {
  __typename?: 'RegisterForWebinarPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The webinar after registering; null when `errors` says why not. */
  webinar?: Maybe<Webinar>;
};

/** A registered account awaiting its business profile. */
export type Registration = {
  __typename?: 'Registration';
  /** Account type chosen at sign-up. */
  accountType: AccountType;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address the account signs in with. */
  email: Scalars['String']['output'];
  /** Whether the account may use the portal now, or waits for an administrator's approval. */
  enrolment: EnrolmentStatus;
  /** Given name of the person who signed up. */
  firstName: Scalars['String']['output'];
  /** Identifier of the registration. */
  id: Scalars['ID']['output'];
  /** Family name of the person who signed up. */
  lastName: Scalars['String']['output'];
};

/** Reject a claim. */
export type RejectClaimInput = {
  /** The claim to reject (`Claim.id`). */
  claimId: Scalars['ID']['input'];
  /** Why (required, up to 500 characters). */
  reason: Scalars['String']['input'];
  /** The `Claim.version` the decision was made on; when the claim changed since, the decision is refused with CONFLICT. Omitted: decided as it is now. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What `rejectClaim` returns. Result of a claim decision. */
export type RejectClaimPayload = {
  __typename?: 'RejectClaimPayload';
  /** The claim after the decision; null when the claim does not exist (see `errors`). */
  claim?: Maybe<Claim>;
  /** Why it failed. */
  errors: Array<UserError>;
};

/** Turn a sign-up down. */
export type RejectEnrolmentInput = {
  /** Why, in at most 500 characters; told to the person in the e-mail. Optional. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The request (`EnrolmentRequest.id`). */
  requestId: Scalars['ID']['input'];
};

/** What `rejectEnrolment` returns. */
export type RejectEnrolmentPayload = {
  __typename?: 'RejectEnrolmentPayload';
  /** Why it failed: an unknown request or dealership (NOT_FOUND), a request another administrator decided a moment ago (CONFLICT), a reason too long (TOO_LONG). */
  errors: Array<UserError>;
  /** The request after the decision; null when `errors` says why nothing was decided. */
  request?: Maybe<EnrolmentRequest>;
};

/** What `rejectPromotion` returns. Result of a promotion change. */
export type RejectPromotionPayload = {
  __typename?: 'RejectPromotionPayload';
  /** Id of a promotion the mutation deleted; null unless one was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** A report card. */
export type ReportDefinition = {
  __typename?: 'ReportDefinition';
  /** What the report covers and over which period. */
  description: Scalars['String']['output'];
  /** Frequency text, e.g. `Weekly`. */
  frequency: Scalars['String']['output'];
  /** Which report this card is for. */
  kind: ReportKind;
  /** Name of the report as its card shows it. */
  title: Scalars['String']['output'];
};

/** Reports an administrator can generate. */
export type ReportKind =
  /** Claims Summary Report (weekly). */
  | 'CLAIMS_SUMMARY'
  /** Financial Summary (monthly). */
  | 'FINANCIAL_SUMMARY'
  /** Participant Activity Report (monthly). */
  | 'PARTICIPANT_ACTIVITY'
  /** Reward Redemption Report (quarterly). */
  | 'REWARD_REDEMPTION';

/** Ask a claim's participant for information. */
export type RequestClaimInfoInput = {
  /** A pending claim (`Claim.id`). */
  claimId: Scalars['ID']['input'];
  /** What the participant should send (required, up to 500 characters); shown to them and kept in the claim's history. */
  message: Scalars['String']['input'];
  /** The `Claim.version` the request was made on; when the claim changed since, it is refused with CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What `requestClaimInfo` returns. */
export type RequestClaimInfoPayload = {
  __typename?: 'RequestClaimInfoPayload';
  /** The claim after the request, or as it is when the request was refused; null when there is no such claim. */
  claim?: Maybe<Claim>;
  /** Why it failed. */
  errors: Array<UserError>;
};

/** Request a meeting with the territory manager. */
export type RequestMeetingInput = {
  /** Length in minutes (15 to 240). */
  durationMinutes: Scalars['Int']['input'];
  /** Start of the meeting. */
  start: Scalars['DateTime']['input'];
  /** What to discuss (required). */
  topic: Scalars['String']['input'];
};

/** Result of requesting a meeting. */
export type RequestMeetingPayload = {
  __typename?: 'RequestMeetingPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The meeting request as saved; null when `errors` says why it was not. */
  meeting?: Maybe<MeetingRequest>;
};

/** Ask for a password-reset e-mail. */
export type RequestPasswordResetInput = {
  /** E-mail address of the account. */
  email: Scalars['String']['input'];
};

/** Result of asking for a password reset. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The address the reset link was sent to (shown in the confirmation); null when `errors` says why none was sent. */
  email?: Maybe<Scalars['String']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
};

/** What `requestPromotionChanges` returns. Result of a promotion change. */
export type RequestPromotionChangesPayload = {
  __typename?: 'RequestPromotionChangesPayload';
  /** Id of a promotion the mutation deleted; null unless one was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** What `resendInvitation` returns. */
export type ResendInvitationPayload = {
  __typename?: 'ResendInvitationPayload';
  /** The invited account; null when `errors` says why nothing changed. */
  account?: Maybe<Account>;
  /** What is wrong with the input; nothing changed when there are errors. */
  errors: Array<UserError>;
  /** Whether an e-mail with the link was queued. The in-browser portal sends no e-mail: false there. */
  mailed: Scalars['Boolean']['output'];
};

/** Result of resetting the demo data. */
export type ResetDemoDataPayload = {
  __typename?: 'ResetDemoDataPayload';
  /** Problems resetting; this mutation has none, so always empty. */
  errors: Array<UserError>;
  /** True when the data is back to the fixtures. */
  ok: Scalars['Boolean']['output'];
};

/** A quick link on My Resources. */
export type ResourceLink = {
  __typename?: 'ResourceLink';
  /** One sentence on what the link opens. */
  description: Scalars['String']['output'];
  /** Stable identifier of the link. */
  id: Scalars['ID']['output'];
  /** Text of the link as shown in Quick Links. */
  title: Scalars['String']['output'];
  /** Address the link opens (https). */
  url: Scalars['String']['output'];
};

/** Everything on My Resources. */
export type Resources = {
  __typename?: 'Resources';
  /** Numbers to call when something is urgent, in the program's order. */
  emergencyContacts: Array<EmergencyContact>;
  /** The seven quick links. */
  links: Array<ResourceLink>;
  /** Territory manager card. */
  territoryManager: TerritoryManager;
};

/** Reply to a review. */
export type RespondToReviewInput = {
  /** The review to reply to (`Review.id`). */
  reviewId: Scalars['ID']['input'];
  /** Reply text (1 to 2,000 characters). */
  text: Scalars['String']['input'];
};

/** Result of a reply. */
export type RespondToReviewPayload = {
  __typename?: 'RespondToReviewPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The review with its reply; null when `errors` says why the reply was refused. */
  review?: Maybe<Review>;
  /** The review figures after the reply; null only when the mutation was refused for a reason in `errors`. */
  stats?: Maybe<ReviewStats>;
};

/** Put a deleted product back (undo). */
export type RestoreProductInput = {
  /** The deleted product's id, as returned by the delete. */
  productId: Scalars['ID']['input'];
};

/** What `restoreProduct` returns. Result of a product change. */
export type RestoreProductPayload = {
  __typename?: 'RestoreProductPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The restored product; null when `errors` says why it could not be restored. */
  product?: Maybe<Product>;
};

/** Answer an administrator's request for information and send the claim back for review. */
export type ResubmitClaimInput = {
  /** A corrected amount, as decimal text such as `845.00` (more than 0, at most two decimals); the amount stays when omitted. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The answer (required, up to 1,000 characters). */
  answer: Scalars['String']['input'];
  /** A new file for the evidence; the earlier one is kept when omitted. */
  attachment?: InputMaybe<ClaimAttachmentInput>;
  /** One of the viewer's own claims that needs info (`Claim.id`). */
  claimId: Scalars['ID']['input'];
  /** The `Claim.version` the answer was written on; when the claim changed since, it is refused with CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What `resubmitClaim` returns. */
export type ResubmitClaimPayload = {
  __typename?: 'ResubmitClaimPayload';
  /** The claim after the answer, or as it is when the answer was refused; null when the viewer has no such claim. */
  claim?: Maybe<Claim>;
  /** Why it failed. */
  errors: Array<UserError>;
};

/** A customer review. */
export type Review = {
  __typename?: 'Review';
  /** What the customer wrote, as plain text. */
  comment: Scalars['String']['output'];
  /** Customer, first name plus initial. */
  customer: Scalars['String']['output'];
  /** Customer picture link. */
  customerImage: Scalars['String']['output'];
  /** Day the review was posted. */
  date: Scalars['Date']['output'];
  /** How many readers marked the review helpful. */
  helpfulCount: Scalars['Int']['output'];
  /** Stable identifier of the review. */
  id: Scalars['ID']['output'];
  /** Equipment the customer names in the review, as text. */
  product: Scalars['String']['output'];
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['output'];
  /** True once replied to. */
  responded: Scalars['Boolean']['output'];
  /** The dealership's reply; null until someone replies. */
  response?: Maybe<ReviewResponse>;
  /** The review site the review was posted on. */
  source: ReviewSource;
  /** True when the review site marks the reviewer as a verified customer. */
  verified: Scalars['Boolean']['output'];
};

/** A page of reviews. */
export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  /** Rows with cursors. */
  edges: Array<ReviewEdge>;
  /** Whether more reviews follow, and the cursors of this page's first and last. */
  pageInfo: PageInfo;
  /** How many match. */
  totalCount: Scalars['Int']['output'];
};

/** A review in a page. */
export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  /** Opaque keyset cursor of this item; pass it as `after` to read the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The review at this position of the list. */
  node: Review;
};

/** Filters of the reviews list. */
export type ReviewFilter = {
  /** On or after. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only this product. */
  product?: InputMaybe<Scalars['String']['input']>;
  /** Only these star ratings. */
  ratings?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only this source. */
  source?: InputMaybe<ReviewSource>;
  /** Which tab of reviews to list (needing a response, or five stars); all reviews when null. */
  tab?: InputMaybe<ReviewTab>;
  /** On or before. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** The dealer's reply to a review. */
export type ReviewResponse = {
  __typename?: 'ReviewResponse';
  /** Name of the person who replied for the dealership. */
  author: Scalars['String']['output'];
  /** When the dealership posted the reply. */
  respondedAt: Scalars['DateTime']['output'];
  /** The reply as posted, plain text. */
  text: Scalars['String']['output'];
};

/** A short review quote on the dashboard. */
export type ReviewSnippet = {
  __typename?: 'ReviewSnippet';
  /** Customer name (first name plus initial). */
  name: Scalars['String']['output'];
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['output'];
  /** A short quote from the review, plain text. */
  snippet: Scalars['String']['output'];
};

/** Where a review was posted. */
export type ReviewSource =
  /** The manufacturer's dealer locator. */
  | 'DEALER_LOCATOR'
  /** Recommendations posted on Facebook. */
  | 'FACEBOOK'
  /** Reviews posted on Google. */
  | 'GOOGLE'
  /** Reviews posted on Yelp. */
  | 'YELP';

/** A review source row. */
export type ReviewSourceSummary = {
  __typename?: 'ReviewSourceSummary';
  /** Average stars there, from 1 to 5, rounded to one decimal. */
  averageRating: Scalars['Float']['output'];
  /** How many reviews the site has of the dealership. */
  count: Scalars['Int']['output'];
  /** Display name, e.g. `Google`. */
  platform: Scalars['String']['output'];
  /** The review site this summary is for. */
  source: ReviewSource;
};

/** The review summary cards. */
export type ReviewStats = {
  __typename?: 'ReviewStats';
  /** Average stars, one decimal. */
  averageRating: Scalars['Float']['output'];
  /** Distribution, 5 stars first. */
  distribution: Array<RatingBucket>;
  /** How many reviews give five stars. */
  fiveStarCount: Scalars['Int']['output'];
  /** fiveStarCount ÷ total × 100, whole number. */
  fiveStarPercent: Scalars['Int']['output'];
  /** Growth of reviews this month vs last month, percent. */
  monthlyGrowthPercent: Scalars['Int']['output'];
  /** Distinct products reviewed (for the filter). */
  products: Array<Scalars['String']['output']>;
  /** Replied ÷ total × 100, whole number. */
  responseRate: Scalars['Int']['output'];
  /** Review counts and average rating per review site. */
  sources: Array<ReviewSourceSummary>;
  /** Number of reviews. */
  totalReviews: Scalars['Int']['output'];
};

/** Which reviews to list. */
export type ReviewTab =
  /** Every review, answered or not. */
  | 'ALL'
  /** 5 Stars only. */
  | 'FIVE_STARS'
  /** Needs Response: unreplied only. */
  | 'NEEDS_RESPONSE';

/** Customer reviews in brief. */
export type ReviewsSummary = {
  __typename?: 'ReviewsSummary';
  /** Average stars, one decimal. */
  averageRating: Scalars['Float']['output'];
  /** Quotes from the most recent reviews, newest first. */
  snippets: Array<ReviewSnippet>;
  /** Number of reviews. */
  totalReviews: Scalars['Int']['output'];
};

/** A reward in the catalogue. */
export type Reward = {
  __typename?: 'Reward';
  /** Which catalogue category the reward is listed under. */
  category: RewardCategory;
  /** Stable identifier of the reward, `RWD-###`. */
  id: Scalars['ID']['output'];
  /** Address of the reward's picture (https). */
  image: Scalars['String']['output'];
  /** True when stock is above 0. */
  inStock: Scalars['Boolean']['output'];
  /** Name of the reward as the catalogue shows it. */
  name: Scalars['String']['output'];
  /** Cost in points. */
  points: Scalars['Int']['output'];
  /** True when the reward is marked popular in the catalogue. */
  popular: Scalars['Boolean']['output'];
  /** Button state for the viewer. */
  redeemState: RedeemState;
  /** Units left to redeem; 0 when out of stock. */
  stock: Scalars['Int']['output'];
};

/** Reward catalogue categories. */
export type RewardCategory =
  /** Electronics such as headphones, tablets and smart speakers. */
  | 'ELECTRONICS'
  /** Experiences such as event tickets and dining. */
  | 'EXPERIENCES'
  /** Gift cards of retailers and restaurants. */
  | 'GIFT_CARDS'
  /** Tools and service equipment for HVAC work. */
  | 'TOOLS'
  /** Travel such as hotel stays and airline credit. */
  | 'TRAVEL';

/** A reward category's share of redemptions. */
export type RewardCategoryPopularity = {
  __typename?: 'RewardCategoryPopularity';
  /** Name of the reward category. */
  category: Scalars['String']['output'];
  /** Share of all redemptions, percent. */
  percent: Scalars['Float']['output'];
  /** Redemptions in it. */
  redemptions: Scalars['Int']['output'];
};

/** A category tile on the Loyalty Rewards screen. */
export type RewardTile = {
  __typename?: 'RewardTile';
  /** One sentence under the tile's heading. */
  description: Scalars['String']['output'];
  /** Stable identifier of the tile. */
  id: Scalars['ID']['output'];
  /** Route it opens. */
  link: Scalars['String']['output'];
  /** Heading of the tile, e.g. the reward category it opens. */
  title: Scalars['String']['output'];
};

/** Rewards management figures. */
export type RewardsAdminStats = {
  __typename?: 'RewardsAdminStats';
  /** Categories they span. */
  categories: Scalars['Int']['output'];
  /** Comparison quarter label, `Q4 2023`. */
  comparisonQuarter: Scalars['String']['output'];
  /** Rewards at or below the restock level. */
  lowStock: Scalars['Int']['output'];
  /** Change vs the comparison quarter, percent. */
  redemptionsChangePercent: Scalars['Int']['output'];
  /** Redemptions this quarter. */
  redemptionsThisQuarter: Scalars['Int']['output'];
  /** Rewards in the program catalogue. */
  totalRewards: Scalars['Int']['output'];
};

/** Everything on the Loyalty Rewards screen. */
export type RewardsOverview = {
  __typename?: 'RewardsOverview';
  /** The viewer's cart. */
  cart: Cart;
  /** Featured offers (advisors do not get Marketing offers). */
  offers: Array<Offer>;
  /** The viewer's points. */
  points: PointsAccount;
  /** Featured rewards catalogue. */
  rewards: Array<Reward>;
  /** All tiers, lowest first. */
  tiers: Array<Tier>;
  /** Category tiles (advisors do not get Marketing Funds). */
  tiles: Array<RewardTile>;
};


/** Everything on the Loyalty Rewards screen. */
export type RewardsOverviewRewardsArgs = {
  category?: InputMaybe<RewardCategory>;
};

/** The three kinds of user of the portal. */
export type Role =
  /** Client Admin: a program administrator at the manufacturer; runs claims, participants, promotions and reports. */
  | 'CLIENT_ADMIN'
  /** Comfort Advisor: a salesperson or technician at a dealership; sees own sales, points, claims and training. */
  | 'COMFORT_ADVISOR'
  /** Dealer / Admin: runs a dealership; sees purchase volume, claims, marketing funds, rewards, reviews. */
  | 'DEALER';

/** Add or edit an earn rate (edit when `id` is given). */
export type SaveEarnRateInput = {
  /** Money earned per unit sold, as a decimal text such as `25.00`: zero or more, no more than two decimals. */
  baseAmount: Scalars['Decimal']['input'];
  /** Points, a non-negative integer. */
  basePoints: Scalars['Int']['input'];
  /** Product category the rate applies to (required, one of `productCategories`). */
  category: Scalars['String']['input'];
  /** The rate to edit; omit to add. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Product type (required). */
  productType: Scalars['String']['input'];
  /** Member tier the rate applies to; one rate per category, product type and tier. */
  tier: EarnRateTier;
};

/** What `saveEarnRate` returns. Result of an earn-rate save. */
export type SaveEarnRatePayload = {
  __typename?: 'SaveEarnRatePayload';
  /** The rate after the save; null when `errors` says why it was not saved. */
  earnRate?: Maybe<EarnRate>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
};

/** The state of the browser session. */
export type Session = {
  __typename?: 'Session';
  /** True when someone is signed in. */
  authenticated: Scalars['Boolean']['output'];
  /** True when the portal runs on demo data: `switchRole` and `resetDemoData` are available. A server for a real dealer network answers false and refuses both with FORBIDDEN. */
  demo: Scalars['Boolean']['output'];
  /** The role the portal is showing. Survives reloads; switching it needs no new sign-in. */
  role: Role;
  /** The signed-in user for the current role; null when signed out. */
  user?: Maybe<User>;
};

/** Put a reward in the cart or change its quantity. */
export type SetCartLineInput = {
  /** New quantity; 0 removes the line. */
  quantity: Scalars['Int']['input'];
  /** The reward whose line to set (`Reward.id`). */
  rewardId: Scalars['ID']['input'];
};

/** What `setCartLine` returns. Result of a cart change or checkout. */
export type SetCartLinePayload = {
  __typename?: 'SetCartLinePayload';
  /** The cart after the change. */
  cart: Cart;
  /** Why it failed. */
  errors: Array<UserError>;
  /** The points account after the change; null only when the mutation was refused for a reason in `errors`. */
  points?: Maybe<PointsAccount>;
};

/** Deactivate or reactivate a dealership. */
export type SetDealershipStatusInput = {
  /** The dealership to change (`NetworkDealership.id`). */
  id: Scalars['ID']['input'];
  /** The status it gets. */
  status: DealershipStatus;
};

/** What `setDealershipStatus` returns. */
export type SetDealershipStatusPayload = {
  __typename?: 'SetDealershipStatusPayload';
  /** The dealership as saved; on errors the stored one (null when there is none or it was not created). */
  dealership?: Maybe<NetworkDealership>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
};

/** Activate or deactivate a participant. */
export type SetParticipantStatusInput = {
  /** The participant to change (`Participant.id`). */
  participantId: Scalars['ID']['input'];
  /** The status to set; the same status as now is a CONFLICT error. */
  status: ParticipantStatus;
};

/** What `setParticipantStatus` returns. Result of a participant change. */
export type SetParticipantStatusPayload = {
  __typename?: 'SetParticipantStatusPayload';
  /** Why it failed. */
  errors: Array<UserError>;
  /** The participant after the change; null when the participant does not exist (see `errors`). */
  participant?: Maybe<Participant>;
};

/** Choose a password with a one-time link: a password reset's e-mail, or the link a new administrator is given. */
export type SetPasswordInput = {
  /** The new password (at least 8 characters). */
  password: Scalars['String']['input'];
  /** The link's token (the `token` of `/set-password?token=…`), as the link gives it. */
  token: Scalars['String']['input'];
};

/** Result of choosing a password with a one-time link. */
export type SetPasswordPayload = {
  __typename?: 'SetPasswordPayload';
  /** The e-mail address of the account whose password was set, to sign in with; null when `errors` says why nothing changed. */
  email?: Maybe<Scalars['String']['output']>;
  /** What is wrong with the input. A link that has expired, was already used or was never given is an error on `token` (code CLOSED); nothing changes. */
  errors: Array<UserError>;
  /** Whether the person is now signed in: true after an invitation's link, which activates the account (the page goes on to Profile Setup); false after a reset. */
  signedIn: Scalars['Boolean']['output'];
};

/** Enable or disable a product. */
export type SetProductActiveInput = {
  /** True to let members earn on the product, false to stop. */
  isActive: Scalars['Boolean']['input'];
  /** The product to change (`Product.id`). */
  productId: Scalars['ID']['input'];
};

/** What `setProductActive` returns. Result of a product change. */
export type SetProductActivePayload = {
  __typename?: 'SetProductActivePayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The product after the change; null when the product does not exist (see `errors`). */
  product?: Maybe<Product>;
};

/** Sign in with e-mail and password, or with a provider. */
export type SignInInput = {
  /** E-mail address; required unless `provider` is given. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Password; required unless `provider` is given. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Sign in through this provider instead of e-mail and password. */
  provider?: InputMaybe<AuthProvider>;
  /** Keep the session for 30 days. */
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of signing in. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** Why signing in failed, if it did. */
  errors: Array<UserError>;
  /** The session after signing in. */
  session: Session;
};

/** Result of signing out. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** Always empty: signing out cannot fail. */
  errors: Array<UserError>;
  /** The session after signing out (not authenticated). */
  session: Session;
};

/** The three sign-up steps' data, sent when the terms are accepted. */
export type SignUpInput = {
  /** Must be true: the Terms and Conditions were accepted. */
  acceptTerms: Scalars['Boolean']['input'];
  /** Dealer / Business Owner or Comfort Advisor. */
  accountType: AccountType;
  /** Must equal `password`. */
  confirmPassword: Scalars['String']['input'];
  /** The dealer number of the dealership the person belongs to (3 to 20 letters, digits or hyphens, such as `D-204817`). Required where a sign-up waits for an administrator's approval (the HTTP server outside demo mode), which it helps to place; elsewhere optional and checked, but not needed. */
  dealerNumber?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; must be valid and not already registered. */
  email: Scalars['String']['input'];
  /** Given name (required). */
  firstName: Scalars['String']['input'];
  /** Family name (required). */
  lastName: Scalars['String']['input'];
  /** Password. Hint shown: at least 8 characters with uppercase, lowercase and a number. */
  password: Scalars['String']['input'];
};

/** Result of signing up. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The new registration; null when `errors` says why the sign-up was refused. */
  registration?: Maybe<Registration>;
};

/** Sort direction for list arguments. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A spot award. */
export type SpotAward = {
  __typename?: 'SpotAward';
  /** What the award pays. */
  amount: Money;
  /** Stable identifier of the award, `SPOT-###`. */
  id: Scalars['ID']['output'];
  /** When the award was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** Who issued it. */
  issuedBy: Scalars['String']['output'];
  /** The participant who received the award. */
  participant: Participant;
  /** Reason or notes. */
  reason: Scalars['String']['output'];
  /** Why the award was given, as one of the program's award kinds. */
  type: SpotAwardType;
};

/** Kinds of spot award. */
export type SpotAwardType =
  /** Exceptional Customer Service. */
  | 'CUSTOMER_SERVICE'
  /** Any other reason, given in the award's notes. */
  | 'OTHER'
  /** For performance beyond the participant's targets. */
  | 'PERFORMANCE_BONUS'
  /** For reaching a sales milestone. */
  | 'SALES_MILESTONE'
  /** For completing training or a certification. */
  | 'TRAINING_ACHIEVEMENT';

/** Figures of the store loyalty program. */
export type StoreLoyaltyStats = {
  __typename?: 'StoreLoyaltyStats';
  /** Dealers active in the program, rounded down to the figure the landing page shows as a floor (2500 shows as `2,500+`). */
  activeDealers: Scalars['Int']['output'];
  /** Rewards paid out by the program to date, rounded to the figure the landing page shows (`$2.5M`). */
  rewardsDistributed: Money;
  /** Share of surveyed members satisfied with the program, in percent from 0 to 100. */
  satisfactionRate: Scalars['Float']['output'];
};

/** A sale claim as a dealer or a comfort advisor submits it (docs/product.md, "Submitting a claim"). */
export type SubmitClaimInput = {
  /** The amount claimed, as decimal text such as `845.00` (more than 0, at most 50,000, at most two decimals). */
  amount: Scalars['Decimal']['input'];
  /** The invoice or a photo of the installation (required). */
  attachment?: InputMaybe<ClaimAttachmentInput>;
  /** The customer's ZIP code: five digits, or ZIP+4 (`12345-6789`). */
  customerZip: Scalars['String']['input'];
  /** Day the equipment was installed: not in the future, and at most 60 days ago. */
  installedOn: Scalars['Date']['input'];
  /** The invoice or receipt number, up to 40 characters. */
  invoiceNumber: Scalars['String']['input'];
  /** One of the line's model numbers (`ClaimEquipment.models`). */
  model: Scalars['String']['input'];
  /** The equipment line (`ClaimEquipment.id`). */
  productId: Scalars['ID']['input'];
  /** Units installed: 1 to 50. */
  quantity: Scalars['Int']['input'];
  /** The serial number from the rating plate, in the line's form (`ClaimEquipment.serialFormat`); spaces and dashes are ignored, letters are kept upper-cased. */
  serialNumber: Scalars['String']['input'];
};

/** What `submitClaim` returns. */
export type SubmitClaimPayload = {
  __typename?: 'SubmitClaimPayload';
  /** The claim as submitted, pending review, with what the checks found; null when it was refused (see `errors`). */
  claim?: Maybe<Claim>;
  /** Why it was refused; nothing was saved when there are any. */
  errors: Array<UserError>;
};

/** Submit a marketing funds claim. */
export type SubmitFundClaimInput = {
  /** The amount claimed, as decimal text such as `1250.00`: more than 0, at most two decimals, at most what the fund can still pay. Text that is not a number, a third decimal, or an amount over the limit comes back as a UserError on `amount`. */
  amount: Scalars['Decimal']['input'];
  /** Day the campaign completed or was invoiced; within the last 90 days, not in the future. */
  campaignDate: Scalars['Date']['input'];
  /** Category of the campaign (not ACCRUAL). */
  category: TransactionCategory;
  /** Campaign or invoice description (required). */
  description: Scalars['String']['input'];
  /** Which marketing fund to claim from. */
  fund: MarketingFund;
  /** Territory manager pre-approval reference; required above $5,000. */
  preApprovalReference?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a fund claim. */
export type SubmitFundClaimPayload = {
  __typename?: 'SubmitFundClaimPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The fund figures after the claim; null only when the mutation was refused for a reason in `errors`. */
  summary?: Maybe<MarketingFundsSummary>;
  /** The new pending transaction; null when `errors` says why the claim was refused. */
  transaction?: Maybe<FundTransaction>;
};

/**
 * Live changes, sent while a client stays subscribed, over Server-Sent Events on the HTTP server
 * (docs/server.md, "Live updates") and between the tabs of one browser in the in-browser server. Each field
 * sends an event when something the viewer may read changes, after the change is saved; nothing of another
 * dealership's ever arrives. Events are not replayed: after a dropped connection a client subscribes again
 * and reads again what it shows. Signed out, a subscription ends with UNAUTHENTICATED.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** The viewer's points, after each change of their ledger: a credit, a redemption, an adjustment. */
  balanceChanged: BalanceChange;
  /** Claims the viewer may read: a submission, a decision, a request for information, a resubmission or a payment. A dealer gets their dealership's claims, a comfort advisor their own, a client admin the network's. */
  claimChanged: ClaimChange;
  /** The viewer's notifications: one added, one read (or all marked read), one deleted. */
  notificationChanged: NotificationChange;
};

/** Support contact details. */
export type SupportContacts = {
  __typename?: 'SupportContacts';
  /** Live chat hours text. */
  chatHours: Scalars['String']['output'];
  /** Program support e-mail address. */
  email: Scalars['String']['output'];
  /** E-mail response text. */
  emailResponse: Scalars['String']['output'];
  /** Program support phone number, formatted for display. */
  phone: Scalars['String']['output'];
  /** Phone hours text. */
  phoneHours: Scalars['String']['output'];
};

/** Switch the role the portal shows. */
export type SwitchRoleInput = {
  /** The role to show. */
  role: Role;
};

/** Result of switching role. */
export type SwitchRolePayload = {
  __typename?: 'SwitchRolePayload';
  /** Why the switch failed, if it did. */
  errors: Array<UserError>;
  /** The session showing the new role. */
  session: Session;
};

/** Products a promotion targets. */
export type TargetProducts =
  /** Every product in the catalogue. */
  | 'ALL_PRODUCTS'
  /** Systems for commercial buildings. */
  | 'COMMERCIAL_SYSTEMS'
  /** Parts & Accessories. */
  | 'PARTS_ACCESSORIES'
  /** Systems for homes. */
  | 'RESIDENTIAL_SYSTEMS';

/** The dealer's territory manager. */
export type TerritoryManager = {
  __typename?: 'TerritoryManager';
  /** E-mail address for questions and meeting follow-ups. */
  email: Scalars['String']['output'];
  /** Full name of the territory manager. */
  name: Scalars['String']['output'];
  /** Office hours text. */
  officeHours: Scalars['String']['output'];
  /** Direct phone number, formatted for display. */
  phone: Scalars['String']['output'];
  /** Address of the manager's photo (https). */
  photo: Scalars['String']['output'];
  /** Time zone of the office hours (IANA), for meeting invites. */
  timeZone: Scalars['String']['output'];
  /** Job title, e.g. `Territory Manager, Central Illinois`. */
  title: Scalars['String']['output'];
};

/** A loyalty tier and what it gives. */
export type Tier = {
  __typename?: 'Tier';
  /** Badge image link. */
  badge: Scalars['String']['output'];
  /** What members of the tier get, one benefit per item, in the program's order. */
  benefits: Array<Scalars['String']['output']>;
  /** Bonus on promotions, percent. */
  bonusPercent: Scalars['Int']['output'];
  /** Display label, e.g. `Premier`. */
  label: Scalars['String']['output'];
  /** Highest points balance of the tier, null for the top tier. */
  maxPoints?: Maybe<Scalars['Int']['output']>;
  /** Lowest points balance of the tier. */
  minPoints: Scalars['Int']['output'];
  /** Earning multiplier, e.g. 1.2. */
  multiplier: Scalars['Float']['output'];
  /** Which tier this is. */
  name: TierName;
};

/** A milestone on the tier progress card. */
export type TierMilestone = {
  __typename?: 'TierMilestone';
  /** True when reached. */
  reached: Scalars['Boolean']['output'];
  /** The tier this milestone reaches. */
  tier: Tier;
};

/** Loyalty tier names, lowest first. */
export type TierName =
  /** 10,000-19,999 points; +15% on promotions. */
  | 'ELITE'
  /** The first tier: 0 to 4,999 lifetime points. */
  | 'ESSENTIAL'
  /** 20,000+ points; +20% on promotions. */
  | 'PREMIER'
  /** 5,000-9,999 points; +10% on promotions. */
  | 'SELECT';

/** The viewer's position in the tiers. */
export type TierStatus = {
  __typename?: 'TierStatus';
  /** The tier the member is in now. */
  current: Tier;
  /** Next tier, null at the top. */
  next?: Maybe<Tier>;
  /** Points still needed to reach the next tier (0 at the top). */
  pointsToNext: Scalars['Int']['output'];
  /** Progress through the current tier toward the next, percent; 100 at the top tier. */
  progressPercent: Scalars['Float']['output'];
};

/** Money paid out by the program. */
export type TotalPayouts = {
  __typename?: 'TotalPayouts';
  /** Paid on approved and paid claims plus spot awards. */
  amount: Money;
  /** Number of claims approved or paid. */
  approvedClaims: Scalars['Int']['output'];
};

/** Everything on Training. */
export type Training = {
  __typename?: 'Training';
  /** Advanced certification paths. */
  certificationPaths: Array<CertificationPath>;
  /** Certifications the user holds. */
  certifications: Array<Certification>;
  /** Courses; `enrolledOnly` gives My Courses. */
  courses: Array<Course>;
  /** The regional leaderboard, first place first. */
  leaders: Array<RegionalLeader>;
  /** Recognitions the user has earned, newest first. */
  recognitions: Array<Recognition>;
  /** The figures of the stat cards. */
  stats: TrainingStats;
  /** The Learning Momentum card: weeks in a row with training. */
  streak: LearningStreak;
  /** Webinars to come, soonest first. */
  webinars: Array<Webinar>;
};


/** Everything on Training. */
export type TrainingCoursesArgs = {
  category?: InputMaybe<CourseCategory>;
  enrolledOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Courses completed of all courses. */
export type TrainingProgress = {
  __typename?: 'TrainingProgress';
  /** Courses the user has completed. */
  completed: Scalars['Int']['output'];
  /** completed ÷ total × 100. */
  progress: Scalars['Float']['output'];
  /** Courses offered to the user. */
  total: Scalars['Int']['output'];
};

/** Training stat cards. */
export type TrainingStats = {
  __typename?: 'TrainingStats';
  /** Certifications the user holds now. */
  certifications: Scalars['Int']['output'];
  /** Courses the user has completed. */
  completed: Scalars['Int']['output'];
  /** Courses in progress. */
  inProgress: Scalars['Int']['output'];
  /** Points earned from completed courses. */
  pointsEarned: Scalars['Int']['output'];
  /** Courses offered to the user. */
  totalCourses: Scalars['Int']['output'];
};

/** Category of a fund transaction. */
export type TransactionCategory =
  /** Funds credited by the program from qualifying purchases (never claimed). */
  | 'ACCRUAL'
  /** Digital advertising such as search, social and display ads. */
  | 'DIGITAL'
  /** Postcards, letters and other mailings. */
  | 'DIRECT_MAIL'
  /** Home shows, open houses and other events. */
  | 'EVENTS'
  /** Radio or television advertising. */
  | 'RADIO_TV';

/** Status of a fund transaction. */
export type TransactionStatus =
  /** The claim was approved; the amount counts as utilized. */
  | 'APPROVED'
  /** Claimed and awaiting the program's approval; it lowers what can still be claimed. */
  | 'PENDING'
  /** Posted to the account. */
  | 'POSTED';

/** Save dealership details. The dealer number cannot be changed here. */
export type UpdateDealerInfoInput = {
  /** Business name (required). */
  businessName: Scalars['String']['input'];
  /** Main phone number of the business (required). */
  businessPhone: Scalars['String']['input'];
  /** City of the business address (required, up to 80 characters). */
  city: Scalars['String']['input'];
  /** Two-letter state code. */
  state: Scalars['String']['input'];
  /** Street and number (required). */
  streetAddress: Scalars['String']['input'];
  /** Website address starting with http:// or https://; may be empty. */
  website: Scalars['String']['input'];
  /** Year established (four digits, not in the future). */
  yearEstablished: Scalars['String']['input'];
  /** US ZIP code, five digits or ZIP+4 (required). */
  zipCode: Scalars['String']['input'];
};

/** What `updateDealerInfo` returns. Result of a profile save. */
export type UpdateDealerInfoPayload = {
  __typename?: 'UpdateDealerInfoPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The profile after the save; null only when the mutation was refused for a reason in `errors`. */
  profile?: Maybe<Profile>;
  /** The signed-in user after the save (its name and dealership show in the header); null only when the mutation was refused for a reason in `errors`. */
  user?: Maybe<User>;
};

/** Edit a dealership. */
export type UpdateDealershipInput = {
  /** Its new values. */
  dealership: DealershipInput;
  /** The dealership to change (`NetworkDealership.id`). */
  id: Scalars['ID']['input'];
};

/** What `updateDealership` returns. */
export type UpdateDealershipPayload = {
  __typename?: 'UpdateDealershipPayload';
  /** The dealership as saved; on errors the stored one (null when there is none or it was not created). */
  dealership?: Maybe<NetworkDealership>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
};

/** Save notification choices. Security alerts stay on whatever is sent. */
export type UpdateNotificationPreferencesInput = {
  /** Claim status updates. */
  claimUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  /** E-mail delivery of notifications. */
  email?: InputMaybe<Scalars['Boolean']['input']>;
  /** Marketing fund updates. */
  marketing: Scalars['Boolean']['input'];
  /** The program newsletter. */
  newsletter: Scalars['Boolean']['input'];
  /** Whether to send news about products. */
  product: Scalars['Boolean']['input'];
  /** Whether to send announcements of new promotions. */
  promotions: Scalars['Boolean']['input'];
  /** Reward and points updates. */
  rewards: Scalars['Boolean']['input'];
  /** Training and course reminders. */
  training: Scalars['Boolean']['input'];
};

/** What `updateNotificationPreferences` returns. Result of a profile save. */
export type UpdateNotificationPreferencesPayload = {
  __typename?: 'UpdateNotificationPreferencesPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The profile after the save; null only when the mutation was refused for a reason in `errors`. */
  profile?: Maybe<Profile>;
  /** The signed-in user after the save; null only when the mutation was refused for a reason in `errors`. */
  user?: Maybe<User>;
};

/** Save personal details. */
export type UpdatePersonalInfoInput = {
  /** E-mail address (required, valid). */
  email: Scalars['String']['input'];
  /** Given name (required). */
  firstName: Scalars['String']['input'];
  /** Job title as it should show on the profile; may be empty. */
  jobTitle: Scalars['String']['input'];
  /** Family name (required). */
  lastName: Scalars['String']['input'];
  /** Phone number: 7 to 20 digits, spaces, dashes, dots, brackets or a plus; may be empty. */
  phone: Scalars['String']['input'];
};

/** What `updatePersonalInfo` returns. Result of a profile save. */
export type UpdatePersonalInfoPayload = {
  __typename?: 'UpdatePersonalInfoPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The profile after the save; null only when the mutation was refused for a reason in `errors`. */
  profile?: Maybe<Profile>;
  /** The signed-in user after the save (its name and dealership show in the header); null only when the mutation was refused for a reason in `errors`. */
  user?: Maybe<User>;
};

/** Edit a product. */
export type UpdateProductInput = {
  /** Money earned per unit sold, as a decimal text such as `25.00`: zero or more, no more than two decimals. */
  baseAmount: Scalars['Decimal']['input'];
  /** Base points, a non-negative integer. */
  basePoints: Scalars['Int']['input'];
  /** Product category (required, one of `productCategories`). */
  category: Scalars['String']['input'];
  /** What the product is, up to 500 characters; empty or null for none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name of the product (required, up to 120 characters). */
  name: Scalars['String']['input'];
  /** The product to change (`Product.id`). */
  productId: Scalars['ID']['input'];
  /** Stock-keeping unit: letters, digits and hyphens, unique ignoring case (required). */
  sku: Scalars['String']['input'];
};

/** What `updateProduct` returns. Result of a product change. */
export type UpdateProductPayload = {
  __typename?: 'UpdateProductPayload';
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The product after the change; null when the product does not exist (see `errors`). */
  product?: Maybe<Product>;
};

/** Edit a promotion. */
export type UpdatePromotionInput = {
  /** Description and rules. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Last day; not before startDate. */
  endDate: Scalars['Date']['input'];
  /** Multiplier or bonus. */
  multiplier: Scalars['String']['input'];
  /** Name of the promotion (required, up to 120 characters). */
  name: Scalars['String']['input'];
  /** The promotion to change (`AdminPromotion.id`). */
  promotionId: Scalars['ID']['input'];
  /** First day the promotion runs; on or before `endDate`. */
  startDate: Scalars['Date']['input'];
  /** Which products the promotion pays on. */
  targetProducts: TargetProducts;
  /** What kind of incentive the promotion pays. */
  type: AdminPromotionType;
};

/** What `updatePromotion` returns. Result of a promotion change. */
export type UpdatePromotionPayload = {
  __typename?: 'UpdatePromotionPayload';
  /** Id of a promotion the mutation deleted; null unless one was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What is wrong with the input. */
  errors: Array<UserError>;
  /** The promotion after the change (null after delete). */
  promotion?: Maybe<AdminPromotion>;
};

/** A person who uses the portal. */
export type User = {
  __typename?: 'User';
  /** Address of the user's profile picture; null when none is set (the portal shows initials). */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Dealer number of the user's dealership; null for client admins. */
  dealerNumber?: Maybe<Scalars['String']['output']>;
  /** Dealership (or, for client admins, company) the user belongs to. */
  dealershipName: Scalars['String']['output'];
  /** E-mail address used to sign in. */
  email: Scalars['String']['output'];
  /** Given name, as the user entered it. */
  firstName: Scalars['String']['output'];
  /** Stable identifier, e.g. `USR-001`. */
  id: Scalars['ID']['output'];
  /** Job title shown on the profile; null when the user gave none. */
  jobTitle?: Maybe<Scalars['String']['output']>;
  /** Family name, as the user entered it. */
  lastName: Scalars['String']['output'];
  /** City and state, or region for client admins, e.g. `Springfield, IL`. */
  location: Scalars['String']['output'];
  /** Full name for display. */
  name: Scalars['String']['output'];
  /** The user's role. */
  role: Role;
};

/**
 * A problem with a mutation's input. Nothing was changed when a payload carries errors. Show `message` to the
 * person; branch on `code`, never on the message's words.
 */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of problem it is, for clients that react to it in code (see `UserErrorCode`). */
  code: UserErrorCode;
  /**
   * Path to the input field at fault, relative to the mutation's `input` argument: `["amount"]`, or
   * `["rows", "3", "sku"]` for the SKU of the fourth row of a list. Null when the problem is not one field's
   * (for example a sign-in that failed as a whole).
   */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** A sentence to show the person, next to the field when `field` is set, e.g. `SKU is required`. */
  message: Scalars['String']['output'];
};

/** What kind of problem a `UserError` reports. New codes may be added; treat an unknown one as INVALID. */
export type UserErrorCode =
  /** The change needs an approval or reference that was not given, such as pre-approval for a large campaign. */
  | 'APPROVAL_REQUIRED'
  /** The action's window has closed or not opened: the event has started, registration is not open, the course's due date has passed. */
  | 'CLOSED'
  /** The value is already taken or the record is already in the asked state: an e-mail or SKU in use, a course already enrolled, a claim already decided. */
  | 'CONFLICT'
  /** The account was deactivated by a program administrator; it cannot sign in until one reactivates it. */
  | 'DEACTIVATED'
  /** The account's dealership was deactivated by a program administrator; its members cannot sign in until it is reactivated. */
  | 'DEALERSHIP_INACTIVE'
  /** The account signed up without an invitation and an administrator turned its request down; it cannot sign in. */
  | 'ENROLMENT_REJECTED'
  /** The fund's available balance is lower than the amount claimed. */
  | 'INSUFFICIENT_FUNDS'
  /** The member's points balance is lower than the redemption's cost. */
  | 'INSUFFICIENT_POINTS'
  /** A value is not in an accepted form: not a number, an e-mail address, a phone number, a date or one of the allowed choices. */
  | 'INVALID'
  /** The e-mail and password do not match an account, or the current password given is not the account's. */
  | 'INVALID_CREDENTIALS'
  /** A capacity is reached: the event is full, or a limit on how much may be claimed or awarded at once. */
  | 'LIMIT_EXCEEDED'
  /** Two values that must agree do not, such as a password and its confirmation, or an end date before the start date. */
  | 'MISMATCH'
  /** The server is not set up for this, such as a sign-in provider whose settings were not given. */
  | 'NOT_CONFIGURED'
  /** The record an id names does not exist (or no longer does). */
  | 'NOT_FOUND'
  /** A number or date is outside its allowed range: not above zero, above a maximum, in the future or past a deadline. */
  | 'OUT_OF_RANGE'
  /** The reward is out of stock, or fewer are left than asked for. */
  | 'OUT_OF_STOCK'
  /** The account signed up without an invitation and waits for an administrator to approve it into its dealership; it cannot sign in until then. */
  | 'PENDING_APPROVAL'
  /** Too many attempts in a short time (failed sign-ins, password reset requests); the message says when to try again. */
  | 'RATE_LIMITED'
  /** A required value is missing or blank. */
  | 'REQUIRED'
  /** A text is longer than its limit; the message names the limit. */
  | 'TOO_LONG';

/** A live training webinar. */
export type Webinar = {
  __typename?: 'Webinar';
  /** People registered so far. */
  attendees: Scalars['Int']['output'];
  /** Day the webinar is held, in the program's calendar. */
  date: Scalars['Date']['output'];
  /** What the webinar covers, one or two sentences. */
  description: Scalars['String']['output'];
  /** How long the webinar lasts, as display text. */
  duration: Scalars['String']['output'];
  /** Length in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Stable identifier of the webinar. */
  id: Scalars['ID']['output'];
  /** Name of the presenter. */
  instructor: Scalars['String']['output'];
  /** True once the viewer registered. */
  registered: Scalars['Boolean']['output'];
  /** When the webinar starts. */
  startsAt: Scalars['DateTime']['output'];
  /** Time text, e.g. `2:00 PM CST`. */
  time: Scalars['String']['output'];
  /** Name of the webinar. */
  title: Scalars['String']['output'];
};

/** Identify a webinar. */
export type WebinarIdInput = {
  /** The webinar to act on (`Webinar.id`). */
  webinarId: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<Account>;
  AccountConnection: ResolverTypeWrapper<AccountConnection>;
  AccountEdge: ResolverTypeWrapper<AccountEdge>;
  AccountFilter: AccountFilter;
  AccountIdInput: AccountIdInput;
  AccountStatus: AccountStatus;
  AccountType: AccountType;
  ActivateOfferInput: ActivateOfferInput;
  ActivateOfferPayload: ResolverTypeWrapper<Omit<ActivateOfferPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  AdminDashboard: ResolverTypeWrapper<AdminDashboard>;
  AdminPromotion: ResolverTypeWrapper<AdminPromotion>;
  AdminPromotionConnection: ResolverTypeWrapper<AdminPromotionConnection>;
  AdminPromotionEdge: ResolverTypeWrapper<AdminPromotionEdge>;
  AdminPromotionFilter: AdminPromotionFilter;
  AdminPromotionStatus: AdminPromotionStatus;
  AdminPromotionType: AdminPromotionType;
  AdvanceCoursePayload: ResolverTypeWrapper<Omit<AdvanceCoursePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  AdvisorDashboard: ResolverTypeWrapper<AdvisorDashboard>;
  AdvisorSales: ResolverTypeWrapper<AdvisorSales>;
  AnnualFundTotals: ResolverTypeWrapper<AnnualFundTotals>;
  ApproveClaimPayload: ResolverTypeWrapper<Omit<ApproveClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ApproveEnrolmentInput: ApproveEnrolmentInput;
  ApproveEnrolmentPayload: ResolverTypeWrapper<Omit<ApproveEnrolmentPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ApprovePromotionPayload: ResolverTypeWrapper<Omit<ApprovePromotionPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  AuthProvider: AuthProvider;
  BalanceChange: ResolverTypeWrapper<BalanceChange>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandAmount: ResolverTypeWrapper<BrandAmount>;
  BrandVolumeMonth: ResolverTypeWrapper<BrandVolumeMonth>;
  BusinessType: BusinessType;
  CalendarEntry: ResolverTypeWrapper<CalendarEntry>;
  CancelEventRegistrationPayload: ResolverTypeWrapper<Omit<CancelEventRegistrationPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Cart: ResolverTypeWrapper<Cart>;
  CartLine: ResolverTypeWrapper<CartLine>;
  Certification: ResolverTypeWrapper<Certification>;
  CertificationPath: ResolverTypeWrapper<CertificationPath>;
  ChangeAccountRoleInput: ChangeAccountRoleInput;
  ChangeAccountRolePayload: ResolverTypeWrapper<Omit<ChangeAccountRolePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  CheckoutCartPayload: ResolverTypeWrapper<Omit<CheckoutCartPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Claim: ResolverTypeWrapper<Claim>;
  ClaimAction: ClaimAction;
  ClaimActor: ResolverTypeWrapper<ClaimActor>;
  ClaimAttachment: ResolverTypeWrapper<ClaimAttachment>;
  ClaimAttachmentInput: ClaimAttachmentInput;
  ClaimChange: ResolverTypeWrapper<ClaimChange>;
  ClaimConnection: ResolverTypeWrapper<ClaimConnection>;
  ClaimDecisionKind: ClaimDecisionKind;
  ClaimDecisionResult: ResolverTypeWrapper<Omit<ClaimDecisionResult, 'error'> & { error?: Maybe<ResolversTypes['UserError']> }>;
  ClaimEdge: ResolverTypeWrapper<ClaimEdge>;
  ClaimEquipment: ResolverTypeWrapper<ClaimEquipment>;
  ClaimEvidence: ResolverTypeWrapper<ClaimEvidence>;
  ClaimFilter: ClaimFilter;
  ClaimFlag: ResolverTypeWrapper<ClaimFlag>;
  ClaimFlagCode: ClaimFlagCode;
  ClaimHistoryEntry: ResolverTypeWrapper<ClaimHistoryEntry>;
  ClaimIdInput: ClaimIdInput;
  ClaimProduct: ResolverTypeWrapper<ClaimProduct>;
  ClaimRefInput: ClaimRefInput;
  ClaimSort: ClaimSort;
  ClaimSortField: ClaimSortField;
  ClaimStatus: ClaimStatus;
  ClaimTrendPoint: ResolverTypeWrapper<ClaimTrendPoint>;
  ClaimedSales: ResolverTypeWrapper<ClaimedSales>;
  ClaimsAnalytics: ResolverTypeWrapper<ClaimsAnalytics>;
  ClaimsByStatus: ResolverTypeWrapper<ClaimsByStatus>;
  CompleteProfileSetupInput: CompleteProfileSetupInput;
  CompleteProfileSetupPayload: ResolverTypeWrapper<Omit<CompleteProfileSetupPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ContestBanner: ResolverTypeWrapper<ContestBanner>;
  Course: ResolverTypeWrapper<Course>;
  CourseCategory: CourseCategory;
  CourseIdInput: CourseIdInput;
  CourseLevel: CourseLevel;
  CreateDealershipInput: CreateDealershipInput;
  CreateDealershipPayload: ResolverTypeWrapper<Omit<CreateDealershipPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  CreateProductPayload: ResolverTypeWrapper<Omit<CreateProductPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  CreatePromotionInput: CreatePromotionInput;
  CreatePromotionPayload: ResolverTypeWrapper<Omit<CreatePromotionPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  CurrencyCode: CurrencyCode;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeactivateAccountPayload: ResolverTypeWrapper<Omit<DeactivateAccountPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Dealer: ResolverTypeWrapper<Dealer>;
  DealerDashboard: ResolverTypeWrapper<DealerDashboard>;
  DealerInfo: ResolverTypeWrapper<DealerInfo>;
  DealershipFilter: DealershipFilter;
  DealershipImportRow: ResolverTypeWrapper<Omit<DealershipImportRow, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DealershipInput: DealershipInput;
  DealershipStatus: DealershipStatus;
  DecideClaimsInput: DecideClaimsInput;
  DecideClaimsPayload: ResolverTypeWrapper<Omit<DecideClaimsPayload, 'errors' | 'results'> & { errors: Array<ResolversTypes['UserError']>, results: Array<ResolversTypes['ClaimDecisionResult']> }>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeleteNotificationPayload: ResolverTypeWrapper<Omit<DeleteNotificationPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeleteProductPayload: ResolverTypeWrapper<Omit<DeleteProductPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeletePromotionPayload: ResolverTypeWrapper<Omit<DeletePromotionPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  EarnRate: ResolverTypeWrapper<EarnRate>;
  EarnRateConnection: ResolverTypeWrapper<EarnRateConnection>;
  EarnRateEdge: ResolverTypeWrapper<EarnRateEdge>;
  EarnRateFilter: EarnRateFilter;
  EarnRateTier: EarnRateTier;
  EarningActivity: ResolverTypeWrapper<EarningActivity>;
  EarningActivityConnection: ResolverTypeWrapper<EarningActivityConnection>;
  EarningActivityEdge: ResolverTypeWrapper<EarningActivityEdge>;
  EarningType: EarningType;
  EarningsOverview: ResolverTypeWrapper<EarningsOverview>;
  EmergencyContact: ResolverTypeWrapper<EmergencyContact>;
  EnrollInCoursePayload: ResolverTypeWrapper<Omit<EnrollInCoursePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  EnrolmentDealership: ResolverTypeWrapper<EnrolmentDealership>;
  EnrolmentRequest: ResolverTypeWrapper<EnrolmentRequest>;
  EnrolmentRequestStatus: EnrolmentRequestStatus;
  EnrolmentStatus: EnrolmentStatus;
  Event: ResolverTypeWrapper<Event>;
  EventFormat: EventFormat;
  EventIdInput: EventIdInput;
  EventsOverview: ResolverTypeWrapper<EventsOverview>;
  FaqCategory: ResolverTypeWrapper<FaqCategory>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FundBalance: ResolverTypeWrapper<FundBalance>;
  FundTransaction: ResolverTypeWrapper<FundTransaction>;
  FundTransactionConnection: ResolverTypeWrapper<FundTransactionConnection>;
  FundTransactionEdge: ResolverTypeWrapper<FundTransactionEdge>;
  GenerateReportInput: GenerateReportInput;
  GenerateReportPayload: ResolverTypeWrapper<Omit<GenerateReportPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  GeneratedReport: ResolverTypeWrapper<GeneratedReport>;
  GuidelineSection: ResolverTypeWrapper<GuidelineSection>;
  HeroSlide: ResolverTypeWrapper<HeroSlide>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportDealershipsInput: ImportDealershipsInput;
  ImportDealershipsPayload: ResolverTypeWrapper<Omit<ImportDealershipsPayload, 'errors' | 'rows'> & { errors: Array<ResolversTypes['UserError']>, rows: Array<ResolversTypes['DealershipImportRow']> }>;
  ImportProductsInput: ImportProductsInput;
  ImportProductsPayload: ResolverTypeWrapper<Omit<ImportProductsPayload, 'errors' | 'rows'> & { errors: Array<ResolversTypes['UserError']>, rows: Array<ResolversTypes['ImportRowResult']> }>;
  ImportRowResult: ResolverTypeWrapper<Omit<ImportRowResult, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteAccountInput: InviteAccountInput;
  InviteAccountPayload: ResolverTypeWrapper<Omit<InviteAccountPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  InviteTeamMemberInput: InviteTeamMemberInput;
  InviteTeamMemberPayload: ResolverTypeWrapper<Omit<InviteTeamMemberPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  IssueSpotAwardInput: IssueSpotAwardInput;
  IssueSpotAwardPayload: ResolverTypeWrapper<Omit<IssueSpotAwardPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  LearningStreak: ResolverTypeWrapper<LearningStreak>;
  MarkAllNotificationsReadPayload: ResolverTypeWrapper<Omit<MarkAllNotificationsReadPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  MarketingFund: MarketingFund;
  MarketingFunds: ResolverTypeWrapper<MarketingFunds>;
  MarketingFundsSummary: ResolverTypeWrapper<MarketingFundsSummary>;
  MeetingRequest: ResolverTypeWrapper<MeetingRequest>;
  Metric: ResolverTypeWrapper<Metric>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyClaimFilter: MyClaimFilter;
  NetworkDealership: ResolverTypeWrapper<NetworkDealership>;
  NetworkDealershipConnection: ResolverTypeWrapper<NetworkDealershipConnection>;
  NetworkDealershipEdge: ResolverTypeWrapper<NetworkDealershipEdge>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChange: ResolverTypeWrapper<NotificationChange>;
  NotificationChangeKind: NotificationChangeKind;
  NotificationIdInput: NotificationIdInput;
  NotificationList: ResolverTypeWrapper<NotificationList>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationType: NotificationType;
  Offer: ResolverTypeWrapper<Offer>;
  OfferCategory: OfferCategory;
  OverrideApproveClaimPayload: ResolverTypeWrapper<Omit<OverrideApproveClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Participant: ResolverTypeWrapper<Participant>;
  ParticipantConnection: ResolverTypeWrapper<ParticipantConnection>;
  ParticipantEdge: ResolverTypeWrapper<ParticipantEdge>;
  ParticipantFilter: ParticipantFilter;
  ParticipantRole: ParticipantRole;
  ParticipantSort: ParticipantSort;
  ParticipantSortField: ParticipantSortField;
  ParticipantStats: ResolverTypeWrapper<ParticipantStats>;
  ParticipantStatus: ParticipantStatus;
  PastEvent: ResolverTypeWrapper<PastEvent>;
  PayoutSegment: ResolverTypeWrapper<PayoutSegment>;
  PendingClaimsSummary: ResolverTypeWrapper<PendingClaimsSummary>;
  PersonalInfo: ResolverTypeWrapper<PersonalInfo>;
  PointsAccount: ResolverTypeWrapper<PointsAccount>;
  PointsAction: PointsAction;
  PointsActivity: ResolverTypeWrapper<PointsActivity>;
  PointsActivityConnection: ResolverTypeWrapper<PointsActivityConnection>;
  PointsActivityEdge: ResolverTypeWrapper<PointsActivityEdge>;
  PointsPosition: ResolverTypeWrapper<PointsPosition>;
  ProcessingTime: ResolverTypeWrapper<ProcessingTime>;
  Product: ResolverTypeWrapper<Product>;
  ProductConnection: ResolverTypeWrapper<ProductConnection>;
  ProductEdge: ResolverTypeWrapper<ProductEdge>;
  ProductFilter: ProductFilter;
  ProductIdInput: ProductIdInput;
  ProductInput: ProductInput;
  ProductStats: ResolverTypeWrapper<ProductStats>;
  ProductStatusFilter: ProductStatusFilter;
  Profile: ResolverTypeWrapper<Profile>;
  ProgramHealth: ResolverTypeWrapper<ProgramHealth>;
  Promotion: ResolverTypeWrapper<Promotion>;
  PromotionCategory: PromotionCategory;
  PromotionConnection: ResolverTypeWrapper<PromotionConnection>;
  PromotionEdge: ResolverTypeWrapper<PromotionEdge>;
  PromotionIdInput: PromotionIdInput;
  PromotionReviewInput: PromotionReviewInput;
  PromotionStatus: PromotionStatus;
  PromotionSubcategory: PromotionSubcategory;
  PurchaseVolume: ResolverTypeWrapper<PurchaseVolume>;
  QuarterlyAccrual: ResolverTypeWrapper<QuarterlyAccrual>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingBucket: ResolverTypeWrapper<RatingBucket>;
  ReactivateAccountPayload: ResolverTypeWrapper<Omit<ReactivateAccountPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ReceiptForm: ResolverTypeWrapper<ReceiptForm>;
  ReceiptFormPlacement: ReceiptFormPlacement;
  Recognition: ResolverTypeWrapper<Recognition>;
  Recording: ResolverTypeWrapper<Recording>;
  RedeemRewardInput: RedeemRewardInput;
  RedeemRewardPayload: ResolverTypeWrapper<Omit<RedeemRewardPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RedeemState: RedeemState;
  RegionalLeader: ResolverTypeWrapper<RegionalLeader>;
  RegisterForEventPayload: ResolverTypeWrapper<Omit<RegisterForEventPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RegisterForWebinarPayload: ResolverTypeWrapper<Omit<RegisterForWebinarPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Registration: ResolverTypeWrapper<Registration>;
  RejectClaimInput: RejectClaimInput;
  RejectClaimPayload: ResolverTypeWrapper<Omit<RejectClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RejectEnrolmentInput: RejectEnrolmentInput;
  RejectEnrolmentPayload: ResolverTypeWrapper<Omit<RejectEnrolmentPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RejectPromotionPayload: ResolverTypeWrapper<Omit<RejectPromotionPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ReportDefinition: ResolverTypeWrapper<ReportDefinition>;
  ReportKind: ReportKind;
  RequestClaimInfoInput: RequestClaimInfoInput;
  RequestClaimInfoPayload: ResolverTypeWrapper<Omit<RequestClaimInfoPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RequestMeetingInput: RequestMeetingInput;
  RequestMeetingPayload: ResolverTypeWrapper<Omit<RequestMeetingPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<Omit<RequestPasswordResetPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RequestPromotionChangesPayload: ResolverTypeWrapper<Omit<RequestPromotionChangesPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ResendInvitationPayload: ResolverTypeWrapper<Omit<ResendInvitationPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ResetDemoDataPayload: ResolverTypeWrapper<Omit<ResetDemoDataPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ResourceLink: ResolverTypeWrapper<ResourceLink>;
  Resources: ResolverTypeWrapper<Resources>;
  RespondToReviewInput: RespondToReviewInput;
  RespondToReviewPayload: ResolverTypeWrapper<Omit<RespondToReviewPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RestoreProductInput: RestoreProductInput;
  RestoreProductPayload: ResolverTypeWrapper<Omit<RestoreProductPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ResubmitClaimInput: ResubmitClaimInput;
  ResubmitClaimPayload: ResolverTypeWrapper<Omit<ResubmitClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Review: ResolverTypeWrapper<Review>;
  ReviewConnection: ResolverTypeWrapper<ReviewConnection>;
  ReviewEdge: ResolverTypeWrapper<ReviewEdge>;
  ReviewFilter: ReviewFilter;
  ReviewResponse: ResolverTypeWrapper<ReviewResponse>;
  ReviewSnippet: ResolverTypeWrapper<ReviewSnippet>;
  ReviewSource: ReviewSource;
  ReviewSourceSummary: ResolverTypeWrapper<ReviewSourceSummary>;
  ReviewStats: ResolverTypeWrapper<ReviewStats>;
  ReviewTab: ReviewTab;
  ReviewsSummary: ResolverTypeWrapper<ReviewsSummary>;
  Reward: ResolverTypeWrapper<Reward>;
  RewardCategory: RewardCategory;
  RewardCategoryPopularity: ResolverTypeWrapper<RewardCategoryPopularity>;
  RewardTile: ResolverTypeWrapper<RewardTile>;
  RewardsAdminStats: ResolverTypeWrapper<RewardsAdminStats>;
  RewardsOverview: ResolverTypeWrapper<RewardsOverview>;
  Role: Role;
  SaveEarnRateInput: SaveEarnRateInput;
  SaveEarnRatePayload: ResolverTypeWrapper<Omit<SaveEarnRatePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Session: ResolverTypeWrapper<Session>;
  SetCartLineInput: SetCartLineInput;
  SetCartLinePayload: ResolverTypeWrapper<Omit<SetCartLinePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SetDealershipStatusInput: SetDealershipStatusInput;
  SetDealershipStatusPayload: ResolverTypeWrapper<Omit<SetDealershipStatusPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SetParticipantStatusInput: SetParticipantStatusInput;
  SetParticipantStatusPayload: ResolverTypeWrapper<Omit<SetParticipantStatusPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SetPasswordInput: SetPasswordInput;
  SetPasswordPayload: ResolverTypeWrapper<Omit<SetPasswordPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SetProductActiveInput: SetProductActiveInput;
  SetProductActivePayload: ResolverTypeWrapper<Omit<SetProductActivePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SignOutPayload: ResolverTypeWrapper<Omit<SignOutPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<Omit<SignUpPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SortDirection: SortDirection;
  SpotAward: ResolverTypeWrapper<SpotAward>;
  SpotAwardType: SpotAwardType;
  StoreLoyaltyStats: ResolverTypeWrapper<StoreLoyaltyStats>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitClaimInput: SubmitClaimInput;
  SubmitClaimPayload: ResolverTypeWrapper<Omit<SubmitClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SubmitFundClaimInput: SubmitFundClaimInput;
  SubmitFundClaimPayload: ResolverTypeWrapper<Omit<SubmitFundClaimPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupportContacts: ResolverTypeWrapper<SupportContacts>;
  SwitchRoleInput: SwitchRoleInput;
  SwitchRolePayload: ResolverTypeWrapper<Omit<SwitchRolePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  TargetProducts: TargetProducts;
  TerritoryManager: ResolverTypeWrapper<TerritoryManager>;
  Tier: ResolverTypeWrapper<Tier>;
  TierMilestone: ResolverTypeWrapper<TierMilestone>;
  TierName: TierName;
  TierStatus: ResolverTypeWrapper<TierStatus>;
  TotalPayouts: ResolverTypeWrapper<TotalPayouts>;
  Training: ResolverTypeWrapper<Training>;
  TrainingProgress: ResolverTypeWrapper<TrainingProgress>;
  TrainingStats: ResolverTypeWrapper<TrainingStats>;
  TransactionCategory: TransactionCategory;
  TransactionStatus: TransactionStatus;
  UpdateDealerInfoInput: UpdateDealerInfoInput;
  UpdateDealerInfoPayload: ResolverTypeWrapper<Omit<UpdateDealerInfoPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdateDealershipInput: UpdateDealershipInput;
  UpdateDealershipPayload: ResolverTypeWrapper<Omit<UpdateDealershipPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  UpdateNotificationPreferencesPayload: ResolverTypeWrapper<Omit<UpdateNotificationPreferencesPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdatePersonalInfoInput: UpdatePersonalInfoInput;
  UpdatePersonalInfoPayload: ResolverTypeWrapper<Omit<UpdatePersonalInfoPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdateProductInput: UpdateProductInput;
  UpdateProductPayload: ResolverTypeWrapper<Omit<UpdateProductPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdatePromotionInput: UpdatePromotionInput;
  UpdatePromotionPayload: ResolverTypeWrapper<Omit<UpdatePromotionPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  User: ResolverTypeWrapper<User>;
  UserError: ResolverTypeWrapper<FieldError>;
  UserErrorCode: UserErrorCode;
  Webinar: ResolverTypeWrapper<Webinar>;
  WebinarIdInput: WebinarIdInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: Account;
  AccountConnection: AccountConnection;
  AccountEdge: AccountEdge;
  AccountFilter: AccountFilter;
  AccountIdInput: AccountIdInput;
  ActivateOfferInput: ActivateOfferInput;
  ActivateOfferPayload: Omit<ActivateOfferPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  AdminDashboard: AdminDashboard;
  AdminPromotion: AdminPromotion;
  AdminPromotionConnection: AdminPromotionConnection;
  AdminPromotionEdge: AdminPromotionEdge;
  AdminPromotionFilter: AdminPromotionFilter;
  AdvanceCoursePayload: Omit<AdvanceCoursePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  AdvisorDashboard: AdvisorDashboard;
  AdvisorSales: AdvisorSales;
  AnnualFundTotals: AnnualFundTotals;
  ApproveClaimPayload: Omit<ApproveClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ApproveEnrolmentInput: ApproveEnrolmentInput;
  ApproveEnrolmentPayload: Omit<ApproveEnrolmentPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ApprovePromotionPayload: Omit<ApprovePromotionPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  BalanceChange: BalanceChange;
  Boolean: Scalars['Boolean']['output'];
  BrandAmount: BrandAmount;
  BrandVolumeMonth: BrandVolumeMonth;
  CalendarEntry: CalendarEntry;
  CancelEventRegistrationPayload: Omit<CancelEventRegistrationPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Cart: Cart;
  CartLine: CartLine;
  Certification: Certification;
  CertificationPath: CertificationPath;
  ChangeAccountRoleInput: ChangeAccountRoleInput;
  ChangeAccountRolePayload: Omit<ChangeAccountRolePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  CheckoutCartPayload: Omit<CheckoutCartPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Claim: Claim;
  ClaimActor: ClaimActor;
  ClaimAttachment: ClaimAttachment;
  ClaimAttachmentInput: ClaimAttachmentInput;
  ClaimChange: ClaimChange;
  ClaimConnection: ClaimConnection;
  ClaimDecisionResult: Omit<ClaimDecisionResult, 'error'> & { error?: Maybe<ResolversParentTypes['UserError']> };
  ClaimEdge: ClaimEdge;
  ClaimEquipment: ClaimEquipment;
  ClaimEvidence: ClaimEvidence;
  ClaimFilter: ClaimFilter;
  ClaimFlag: ClaimFlag;
  ClaimHistoryEntry: ClaimHistoryEntry;
  ClaimIdInput: ClaimIdInput;
  ClaimProduct: ClaimProduct;
  ClaimRefInput: ClaimRefInput;
  ClaimSort: ClaimSort;
  ClaimTrendPoint: ClaimTrendPoint;
  ClaimedSales: ClaimedSales;
  ClaimsAnalytics: ClaimsAnalytics;
  ClaimsByStatus: ClaimsByStatus;
  CompleteProfileSetupInput: CompleteProfileSetupInput;
  CompleteProfileSetupPayload: Omit<CompleteProfileSetupPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ContestBanner: ContestBanner;
  Course: Course;
  CourseIdInput: CourseIdInput;
  CreateDealershipInput: CreateDealershipInput;
  CreateDealershipPayload: Omit<CreateDealershipPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  CreateProductPayload: Omit<CreateProductPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  CreatePromotionInput: CreatePromotionInput;
  CreatePromotionPayload: Omit<CreatePromotionPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeactivateAccountPayload: Omit<DeactivateAccountPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Dealer: Dealer;
  DealerDashboard: DealerDashboard;
  DealerInfo: DealerInfo;
  DealershipFilter: DealershipFilter;
  DealershipImportRow: Omit<DealershipImportRow, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DealershipInput: DealershipInput;
  DecideClaimsInput: DecideClaimsInput;
  DecideClaimsPayload: Omit<DecideClaimsPayload, 'errors' | 'results'> & { errors: Array<ResolversParentTypes['UserError']>, results: Array<ResolversParentTypes['ClaimDecisionResult']> };
  Decimal: Scalars['Decimal']['output'];
  DeleteNotificationPayload: Omit<DeleteNotificationPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeleteProductPayload: Omit<DeleteProductPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeletePromotionPayload: Omit<DeletePromotionPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  EarnRate: EarnRate;
  EarnRateConnection: EarnRateConnection;
  EarnRateEdge: EarnRateEdge;
  EarnRateFilter: EarnRateFilter;
  EarningActivity: EarningActivity;
  EarningActivityConnection: EarningActivityConnection;
  EarningActivityEdge: EarningActivityEdge;
  EarningsOverview: EarningsOverview;
  EmergencyContact: EmergencyContact;
  EnrollInCoursePayload: Omit<EnrollInCoursePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  EnrolmentDealership: EnrolmentDealership;
  EnrolmentRequest: EnrolmentRequest;
  Event: Event;
  EventIdInput: EventIdInput;
  EventsOverview: EventsOverview;
  FaqCategory: FaqCategory;
  FaqEntry: FaqEntry;
  Float: Scalars['Float']['output'];
  FundBalance: FundBalance;
  FundTransaction: FundTransaction;
  FundTransactionConnection: FundTransactionConnection;
  FundTransactionEdge: FundTransactionEdge;
  GenerateReportInput: GenerateReportInput;
  GenerateReportPayload: Omit<GenerateReportPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  GeneratedReport: GeneratedReport;
  GuidelineSection: GuidelineSection;
  HeroSlide: HeroSlide;
  ID: Scalars['ID']['output'];
  ImportDealershipsInput: ImportDealershipsInput;
  ImportDealershipsPayload: Omit<ImportDealershipsPayload, 'errors' | 'rows'> & { errors: Array<ResolversParentTypes['UserError']>, rows: Array<ResolversParentTypes['DealershipImportRow']> };
  ImportProductsInput: ImportProductsInput;
  ImportProductsPayload: Omit<ImportProductsPayload, 'errors' | 'rows'> & { errors: Array<ResolversParentTypes['UserError']>, rows: Array<ResolversParentTypes['ImportRowResult']> };
  ImportRowResult: Omit<ImportRowResult, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Int: Scalars['Int']['output'];
  InviteAccountInput: InviteAccountInput;
  InviteAccountPayload: Omit<InviteAccountPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  InviteTeamMemberInput: InviteTeamMemberInput;
  InviteTeamMemberPayload: Omit<InviteTeamMemberPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  IssueSpotAwardInput: IssueSpotAwardInput;
  IssueSpotAwardPayload: Omit<IssueSpotAwardPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  LearningStreak: LearningStreak;
  MarkAllNotificationsReadPayload: Omit<MarkAllNotificationsReadPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  MarketingFunds: MarketingFunds;
  MarketingFundsSummary: MarketingFundsSummary;
  MeetingRequest: MeetingRequest;
  Metric: Metric;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MyClaimFilter: MyClaimFilter;
  NetworkDealership: NetworkDealership;
  NetworkDealershipConnection: NetworkDealershipConnection;
  NetworkDealershipEdge: NetworkDealershipEdge;
  Notification: Notification;
  NotificationChange: NotificationChange;
  NotificationIdInput: NotificationIdInput;
  NotificationList: NotificationList;
  NotificationPreferences: NotificationPreferences;
  Offer: Offer;
  OverrideApproveClaimPayload: Omit<OverrideApproveClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  PageInfo: PageInfo;
  Participant: Participant;
  ParticipantConnection: ParticipantConnection;
  ParticipantEdge: ParticipantEdge;
  ParticipantFilter: ParticipantFilter;
  ParticipantSort: ParticipantSort;
  ParticipantStats: ParticipantStats;
  PastEvent: PastEvent;
  PayoutSegment: PayoutSegment;
  PendingClaimsSummary: PendingClaimsSummary;
  PersonalInfo: PersonalInfo;
  PointsAccount: PointsAccount;
  PointsActivity: PointsActivity;
  PointsActivityConnection: PointsActivityConnection;
  PointsActivityEdge: PointsActivityEdge;
  PointsPosition: PointsPosition;
  ProcessingTime: ProcessingTime;
  Product: Product;
  ProductConnection: ProductConnection;
  ProductEdge: ProductEdge;
  ProductFilter: ProductFilter;
  ProductIdInput: ProductIdInput;
  ProductInput: ProductInput;
  ProductStats: ProductStats;
  Profile: Profile;
  ProgramHealth: ProgramHealth;
  Promotion: Promotion;
  PromotionConnection: PromotionConnection;
  PromotionEdge: PromotionEdge;
  PromotionIdInput: PromotionIdInput;
  PromotionReviewInput: PromotionReviewInput;
  PurchaseVolume: PurchaseVolume;
  QuarterlyAccrual: QuarterlyAccrual;
  Query: Record<PropertyKey, never>;
  RatingBucket: RatingBucket;
  ReactivateAccountPayload: Omit<ReactivateAccountPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ReceiptForm: ReceiptForm;
  Recognition: Recognition;
  Recording: Recording;
  RedeemRewardInput: RedeemRewardInput;
  RedeemRewardPayload: Omit<RedeemRewardPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RegionalLeader: RegionalLeader;
  RegisterForEventPayload: Omit<RegisterForEventPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RegisterForWebinarPayload: Omit<RegisterForWebinarPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Registration: Registration;
  RejectClaimInput: RejectClaimInput;
  RejectClaimPayload: Omit<RejectClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RejectEnrolmentInput: RejectEnrolmentInput;
  RejectEnrolmentPayload: Omit<RejectEnrolmentPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RejectPromotionPayload: Omit<RejectPromotionPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ReportDefinition: ReportDefinition;
  RequestClaimInfoInput: RequestClaimInfoInput;
  RequestClaimInfoPayload: Omit<RequestClaimInfoPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RequestMeetingInput: RequestMeetingInput;
  RequestMeetingPayload: Omit<RequestMeetingPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: Omit<RequestPasswordResetPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RequestPromotionChangesPayload: Omit<RequestPromotionChangesPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ResendInvitationPayload: Omit<ResendInvitationPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ResetDemoDataPayload: Omit<ResetDemoDataPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ResourceLink: ResourceLink;
  Resources: Resources;
  RespondToReviewInput: RespondToReviewInput;
  RespondToReviewPayload: Omit<RespondToReviewPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RestoreProductInput: RestoreProductInput;
  RestoreProductPayload: Omit<RestoreProductPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ResubmitClaimInput: ResubmitClaimInput;
  ResubmitClaimPayload: Omit<ResubmitClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Review: Review;
  ReviewConnection: ReviewConnection;
  ReviewEdge: ReviewEdge;
  ReviewFilter: ReviewFilter;
  ReviewResponse: ReviewResponse;
  ReviewSnippet: ReviewSnippet;
  ReviewSourceSummary: ReviewSourceSummary;
  ReviewStats: ReviewStats;
  ReviewsSummary: ReviewsSummary;
  Reward: Reward;
  RewardCategoryPopularity: RewardCategoryPopularity;
  RewardTile: RewardTile;
  RewardsAdminStats: RewardsAdminStats;
  RewardsOverview: RewardsOverview;
  SaveEarnRateInput: SaveEarnRateInput;
  SaveEarnRatePayload: Omit<SaveEarnRatePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Session: Session;
  SetCartLineInput: SetCartLineInput;
  SetCartLinePayload: Omit<SetCartLinePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SetDealershipStatusInput: SetDealershipStatusInput;
  SetDealershipStatusPayload: Omit<SetDealershipStatusPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SetParticipantStatusInput: SetParticipantStatusInput;
  SetParticipantStatusPayload: Omit<SetParticipantStatusPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SetPasswordInput: SetPasswordInput;
  SetPasswordPayload: Omit<SetPasswordPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SetProductActiveInput: SetProductActiveInput;
  SetProductActivePayload: Omit<SetProductActivePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SignOutPayload: Omit<SignOutPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SignUpInput: SignUpInput;
  SignUpPayload: Omit<SignUpPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SpotAward: SpotAward;
  StoreLoyaltyStats: StoreLoyaltyStats;
  String: Scalars['String']['output'];
  SubmitClaimInput: SubmitClaimInput;
  SubmitClaimPayload: Omit<SubmitClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SubmitFundClaimInput: SubmitFundClaimInput;
  SubmitFundClaimPayload: Omit<SubmitFundClaimPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  Subscription: Record<PropertyKey, never>;
  SupportContacts: SupportContacts;
  SwitchRoleInput: SwitchRoleInput;
  SwitchRolePayload: Omit<SwitchRolePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  TerritoryManager: TerritoryManager;
  Tier: Tier;
  TierMilestone: TierMilestone;
  TierStatus: TierStatus;
  TotalPayouts: TotalPayouts;
  Training: Training;
  TrainingProgress: TrainingProgress;
  TrainingStats: TrainingStats;
  UpdateDealerInfoInput: UpdateDealerInfoInput;
  UpdateDealerInfoPayload: Omit<UpdateDealerInfoPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdateDealershipInput: UpdateDealershipInput;
  UpdateDealershipPayload: Omit<UpdateDealershipPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  UpdateNotificationPreferencesPayload: Omit<UpdateNotificationPreferencesPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdatePersonalInfoInput: UpdatePersonalInfoInput;
  UpdatePersonalInfoPayload: Omit<UpdatePersonalInfoPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdateProductInput: UpdateProductInput;
  UpdateProductPayload: Omit<UpdateProductPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdatePromotionInput: UpdatePromotionInput;
  UpdatePromotionPayload: Omit<UpdatePromotionPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  User: User;
  UserError: FieldError;
  Webinar: Webinar;
  WebinarIdInput: WebinarIdInput;
}>;

export type AccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dealer?: Resolver<Maybe<ResolversTypes['Dealer']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
}>;

export type AccountConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountConnection'] = ResolversParentTypes['AccountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountEdge'] = ResolversParentTypes['AccountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type ActivateOfferPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivateOfferPayload'] = ResolversParentTypes['ActivateOfferPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
}>;

export type AdminDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = ResolversObject<{
  claimsByStatus?: Resolver<ResolversTypes['ClaimsByStatus'], ParentType, ContextType>;
  payoutSegmentation?: Resolver<Array<ResolversTypes['PayoutSegment']>, ParentType, ContextType>;
  popularRewards?: Resolver<Array<ResolversTypes['RewardCategoryPopularity']>, ParentType, ContextType>;
  processingTime?: Resolver<ResolversTypes['ProcessingTime'], ParentType, ContextType>;
  programHealth?: Resolver<ResolversTypes['ProgramHealth'], ParentType, ContextType>;
  totalPayouts?: Resolver<ResolversTypes['TotalPayouts'], ParentType, ContextType>;
}>;

export type AdminPromotionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminPromotion'] = ResolversParentTypes['AdminPromotion']> = ResolversObject<{
  autoEnroll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminPromotionStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetProducts?: Resolver<ResolversTypes['TargetProducts'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AdminPromotionType'], ParentType, ContextType>;
}>;

export type AdminPromotionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminPromotionConnection'] = ResolversParentTypes['AdminPromotionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AdminPromotionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalParticipants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminPromotionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminPromotionEdge'] = ResolversParentTypes['AdminPromotionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminPromotion'], ParentType, ContextType>;
}>;

export type AdvanceCoursePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdvanceCoursePayload'] = ResolversParentTypes['AdvanceCoursePayload']> = ResolversObject<{
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['TrainingStats']>, ParentType, ContextType>;
}>;

export type AdvisorDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdvisorDashboard'] = ResolversParentTypes['AdvisorDashboard']> = ResolversObject<{
  pendingClaims?: Resolver<ResolversTypes['PendingClaimsSummary'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['PointsPosition'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['AdvisorSales'], ParentType, ContextType>;
  training?: Resolver<ResolversTypes['TrainingProgress'], ParentType, ContextType>;
}>;

export type AdvisorSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdvisorSales'] = ResolversParentTypes['AdvisorSales']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AnnualFundTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnualFundTotals'] = ResolversParentTypes['AnnualFundTotals']> = ResolversObject<{
  earned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utilizationPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApproveClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApproveClaimPayload'] = ResolversParentTypes['ApproveClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApproveEnrolmentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApproveEnrolmentPayload'] = ResolversParentTypes['ApproveEnrolmentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['EnrolmentRequest']>, ParentType, ContextType>;
}>;

export type ApprovePromotionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovePromotionPayload'] = ResolversParentTypes['ApprovePromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export type BalanceChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalanceChange'] = ResolversParentTypes['BalanceChange']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['PointsActivity']>, ParentType, ContextType>;
}>;

export type BrandAmountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BrandAmount'] = ResolversParentTypes['BrandAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandVolumeMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BrandVolumeMonth'] = ResolversParentTypes['BrandVolumeMonth']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['BrandAmount']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CalendarEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEntry'] = ResolversParentTypes['CalendarEntry']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CancelEventRegistrationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancelEventRegistrationPayload'] = ResolversParentTypes['CancelEventRegistrationPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CertificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certification'] = ResolversParentTypes['Certification']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertificationPathResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificationPath'] = ResolversParentTypes['CertificationPath']> = ResolversObject<{
  completedCourses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredCourses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requirement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangeAccountRolePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangeAccountRolePayload'] = ResolversParentTypes['ChangeAccountRolePayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ChangePasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type CheckoutCartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutCartPayload'] = ResolversParentTypes['CheckoutCartPayload']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['PointsAccount']>, ParentType, ContextType>;
}>;

export type ClaimResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  customerZip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  evidence?: Resolver<ResolversTypes['ClaimEvidence'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ClaimFlag']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ClaimHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  installedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  participant?: Resolver<ResolversTypes['Participant'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ClaimProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingTooLong?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimActorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimActor'] = ResolversParentTypes['ClaimActor']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type ClaimAttachmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimAttachment'] = ResolversParentTypes['ClaimAttachment']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClaimChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimChange'] = ResolversParentTypes['ClaimChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ClaimAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['ClaimActor'], ParentType, ContextType>;
  claim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType>;
}>;

export type ClaimConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimConnection'] = ResolversParentTypes['ClaimConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ClaimEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClaimDecisionResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimDecisionResult'] = ResolversParentTypes['ClaimDecisionResult']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  claimId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimEdge'] = ResolversParentTypes['ClaimEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Claim'], ParentType, ContextType>;
}>;

export type ClaimEquipmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimEquipment'] = ResolversParentTypes['ClaimEquipment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialExample?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialPattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimEvidenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimEvidence'] = ResolversParentTypes['ClaimEvidence']> = ResolversObject<{
  attachment?: Resolver<Maybe<ResolversTypes['ClaimAttachment']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimFlag'] = ResolversParentTypes['ClaimFlag']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ClaimFlagCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relatedClaimId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ClaimHistoryEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimHistoryEntry'] = ResolversParentTypes['ClaimHistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ClaimAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['ClaimActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attachment?: Resolver<Maybe<ResolversTypes['ClaimAttachment']>, ParentType, ContextType>;
  fromAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['ClaimStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ClaimProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimProduct'] = ResolversParentTypes['ClaimProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimTrendPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimTrendPoint'] = ResolversParentTypes['ClaimTrendPoint']> = ResolversObject<{
  approvalRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClaimedSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimedSales'] = ResolversParentTypes['ClaimedSales']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePerClaim?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ClaimsAnalyticsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimsAnalytics'] = ResolversParentTypes['ClaimsAnalytics']> = ResolversObject<{
  approvalRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approvedClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageProcessingDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dealers?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType>;
  flaggedClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingTarget?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['ClaimTrendPoint']>, ParentType, ContextType>;
}>;

export type ClaimsByStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClaimsByStatus'] = ResolversParentTypes['ClaimsByStatus']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsInfo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompleteProfileSetupPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CompleteProfileSetupPayload'] = ResolversParentTypes['CompleteProfileSetupPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type ContestBannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContestBanner'] = ResolversParentTypes['ContestBanner']> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CourseCategory'], ParentType, ContextType>;
  certification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enrolledOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['CourseLevel'], ParentType, ContextType>;
  modules?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modulesCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateDealershipPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateDealershipPayload'] = ResolversParentTypes['CreateDealershipPayload']> = ResolversObject<{
  dealership?: Resolver<Maybe<ResolversTypes['NetworkDealership']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateProductPayload'] = ResolversParentTypes['CreateProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type CreatePromotionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePromotionPayload'] = ResolversParentTypes['CreatePromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeactivateAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeactivateAccountPayload'] = ResolversParentTypes['DeactivateAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DealerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dealer'] = ResolversParentTypes['Dealer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DealerDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealerDashboard'] = ResolversParentTypes['DealerDashboard']> = ResolversObject<{
  claimedSales?: Resolver<ResolversTypes['ClaimedSales'], ParentType, ContextType>;
  marketingFunds?: Resolver<ResolversTypes['MarketingFundsSummary'], ParentType, ContextType>;
  purchaseVolume?: Resolver<ResolversTypes['PurchaseVolume'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewsSummary'], ParentType, ContextType>;
}>;

export type DealerInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealerInfo'] = ResolversParentTypes['DealerInfo']> = ResolversObject<{
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessType?: Resolver<Maybe<ResolversTypes['BusinessType']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearEstablished?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DealershipImportRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealershipImportRow'] = ResolversParentTypes['DealershipImportRow']> = ResolversObject<{
  dealership?: Resolver<Maybe<ResolversTypes['NetworkDealership']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DecideClaimsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DecideClaimsPayload'] = ResolversParentTypes['DecideClaimsPayload']> = ResolversObject<{
  decided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ClaimDecisionResult']>, ParentType, ContextType>;
}>;

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeleteNotificationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteNotificationPayload'] = ResolversParentTypes['DeleteNotificationPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType>;
}>;

export type DeleteProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type DeletePromotionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePromotionPayload'] = ResolversParentTypes['DeletePromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export type EarnRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarnRate'] = ResolversParentTypes['EarnRate']> = ResolversObject<{
  baseAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  basePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['EarnRateTier'], ParentType, ContextType>;
}>;

export type EarnRateConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarnRateConnection'] = ResolversParentTypes['EarnRateConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EarnRateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EarnRateEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarnRateEdge'] = ResolversParentTypes['EarnRateEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EarnRate'], ParentType, ContextType>;
}>;

export type EarningActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarningActivity'] = ResolversParentTypes['EarningActivity']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EarningType'], ParentType, ContextType>;
}>;

export type EarningActivityConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarningActivityConnection'] = ResolversParentTypes['EarningActivityConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EarningActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EarningActivityEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarningActivityEdge'] = ResolversParentTypes['EarningActivityEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EarningActivity'], ParentType, ContextType>;
}>;

export type EarningsOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EarningsOverview'] = ResolversParentTypes['EarningsOverview']> = ResolversObject<{
  activity?: Resolver<ResolversTypes['EarningActivityConnection'], ParentType, ContextType, RequireFields<EarningsOverviewActivityArgs, 'first'>>;
  marketingFunds?: Resolver<Maybe<ResolversTypes['MarketingFundsSummary']>, ParentType, ContextType>;
  milestones?: Resolver<Array<ResolversTypes['TierMilestone']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['PointsAccount'], ParentType, ContextType>;
  rebatesPending?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rebatesYtd?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['TierStatus'], ParentType, ContextType>;
}>;

export type EmergencyContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmergencyContact'] = ResolversParentTypes['EmergencyContact']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrollInCoursePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrollInCoursePayload'] = ResolversParentTypes['EnrollInCoursePayload']> = ResolversObject<{
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['TrainingStats']>, ParentType, ContextType>;
}>;

export type EnrolmentDealershipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolmentDealership'] = ResolversParentTypes['EnrolmentDealership']> = ResolversObject<{
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  dealerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EnrolmentRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolmentRequest'] = ResolversParentTypes['EnrolmentRequest']> = ResolversObject<{
  dealerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchingDealer?: Resolver<Maybe<ResolversTypes['Dealer']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnrolmentRequestStatus'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attendees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['EventFormat'], ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spotsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventsOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventsOverview'] = ResolversParentTypes['EventsOverview']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  eventsAttended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextEvent?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  pastEvents?: Resolver<Array<ResolversTypes['PastEvent']>, ParentType, ContextType>;
  registeredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FaqCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FundBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FundBalance'] = ResolversParentTypes['FundBalance']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fund?: Resolver<ResolversTypes['MarketingFund'], ParentType, ContextType>;
}>;

export type FundTransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FundTransaction'] = ResolversParentTypes['FundTransaction']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['TransactionCategory'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fund?: Resolver<ResolversTypes['MarketingFund'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
}>;

export type FundTransactionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FundTransactionConnection'] = ResolversParentTypes['FundTransactionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FundTransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FundTransactionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FundTransactionEdge'] = ResolversParentTypes['FundTransactionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FundTransaction'], ParentType, ContextType>;
}>;

export type GenerateReportPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GenerateReportPayload'] = ResolversParentTypes['GenerateReportPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['GeneratedReport']>, ParentType, ContextType>;
}>;

export type GeneratedReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeneratedReport'] = ResolversParentTypes['GeneratedReport']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['Metric']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuidelineSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GuidelineSection'] = ResolversParentTypes['GuidelineSection']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeroSlideResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HeroSlide'] = ResolversParentTypes['HeroSlide']> = ResolversObject<{
  cta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportDealershipsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportDealershipsPayload'] = ResolversParentTypes['ImportDealershipsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  importedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DealershipImportRow']>, ParentType, ContextType>;
}>;

export type ImportProductsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportProductsPayload'] = ResolversParentTypes['ImportProductsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  importedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ImportRowResult']>, ParentType, ContextType>;
}>;

export type ImportRowResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportRowResult'] = ResolversParentTypes['ImportRowResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type InviteAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InviteAccountPayload'] = ResolversParentTypes['InviteAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InviteTeamMemberPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InviteTeamMemberPayload'] = ResolversParentTypes['InviteTeamMemberPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IssueSpotAwardPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IssueSpotAwardPayload'] = ResolversParentTypes['IssueSpotAwardPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  participant?: Resolver<Maybe<ResolversTypes['Participant']>, ParentType, ContextType>;
  spotAward?: Resolver<Maybe<ResolversTypes['SpotAward']>, ParentType, ContextType>;
}>;

export type LearningStreakResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningStreak'] = ResolversParentTypes['LearningStreak']> = ResolversObject<{
  currentDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<Array<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type MarkAllNotificationsReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarkAllNotificationsReadPayload'] = ResolversParentTypes['MarkAllNotificationsReadPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType>;
}>;

export type MarkNotificationReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType>;
}>;

export type MarketingFundsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarketingFunds'] = ResolversParentTypes['MarketingFunds']> = ResolversObject<{
  accruals?: Resolver<Array<ResolversTypes['QuarterlyAccrual']>, ParentType, ContextType>;
  annual?: Resolver<ResolversTypes['AnnualFundTotals'], ParentType, ContextType>;
  guidelines?: Resolver<Array<ResolversTypes['GuidelineSection']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['MarketingFundsSummary'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['FundTransactionConnection'], ParentType, ContextType, RequireFields<MarketingFundsTransactionsArgs, 'first'>>;
}>;

export type MarketingFundsSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarketingFundsSummary'] = ResolversParentTypes['MarketingFundsSummary']> = ResolversObject<{
  availableBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  daysUntilQuarterEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earnedYtd?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['FundBalance']>, ParentType, ContextType>;
  pendingClaims?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quarterEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  utilizationRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  utilized?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type MeetingRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MeetingRequest'] = ResolversParentTypes['MeetingRequest']> = ResolversObject<{
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MetricResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Metric'] = ResolversParentTypes['Metric']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateOffer?: Resolver<ResolversTypes['ActivateOfferPayload'], ParentType, ContextType, RequireFields<MutationActivateOfferArgs, 'input'>>;
  advanceCourse?: Resolver<ResolversTypes['AdvanceCoursePayload'], ParentType, ContextType, RequireFields<MutationAdvanceCourseArgs, 'input'>>;
  approveClaim?: Resolver<ResolversTypes['ApproveClaimPayload'], ParentType, ContextType, RequireFields<MutationApproveClaimArgs, 'input'>>;
  approveEnrolment?: Resolver<ResolversTypes['ApproveEnrolmentPayload'], ParentType, ContextType, RequireFields<MutationApproveEnrolmentArgs, 'input'>>;
  approvePromotion?: Resolver<ResolversTypes['ApprovePromotionPayload'], ParentType, ContextType, RequireFields<MutationApprovePromotionArgs, 'input'>>;
  cancelEventRegistration?: Resolver<ResolversTypes['CancelEventRegistrationPayload'], ParentType, ContextType, RequireFields<MutationCancelEventRegistrationArgs, 'input'>>;
  changeAccountRole?: Resolver<ResolversTypes['ChangeAccountRolePayload'], ParentType, ContextType, RequireFields<MutationChangeAccountRoleArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkoutCart?: Resolver<ResolversTypes['CheckoutCartPayload'], ParentType, ContextType>;
  completeProfileSetup?: Resolver<ResolversTypes['CompleteProfileSetupPayload'], ParentType, ContextType, RequireFields<MutationCompleteProfileSetupArgs, 'input'>>;
  createDealership?: Resolver<ResolversTypes['CreateDealershipPayload'], ParentType, ContextType, RequireFields<MutationCreateDealershipArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['CreateProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['CreatePromotionPayload'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  deactivateAccount?: Resolver<ResolversTypes['DeactivateAccountPayload'], ParentType, ContextType, RequireFields<MutationDeactivateAccountArgs, 'input'>>;
  decideClaims?: Resolver<ResolversTypes['DecideClaimsPayload'], ParentType, ContextType, RequireFields<MutationDecideClaimsArgs, 'input'>>;
  deleteNotification?: Resolver<ResolversTypes['DeleteNotificationPayload'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'input'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'input'>>;
  deletePromotion?: Resolver<ResolversTypes['DeletePromotionPayload'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'input'>>;
  enrollInCourse?: Resolver<ResolversTypes['EnrollInCoursePayload'], ParentType, ContextType, RequireFields<MutationEnrollInCourseArgs, 'input'>>;
  generateReport?: Resolver<ResolversTypes['GenerateReportPayload'], ParentType, ContextType, RequireFields<MutationGenerateReportArgs, 'input'>>;
  importDealerships?: Resolver<ResolversTypes['ImportDealershipsPayload'], ParentType, ContextType, RequireFields<MutationImportDealershipsArgs, 'input'>>;
  importProducts?: Resolver<ResolversTypes['ImportProductsPayload'], ParentType, ContextType, RequireFields<MutationImportProductsArgs, 'input'>>;
  inviteAccount?: Resolver<ResolversTypes['InviteAccountPayload'], ParentType, ContextType, RequireFields<MutationInviteAccountArgs, 'input'>>;
  inviteTeamMember?: Resolver<ResolversTypes['InviteTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteTeamMemberArgs, 'input'>>;
  issueSpotAward?: Resolver<ResolversTypes['IssueSpotAwardPayload'], ParentType, ContextType, RequireFields<MutationIssueSpotAwardArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  overrideApproveClaim?: Resolver<ResolversTypes['OverrideApproveClaimPayload'], ParentType, ContextType, RequireFields<MutationOverrideApproveClaimArgs, 'input'>>;
  reactivateAccount?: Resolver<ResolversTypes['ReactivateAccountPayload'], ParentType, ContextType, RequireFields<MutationReactivateAccountArgs, 'input'>>;
  redeemReward?: Resolver<ResolversTypes['RedeemRewardPayload'], ParentType, ContextType, RequireFields<MutationRedeemRewardArgs, 'input'>>;
  registerForEvent?: Resolver<ResolversTypes['RegisterForEventPayload'], ParentType, ContextType, RequireFields<MutationRegisterForEventArgs, 'input'>>;
  registerForWebinar?: Resolver<ResolversTypes['RegisterForWebinarPayload'], ParentType, ContextType, RequireFields<MutationRegisterForWebinarArgs, 'input'>>;
  rejectClaim?: Resolver<ResolversTypes['RejectClaimPayload'], ParentType, ContextType, RequireFields<MutationRejectClaimArgs, 'input'>>;
  rejectEnrolment?: Resolver<ResolversTypes['RejectEnrolmentPayload'], ParentType, ContextType, RequireFields<MutationRejectEnrolmentArgs, 'input'>>;
  rejectPromotion?: Resolver<ResolversTypes['RejectPromotionPayload'], ParentType, ContextType, RequireFields<MutationRejectPromotionArgs, 'input'>>;
  requestClaimInfo?: Resolver<ResolversTypes['RequestClaimInfoPayload'], ParentType, ContextType, RequireFields<MutationRequestClaimInfoArgs, 'input'>>;
  requestMeeting?: Resolver<ResolversTypes['RequestMeetingPayload'], ParentType, ContextType, RequireFields<MutationRequestMeetingArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestPromotionChanges?: Resolver<ResolversTypes['RequestPromotionChangesPayload'], ParentType, ContextType, RequireFields<MutationRequestPromotionChangesArgs, 'input'>>;
  resendInvitation?: Resolver<ResolversTypes['ResendInvitationPayload'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'input'>>;
  resetDemoData?: Resolver<ResolversTypes['ResetDemoDataPayload'], ParentType, ContextType>;
  respondToReview?: Resolver<ResolversTypes['RespondToReviewPayload'], ParentType, ContextType, RequireFields<MutationRespondToReviewArgs, 'input'>>;
  restoreProduct?: Resolver<ResolversTypes['RestoreProductPayload'], ParentType, ContextType, RequireFields<MutationRestoreProductArgs, 'input'>>;
  resubmitClaim?: Resolver<ResolversTypes['ResubmitClaimPayload'], ParentType, ContextType, RequireFields<MutationResubmitClaimArgs, 'input'>>;
  saveEarnRate?: Resolver<ResolversTypes['SaveEarnRatePayload'], ParentType, ContextType, RequireFields<MutationSaveEarnRateArgs, 'input'>>;
  setCartLine?: Resolver<ResolversTypes['SetCartLinePayload'], ParentType, ContextType, RequireFields<MutationSetCartLineArgs, 'input'>>;
  setDealershipStatus?: Resolver<ResolversTypes['SetDealershipStatusPayload'], ParentType, ContextType, RequireFields<MutationSetDealershipStatusArgs, 'input'>>;
  setParticipantStatus?: Resolver<ResolversTypes['SetParticipantStatusPayload'], ParentType, ContextType, RequireFields<MutationSetParticipantStatusArgs, 'input'>>;
  setPassword?: Resolver<ResolversTypes['SetPasswordPayload'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'input'>>;
  setProductActive?: Resolver<ResolversTypes['SetProductActivePayload'], ParentType, ContextType, RequireFields<MutationSetProductActiveArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  submitClaim?: Resolver<ResolversTypes['SubmitClaimPayload'], ParentType, ContextType, RequireFields<MutationSubmitClaimArgs, 'input'>>;
  submitFundClaim?: Resolver<ResolversTypes['SubmitFundClaimPayload'], ParentType, ContextType, RequireFields<MutationSubmitFundClaimArgs, 'input'>>;
  switchRole?: Resolver<ResolversTypes['SwitchRolePayload'], ParentType, ContextType, RequireFields<MutationSwitchRoleArgs, 'input'>>;
  updateDealerInfo?: Resolver<ResolversTypes['UpdateDealerInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateDealerInfoArgs, 'input'>>;
  updateDealership?: Resolver<ResolversTypes['UpdateDealershipPayload'], ParentType, ContextType, RequireFields<MutationUpdateDealershipArgs, 'input'>>;
  updateNotificationPreferences?: Resolver<ResolversTypes['UpdateNotificationPreferencesPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
  updatePersonalInfo?: Resolver<ResolversTypes['UpdatePersonalInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdatePersonalInfoArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['UpdateProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['UpdatePromotionPayload'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'input'>>;
}>;

export type NetworkDealershipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NetworkDealership'] = ResolversParentTypes['NetworkDealership']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dealerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  principalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DealershipStatus'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['TierName'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NetworkDealershipConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NetworkDealershipConnection'] = ResolversParentTypes['NetworkDealershipConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NetworkDealershipEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NetworkDealershipEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NetworkDealershipEdge'] = ResolversParentTypes['NetworkDealershipEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NetworkDealership'], ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
}>;

export type NotificationChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationChange'] = ResolversParentTypes['NotificationChange']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['NotificationChangeKind'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = ResolversObject<{
  claimUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rewards?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  training?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['OfferCategory'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type OverrideApproveClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OverrideApproveClaimPayload'] = ResolversParentTypes['OverrideApproveClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ParticipantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Participant'] = ResolversParentTypes['Participant']> = ResolversObject<{
  averagePerClaim?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrollmentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivity?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ParticipantRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ParticipantStatus'], ParentType, ContextType>;
  totalClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEarnings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ParticipantConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParticipantConnection'] = ResolversParentTypes['ParticipantConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ParticipantEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ParticipantEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParticipantEdge'] = ResolversParentTypes['ParticipantEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Participant'], ParentType, ContextType>;
}>;

export type ParticipantStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParticipantStats'] = ResolversParentTypes['ParticipantStats']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrollmentQuarter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactivePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  newEnrollments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PastEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PastEvent'] = ResolversParentTypes['PastEvent']> = ResolversObject<{
  attendees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordings?: Resolver<Array<ResolversTypes['Recording']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayoutSegmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayoutSegment'] = ResolversParentTypes['PayoutSegment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PendingClaimsSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingClaimsSummary'] = ResolversParentTypes['PendingClaimsSummary']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PersonalInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalInfo'] = ResolversParentTypes['PersonalInfo']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PointsAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsAccount'] = ResolversParentTypes['PointsAccount']> = ResolversObject<{
  activity?: Resolver<ResolversTypes['PointsActivityConnection'], ParentType, ContextType, RequireFields<PointsAccountActivityArgs, 'first'>>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earnedThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiringOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  expiringPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lifetimeEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['TierStatus'], ParentType, ContextType>;
}>;

export type PointsActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsActivity'] = ResolversParentTypes['PointsActivity']> = ResolversObject<{
  action?: Resolver<ResolversTypes['PointsAction'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PointsActivityConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsActivityConnection'] = ResolversParentTypes['PointsActivityConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PointsActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PointsActivityEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsActivityEdge'] = ResolversParentTypes['PointsActivityEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PointsActivity'], ParentType, ContextType>;
}>;

export type PointsPositionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsPosition'] = ResolversParentTypes['PointsPosition']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextRewardName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointsToNextReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProcessingTimeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProcessingTime'] = ResolversParentTypes['ProcessingTime']> = ResolversObject<{
  averageDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  targetMaxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetMinDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  baseAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  basePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductStats'] = ResolversParentTypes['ProductStats']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactivePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  dealer?: Resolver<Maybe<ResolversTypes['DealerInfo']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  passwordUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['PersonalInfo'], ParentType, ContextType>;
}>;

export type ProgramHealthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramHealth'] = ResolversParentTypes['ProgramHealth']> = ResolversObject<{
  metrics?: Resolver<Array<ResolversTypes['Metric']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  category?: Resolver<ResolversTypes['PromotionCategory'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eligibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  premierBonus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionStatus'], ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['PromotionSubcategory']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerTier?: Resolver<ResolversTypes['TierName'], ParentType, ContextType>;
  viewerTierBonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromotionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionConnection'] = ResolversParentTypes['PromotionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PromotionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromotionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionEdge'] = ResolversParentTypes['PromotionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType>;
}>;

export type PurchaseVolumeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PurchaseVolume'] = ResolversParentTypes['PurchaseVolume']> = ResolversObject<{
  annualGoal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  brandTotals?: Resolver<Array<ResolversTypes['BrandAmount']>, ParentType, ContextType>;
  goalProgress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthly?: Resolver<Array<ResolversTypes['BrandVolumeMonth']>, ParentType, ContextType>;
  yearToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QuarterlyAccrualResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuarterlyAccrual'] = ResolversParentTypes['QuarterlyAccrual']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fullyUtilized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highUtilization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utilizationPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountDealers?: Resolver<Maybe<Array<ResolversTypes['Dealer']>>, ParentType, ContextType>;
  accounts?: Resolver<Maybe<ResolversTypes['AccountConnection']>, ParentType, ContextType, RequireFields<QueryAccountsArgs, 'first'>>;
  adminDashboard?: Resolver<Maybe<ResolversTypes['AdminDashboard']>, ParentType, ContextType>;
  adminPromotions?: Resolver<Maybe<ResolversTypes['AdminPromotionConnection']>, ParentType, ContextType, RequireFields<QueryAdminPromotionsArgs, 'first'>>;
  advisorDashboard?: Resolver<Maybe<ResolversTypes['AdvisorDashboard']>, ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType, RequireFields<QueryClaimArgs, 'id'>>;
  claimEquipment?: Resolver<Maybe<Array<ResolversTypes['ClaimEquipment']>>, ParentType, ContextType>;
  claims?: Resolver<Maybe<ResolversTypes['ClaimConnection']>, ParentType, ContextType, RequireFields<QueryClaimsArgs, 'first'>>;
  claimsAnalytics?: Resolver<Maybe<ResolversTypes['ClaimsAnalytics']>, ParentType, ContextType, Partial<QueryClaimsAnalyticsArgs>>;
  contestBanner?: Resolver<Maybe<ResolversTypes['ContestBanner']>, ParentType, ContextType>;
  dealerDashboard?: Resolver<Maybe<ResolversTypes['DealerDashboard']>, ParentType, ContextType>;
  dealerTeam?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  dealerships?: Resolver<Maybe<ResolversTypes['NetworkDealershipConnection']>, ParentType, ContextType, RequireFields<QueryDealershipsArgs, 'first'>>;
  earnRates?: Resolver<Maybe<ResolversTypes['EarnRateConnection']>, ParentType, ContextType, RequireFields<QueryEarnRatesArgs, 'first'>>;
  earnings?: Resolver<Maybe<ResolversTypes['EarningsOverview']>, ParentType, ContextType>;
  enrolmentDealerships?: Resolver<Maybe<Array<ResolversTypes['EnrolmentDealership']>>, ParentType, ContextType>;
  enrolmentRequests?: Resolver<Maybe<Array<ResolversTypes['EnrolmentRequest']>>, ParentType, ContextType>;
  eventsOverview?: Resolver<Maybe<ResolversTypes['EventsOverview']>, ParentType, ContextType>;
  faq?: Resolver<Maybe<Array<ResolversTypes['FaqCategory']>>, ParentType, ContextType, Partial<QueryFaqArgs>>;
  heroSlides?: Resolver<Maybe<Array<ResolversTypes['HeroSlide']>>, ParentType, ContextType>;
  marketingFunds?: Resolver<Maybe<ResolversTypes['MarketingFunds']>, ParentType, ContextType>;
  myClaims?: Resolver<Maybe<ResolversTypes['ClaimConnection']>, ParentType, ContextType, RequireFields<QueryMyClaimsArgs, 'first'>>;
  notifications?: Resolver<Maybe<ResolversTypes['NotificationList']>, ParentType, ContextType>;
  participant?: Resolver<Maybe<ResolversTypes['Participant']>, ParentType, ContextType, RequireFields<QueryParticipantArgs, 'id'>>;
  participantStats?: Resolver<Maybe<ResolversTypes['ParticipantStats']>, ParentType, ContextType>;
  participants?: Resolver<Maybe<ResolversTypes['ParticipantConnection']>, ParentType, ContextType, RequireFields<QueryParticipantsArgs, 'first'>>;
  productCategories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  productStats?: Resolver<Maybe<ResolversTypes['ProductStats']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'first'>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id'>>;
  promotions?: Resolver<Maybe<ResolversTypes['PromotionConnection']>, ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'first'>>;
  receiptForm?: Resolver<Maybe<ResolversTypes['ReceiptForm']>, ParentType, ContextType, RequireFields<QueryReceiptFormArgs, 'placement'>>;
  recentSpotAwards?: Resolver<Maybe<Array<ResolversTypes['SpotAward']>>, ParentType, ContextType, RequireFields<QueryRecentSpotAwardsArgs, 'days'>>;
  reportDefinitions?: Resolver<Maybe<Array<ResolversTypes['ReportDefinition']>>, ParentType, ContextType>;
  resources?: Resolver<Maybe<ResolversTypes['Resources']>, ParentType, ContextType>;
  reviewStats?: Resolver<Maybe<ResolversTypes['ReviewStats']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ReviewConnection']>, ParentType, ContextType, RequireFields<QueryReviewsArgs, 'first'>>;
  rewardsAdminStats?: Resolver<Maybe<ResolversTypes['RewardsAdminStats']>, ParentType, ContextType>;
  rewardsOverview?: Resolver<Maybe<ResolversTypes['RewardsOverview']>, ParentType, ContextType>;
  storeLoyaltyStats?: Resolver<ResolversTypes['StoreLoyaltyStats'], ParentType, ContextType>;
  supportContacts?: Resolver<Maybe<ResolversTypes['SupportContacts']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['Tier']>, ParentType, ContextType>;
  training?: Resolver<Maybe<ResolversTypes['Training']>, ParentType, ContextType>;
  trainingCalendar?: Resolver<Maybe<Array<ResolversTypes['CalendarEntry']>>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type RatingBucketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RatingBucket'] = ResolversParentTypes['RatingBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReactivateAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReactivateAccountPayload'] = ResolversParentTypes['ReactivateAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReceiptFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReceiptForm'] = ResolversParentTypes['ReceiptForm']> = ResolversObject<{
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecognitionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Recognition'] = ResolversParentTypes['Recognition']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earnedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecordingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Recording'] = ResolversParentTypes['Recording']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RedeemRewardPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RedeemRewardPayload'] = ResolversParentTypes['RedeemRewardPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['PointsAccount']>, ParentType, ContextType>;
  reward?: Resolver<Maybe<ResolversTypes['Reward']>, ParentType, ContextType>;
}>;

export type RegionalLeaderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegionalLeader'] = ResolversParentTypes['RegionalLeader']> = ResolversObject<{
  dealership?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegisterForEventPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterForEventPayload'] = ResolversParentTypes['RegisterForEventPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type RegisterForWebinarPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterForWebinarPayload'] = ResolversParentTypes['RegisterForWebinarPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webinar?: Resolver<Maybe<ResolversTypes['Webinar']>, ParentType, ContextType>;
}>;

export type RegistrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = ResolversObject<{
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolment?: Resolver<ResolversTypes['EnrolmentStatus'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RejectClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RejectClaimPayload'] = ResolversParentTypes['RejectClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RejectEnrolmentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RejectEnrolmentPayload'] = ResolversParentTypes['RejectEnrolmentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['EnrolmentRequest']>, ParentType, ContextType>;
}>;

export type RejectPromotionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RejectPromotionPayload'] = ResolversParentTypes['RejectPromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export type ReportDefinitionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportDefinition'] = ResolversParentTypes['ReportDefinition']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RequestClaimInfoPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestClaimInfoPayload'] = ResolversParentTypes['RequestClaimInfoPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestMeetingPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestMeetingPayload'] = ResolversParentTypes['RequestMeetingPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  meeting?: Resolver<Maybe<ResolversTypes['MeetingRequest']>, ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestPromotionChangesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPromotionChangesPayload'] = ResolversParentTypes['RequestPromotionChangesPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export type ResendInvitationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResendInvitationPayload'] = ResolversParentTypes['ResendInvitationPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResetDemoDataPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetDemoDataPayload'] = ResolversParentTypes['ResetDemoDataPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResourceLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResourceLink'] = ResolversParentTypes['ResourceLink']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResourcesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Resources'] = ResolversParentTypes['Resources']> = ResolversObject<{
  emergencyContacts?: Resolver<Array<ResolversTypes['EmergencyContact']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['ResourceLink']>, ParentType, ContextType>;
  territoryManager?: Resolver<ResolversTypes['TerritoryManager'], ParentType, ContextType>;
}>;

export type RespondToReviewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RespondToReviewPayload'] = ResolversParentTypes['RespondToReviewPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['ReviewStats']>, ParentType, ContextType>;
}>;

export type RestoreProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RestoreProductPayload'] = ResolversParentTypes['RestoreProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ResubmitClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResubmitClaimPayload'] = ResolversParentTypes['ResubmitClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  helpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['ReviewResponse']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReviewSource'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewConnection'] = ResolversParentTypes['ReviewConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ReviewEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewEdge'] = ResolversParentTypes['ReviewEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
}>;

export type ReviewResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewResponse'] = ResolversParentTypes['ReviewResponse']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  respondedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewSnippetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewSnippet'] = ResolversParentTypes['ReviewSnippet']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewSourceSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewSourceSummary'] = ResolversParentTypes['ReviewSourceSummary']> = ResolversObject<{
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReviewSource'], ParentType, ContextType>;
}>;

export type ReviewStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewStats'] = ResolversParentTypes['ReviewStats']> = ResolversObject<{
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distribution?: Resolver<Array<ResolversTypes['RatingBucket']>, ParentType, ContextType>;
  fiveStarCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fiveStarPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyGrowthPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  responseRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ReviewSourceSummary']>, ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewsSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewsSummary'] = ResolversParentTypes['ReviewsSummary']> = ResolversObject<{
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  snippets?: Resolver<Array<ResolversTypes['ReviewSnippet']>, ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RewardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = ResolversObject<{
  category?: Resolver<ResolversTypes['RewardCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redeemState?: Resolver<ResolversTypes['RedeemState'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RewardCategoryPopularityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardCategoryPopularity'] = ResolversParentTypes['RewardCategoryPopularity']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redemptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RewardTileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardTile'] = ResolversParentTypes['RewardTile']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RewardsAdminStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardsAdminStats'] = ResolversParentTypes['RewardsAdminStats']> = ResolversObject<{
  categories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisonQuarter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redemptionsChangePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redemptionsThisQuarter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRewards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RewardsOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardsOverview'] = ResolversParentTypes['RewardsOverview']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['PointsAccount'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType, Partial<RewardsOverviewRewardsArgs>>;
  tiers?: Resolver<Array<ResolversTypes['Tier']>, ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['RewardTile']>, ParentType, ContextType>;
}>;

export type SaveEarnRatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveEarnRatePayload'] = ResolversParentTypes['SaveEarnRatePayload']> = ResolversObject<{
  earnRate?: Resolver<Maybe<ResolversTypes['EarnRate']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  authenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type SetCartLinePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetCartLinePayload'] = ResolversParentTypes['SetCartLinePayload']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['PointsAccount']>, ParentType, ContextType>;
}>;

export type SetDealershipStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetDealershipStatusPayload'] = ResolversParentTypes['SetDealershipStatusPayload']> = ResolversObject<{
  dealership?: Resolver<Maybe<ResolversTypes['NetworkDealership']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SetParticipantStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetParticipantStatusPayload'] = ResolversParentTypes['SetParticipantStatusPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  participant?: Resolver<Maybe<ResolversTypes['Participant']>, ParentType, ContextType>;
}>;

export type SetPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetPasswordPayload'] = ResolversParentTypes['SetPasswordPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  signedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SetProductActivePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetProductActivePayload'] = ResolversParentTypes['SetProductActivePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type SignOutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type SignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
}>;

export type SpotAwardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpotAward'] = ResolversParentTypes['SpotAward']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participant?: Resolver<ResolversTypes['Participant'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SpotAwardType'], ParentType, ContextType>;
}>;

export type StoreLoyaltyStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreLoyaltyStats'] = ResolversParentTypes['StoreLoyaltyStats']> = ResolversObject<{
  activeDealers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardsDistributed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  satisfactionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SubmitClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitClaimPayload'] = ResolversParentTypes['SubmitClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SubmitFundClaimPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitFundClaimPayload'] = ResolversParentTypes['SubmitFundClaimPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['MarketingFundsSummary']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['FundTransaction']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  balanceChanged?: SubscriptionResolver<ResolversTypes['BalanceChange'], "balanceChanged", ParentType, ContextType>;
  claimChanged?: SubscriptionResolver<ResolversTypes['ClaimChange'], "claimChanged", ParentType, ContextType>;
  notificationChanged?: SubscriptionResolver<ResolversTypes['NotificationChange'], "notificationChanged", ParentType, ContextType>;
}>;

export type SupportContactsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportContacts'] = ResolversParentTypes['SupportContacts']> = ResolversObject<{
  chatHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailResponse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchRolePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SwitchRolePayload'] = ResolversParentTypes['SwitchRolePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type TerritoryManagerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TerritoryManager'] = ResolversParentTypes['TerritoryManager']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Tier'] = ResolversParentTypes['Tier']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TierName'], ParentType, ContextType>;
}>;

export type TierMilestoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TierMilestone'] = ResolversParentTypes['TierMilestone']> = ResolversObject<{
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Tier'], ParentType, ContextType>;
}>;

export type TierStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TierStatus'] = ResolversParentTypes['TierStatus']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Tier'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['Tier']>, ParentType, ContextType>;
  pointsToNext?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TotalPayoutsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TotalPayouts'] = ResolversParentTypes['TotalPayouts']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  approvedClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Training'] = ResolversParentTypes['Training']> = ResolversObject<{
  certificationPaths?: Resolver<Array<ResolversTypes['CertificationPath']>, ParentType, ContextType>;
  certifications?: Resolver<Array<ResolversTypes['Certification']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<TrainingCoursesArgs, 'enrolledOnly'>>;
  leaders?: Resolver<Array<ResolversTypes['RegionalLeader']>, ParentType, ContextType>;
  recognitions?: Resolver<Array<ResolversTypes['Recognition']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['TrainingStats'], ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['LearningStreak'], ParentType, ContextType>;
  webinars?: Resolver<Array<ResolversTypes['Webinar']>, ParentType, ContextType>;
}>;

export type TrainingProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingProgress'] = ResolversParentTypes['TrainingProgress']> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingStats'] = ResolversParentTypes['TrainingStats']> = ResolversObject<{
  certifications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCourses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateDealerInfoPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateDealerInfoPayload'] = ResolversParentTypes['UpdateDealerInfoPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UpdateDealershipPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateDealershipPayload'] = ResolversParentTypes['UpdateDealershipPayload']> = ResolversObject<{
  dealership?: Resolver<Maybe<ResolversTypes['NetworkDealership']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateNotificationPreferencesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateNotificationPreferencesPayload'] = ResolversParentTypes['UpdateNotificationPreferencesPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UpdatePersonalInfoPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdatePersonalInfoPayload'] = ResolversParentTypes['UpdatePersonalInfoPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UpdateProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateProductPayload'] = ResolversParentTypes['UpdateProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type UpdatePromotionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdatePromotionPayload'] = ResolversParentTypes['UpdatePromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealershipName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebinarResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Webinar'] = ResolversParentTypes['Webinar']> = ResolversObject<{
  attendees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountConnection?: AccountConnectionResolvers<ContextType>;
  AccountEdge?: AccountEdgeResolvers<ContextType>;
  ActivateOfferPayload?: ActivateOfferPayloadResolvers<ContextType>;
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AdminPromotion?: AdminPromotionResolvers<ContextType>;
  AdminPromotionConnection?: AdminPromotionConnectionResolvers<ContextType>;
  AdminPromotionEdge?: AdminPromotionEdgeResolvers<ContextType>;
  AdvanceCoursePayload?: AdvanceCoursePayloadResolvers<ContextType>;
  AdvisorDashboard?: AdvisorDashboardResolvers<ContextType>;
  AdvisorSales?: AdvisorSalesResolvers<ContextType>;
  AnnualFundTotals?: AnnualFundTotalsResolvers<ContextType>;
  ApproveClaimPayload?: ApproveClaimPayloadResolvers<ContextType>;
  ApproveEnrolmentPayload?: ApproveEnrolmentPayloadResolvers<ContextType>;
  ApprovePromotionPayload?: ApprovePromotionPayloadResolvers<ContextType>;
  BalanceChange?: BalanceChangeResolvers<ContextType>;
  BrandAmount?: BrandAmountResolvers<ContextType>;
  BrandVolumeMonth?: BrandVolumeMonthResolvers<ContextType>;
  CalendarEntry?: CalendarEntryResolvers<ContextType>;
  CancelEventRegistrationPayload?: CancelEventRegistrationPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  Certification?: CertificationResolvers<ContextType>;
  CertificationPath?: CertificationPathResolvers<ContextType>;
  ChangeAccountRolePayload?: ChangeAccountRolePayloadResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  CheckoutCartPayload?: CheckoutCartPayloadResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimActor?: ClaimActorResolvers<ContextType>;
  ClaimAttachment?: ClaimAttachmentResolvers<ContextType>;
  ClaimChange?: ClaimChangeResolvers<ContextType>;
  ClaimConnection?: ClaimConnectionResolvers<ContextType>;
  ClaimDecisionResult?: ClaimDecisionResultResolvers<ContextType>;
  ClaimEdge?: ClaimEdgeResolvers<ContextType>;
  ClaimEquipment?: ClaimEquipmentResolvers<ContextType>;
  ClaimEvidence?: ClaimEvidenceResolvers<ContextType>;
  ClaimFlag?: ClaimFlagResolvers<ContextType>;
  ClaimHistoryEntry?: ClaimHistoryEntryResolvers<ContextType>;
  ClaimProduct?: ClaimProductResolvers<ContextType>;
  ClaimTrendPoint?: ClaimTrendPointResolvers<ContextType>;
  ClaimedSales?: ClaimedSalesResolvers<ContextType>;
  ClaimsAnalytics?: ClaimsAnalyticsResolvers<ContextType>;
  ClaimsByStatus?: ClaimsByStatusResolvers<ContextType>;
  CompleteProfileSetupPayload?: CompleteProfileSetupPayloadResolvers<ContextType>;
  ContestBanner?: ContestBannerResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CreateDealershipPayload?: CreateDealershipPayloadResolvers<ContextType>;
  CreateProductPayload?: CreateProductPayloadResolvers<ContextType>;
  CreatePromotionPayload?: CreatePromotionPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeactivateAccountPayload?: DeactivateAccountPayloadResolvers<ContextType>;
  Dealer?: DealerResolvers<ContextType>;
  DealerDashboard?: DealerDashboardResolvers<ContextType>;
  DealerInfo?: DealerInfoResolvers<ContextType>;
  DealershipImportRow?: DealershipImportRowResolvers<ContextType>;
  DecideClaimsPayload?: DecideClaimsPayloadResolvers<ContextType>;
  Decimal?: GraphQLScalarType;
  DeleteNotificationPayload?: DeleteNotificationPayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  DeletePromotionPayload?: DeletePromotionPayloadResolvers<ContextType>;
  EarnRate?: EarnRateResolvers<ContextType>;
  EarnRateConnection?: EarnRateConnectionResolvers<ContextType>;
  EarnRateEdge?: EarnRateEdgeResolvers<ContextType>;
  EarningActivity?: EarningActivityResolvers<ContextType>;
  EarningActivityConnection?: EarningActivityConnectionResolvers<ContextType>;
  EarningActivityEdge?: EarningActivityEdgeResolvers<ContextType>;
  EarningsOverview?: EarningsOverviewResolvers<ContextType>;
  EmergencyContact?: EmergencyContactResolvers<ContextType>;
  EnrollInCoursePayload?: EnrollInCoursePayloadResolvers<ContextType>;
  EnrolmentDealership?: EnrolmentDealershipResolvers<ContextType>;
  EnrolmentRequest?: EnrolmentRequestResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventsOverview?: EventsOverviewResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FundBalance?: FundBalanceResolvers<ContextType>;
  FundTransaction?: FundTransactionResolvers<ContextType>;
  FundTransactionConnection?: FundTransactionConnectionResolvers<ContextType>;
  FundTransactionEdge?: FundTransactionEdgeResolvers<ContextType>;
  GenerateReportPayload?: GenerateReportPayloadResolvers<ContextType>;
  GeneratedReport?: GeneratedReportResolvers<ContextType>;
  GuidelineSection?: GuidelineSectionResolvers<ContextType>;
  HeroSlide?: HeroSlideResolvers<ContextType>;
  ImportDealershipsPayload?: ImportDealershipsPayloadResolvers<ContextType>;
  ImportProductsPayload?: ImportProductsPayloadResolvers<ContextType>;
  ImportRowResult?: ImportRowResultResolvers<ContextType>;
  InviteAccountPayload?: InviteAccountPayloadResolvers<ContextType>;
  InviteTeamMemberPayload?: InviteTeamMemberPayloadResolvers<ContextType>;
  IssueSpotAwardPayload?: IssueSpotAwardPayloadResolvers<ContextType>;
  LearningStreak?: LearningStreakResolvers<ContextType>;
  MarkAllNotificationsReadPayload?: MarkAllNotificationsReadPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  MarketingFunds?: MarketingFundsResolvers<ContextType>;
  MarketingFundsSummary?: MarketingFundsSummaryResolvers<ContextType>;
  MeetingRequest?: MeetingRequestResolvers<ContextType>;
  Metric?: MetricResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NetworkDealership?: NetworkDealershipResolvers<ContextType>;
  NetworkDealershipConnection?: NetworkDealershipConnectionResolvers<ContextType>;
  NetworkDealershipEdge?: NetworkDealershipEdgeResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationChange?: NotificationChangeResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OverrideApproveClaimPayload?: OverrideApproveClaimPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Participant?: ParticipantResolvers<ContextType>;
  ParticipantConnection?: ParticipantConnectionResolvers<ContextType>;
  ParticipantEdge?: ParticipantEdgeResolvers<ContextType>;
  ParticipantStats?: ParticipantStatsResolvers<ContextType>;
  PastEvent?: PastEventResolvers<ContextType>;
  PayoutSegment?: PayoutSegmentResolvers<ContextType>;
  PendingClaimsSummary?: PendingClaimsSummaryResolvers<ContextType>;
  PersonalInfo?: PersonalInfoResolvers<ContextType>;
  PointsAccount?: PointsAccountResolvers<ContextType>;
  PointsActivity?: PointsActivityResolvers<ContextType>;
  PointsActivityConnection?: PointsActivityConnectionResolvers<ContextType>;
  PointsActivityEdge?: PointsActivityEdgeResolvers<ContextType>;
  PointsPosition?: PointsPositionResolvers<ContextType>;
  ProcessingTime?: ProcessingTimeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductStats?: ProductStatsResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProgramHealth?: ProgramHealthResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionConnection?: PromotionConnectionResolvers<ContextType>;
  PromotionEdge?: PromotionEdgeResolvers<ContextType>;
  PurchaseVolume?: PurchaseVolumeResolvers<ContextType>;
  QuarterlyAccrual?: QuarterlyAccrualResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingBucket?: RatingBucketResolvers<ContextType>;
  ReactivateAccountPayload?: ReactivateAccountPayloadResolvers<ContextType>;
  ReceiptForm?: ReceiptFormResolvers<ContextType>;
  Recognition?: RecognitionResolvers<ContextType>;
  Recording?: RecordingResolvers<ContextType>;
  RedeemRewardPayload?: RedeemRewardPayloadResolvers<ContextType>;
  RegionalLeader?: RegionalLeaderResolvers<ContextType>;
  RegisterForEventPayload?: RegisterForEventPayloadResolvers<ContextType>;
  RegisterForWebinarPayload?: RegisterForWebinarPayloadResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  RejectClaimPayload?: RejectClaimPayloadResolvers<ContextType>;
  RejectEnrolmentPayload?: RejectEnrolmentPayloadResolvers<ContextType>;
  RejectPromotionPayload?: RejectPromotionPayloadResolvers<ContextType>;
  ReportDefinition?: ReportDefinitionResolvers<ContextType>;
  RequestClaimInfoPayload?: RequestClaimInfoPayloadResolvers<ContextType>;
  RequestMeetingPayload?: RequestMeetingPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestPromotionChangesPayload?: RequestPromotionChangesPayloadResolvers<ContextType>;
  ResendInvitationPayload?: ResendInvitationPayloadResolvers<ContextType>;
  ResetDemoDataPayload?: ResetDemoDataPayloadResolvers<ContextType>;
  ResourceLink?: ResourceLinkResolvers<ContextType>;
  Resources?: ResourcesResolvers<ContextType>;
  RespondToReviewPayload?: RespondToReviewPayloadResolvers<ContextType>;
  RestoreProductPayload?: RestoreProductPayloadResolvers<ContextType>;
  ResubmitClaimPayload?: ResubmitClaimPayloadResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewEdge?: ReviewEdgeResolvers<ContextType>;
  ReviewResponse?: ReviewResponseResolvers<ContextType>;
  ReviewSnippet?: ReviewSnippetResolvers<ContextType>;
  ReviewSourceSummary?: ReviewSourceSummaryResolvers<ContextType>;
  ReviewStats?: ReviewStatsResolvers<ContextType>;
  ReviewsSummary?: ReviewsSummaryResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardCategoryPopularity?: RewardCategoryPopularityResolvers<ContextType>;
  RewardTile?: RewardTileResolvers<ContextType>;
  RewardsAdminStats?: RewardsAdminStatsResolvers<ContextType>;
  RewardsOverview?: RewardsOverviewResolvers<ContextType>;
  SaveEarnRatePayload?: SaveEarnRatePayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetCartLinePayload?: SetCartLinePayloadResolvers<ContextType>;
  SetDealershipStatusPayload?: SetDealershipStatusPayloadResolvers<ContextType>;
  SetParticipantStatusPayload?: SetParticipantStatusPayloadResolvers<ContextType>;
  SetPasswordPayload?: SetPasswordPayloadResolvers<ContextType>;
  SetProductActivePayload?: SetProductActivePayloadResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SpotAward?: SpotAwardResolvers<ContextType>;
  StoreLoyaltyStats?: StoreLoyaltyStatsResolvers<ContextType>;
  SubmitClaimPayload?: SubmitClaimPayloadResolvers<ContextType>;
  SubmitFundClaimPayload?: SubmitFundClaimPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupportContacts?: SupportContactsResolvers<ContextType>;
  SwitchRolePayload?: SwitchRolePayloadResolvers<ContextType>;
  TerritoryManager?: TerritoryManagerResolvers<ContextType>;
  Tier?: TierResolvers<ContextType>;
  TierMilestone?: TierMilestoneResolvers<ContextType>;
  TierStatus?: TierStatusResolvers<ContextType>;
  TotalPayouts?: TotalPayoutsResolvers<ContextType>;
  Training?: TrainingResolvers<ContextType>;
  TrainingProgress?: TrainingProgressResolvers<ContextType>;
  TrainingStats?: TrainingStatsResolvers<ContextType>;
  UpdateDealerInfoPayload?: UpdateDealerInfoPayloadResolvers<ContextType>;
  UpdateDealershipPayload?: UpdateDealershipPayloadResolvers<ContextType>;
  UpdateNotificationPreferencesPayload?: UpdateNotificationPreferencesPayloadResolvers<ContextType>;
  UpdatePersonalInfoPayload?: UpdatePersonalInfoPayloadResolvers<ContextType>;
  UpdateProductPayload?: UpdateProductPayloadResolvers<ContextType>;
  UpdatePromotionPayload?: UpdatePromotionPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Webinar?: WebinarResolvers<ContextType>;
}>;

