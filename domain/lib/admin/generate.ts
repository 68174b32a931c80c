import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfYear } from 'date-fns/startOfYear';
import { subMonths } from 'date-fns/subMonths';
import type { ParticipantRole, SpotAwardType, TierName } from '../../__generated__/resolvers-types';
import type { ClaimRow, SpotAwardRow } from '../../fixtures/claims';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID, SAMPLE_DEALERSHIP_ID, SAMPLE_DEALERSHIP_NAME } from '../../fixtures/constants';
import type { DealerRow, ParticipantRow } from '../../fixtures/participants';
import { DEALERSHIP_FIXTURES, USER_FIXTURES } from '../../fixtures/session';
import type { FixtureOptions } from '../../fixtures/types';
import { programAt, programTime } from '../../../src/lib/program-time';
import { centsOf } from '../money/cents';
import { createRandom, type Random } from '../random';
import { dayFromNumber, dayNumber, isoDay, todayNumber } from './dates';

/**
 * The admin console's participants, claims and spot awards, generated together with a fixed seed so
 * that claims always point at participants who were enrolled (and, for inactive ones, still active)
 * on the claim's date, and so that a fresh database shows the sample figures exactly (docs/product.md,
 * "Sample figures"):
 *
 * - 2,167 claims over the last 12 months: 1,842 approved or paid (85%), 96 pending, 41 needing info,
 *   188 rejected; decided claims took 3.2 days on average; $1,239,500 claimed in all ($1.24M, $572 a claim).
 * - Summit Comfort Systems, the sample dealership, has 142 claims this calendar year.
 * - 428 participants: 32 enrolled in the last 30 days, 87 in Q1 2024, 41 without activity in 90+ days.
 *
 * With `options.scale` the same generator makes that many participants and claims (same proportions,
 * same sample dealership) for benchmarks. Everything is laid out relative to `options.now`.
 */

export const PROGRAM_FIGURES = {
  participants: 428,
  inactiveParticipants: 41,
  enrolledLast30Days: 32,
  enrolledQ1_2024: 87,
  claims: 2_167,
  pending: 96,
  needsInfo: 41,
  rejected: 188,
  /** Approved or paid. */
  approved: 1_842,
  averageProcessingDays: 3.2,
  totalValue: 1_239_500,
  sampleDealershipClaimsThisYear: 142,
} as const;

/** Approved claims are paid in the payment run after this many days. */
/** Approved sample claims are paid this many days after their approval. */
export const PAID_AFTER_DAYS = 14;

const PROGRAM_START = '2020-01-06';
const Q1_2024_START = '2024-01-01';
const Q1_2024_END = '2024-03-31';

export const NEEDS_INFO_ISSUES = [
  'Missing invoice',
  'Product code unclear',
  'Serial number mismatch',
  'Installation date missing',
] as const;

/** Plant letters of the equipment's serial numbers. */
const SERIAL_PLANTS = ['A', 'E', 'K', 'M', 'N'] as const;

/**
 * A sample claim's serial number in its line's form (domain/lib/claims/equipment.ts): year, week, plant
 * letter and sequence for the factory's equipment; the line's two letters, year, week and a 4-digit
 * sequence for the connected controls.
 */
function sampleSerial(productId: string, year: number, week: number, plant: string, sequence: number): string {
  const made = `${String(year)}${String(week).padStart(2, '0')}`;
  const control = productId === 'EQP-10' ? 'TS' : productId === 'EQP-11' ? 'ZK' : null;
  return control ? `${control}${made}${String(sequence % 10_000).padStart(4, '0')}` : `${made}${plant}${String(sequence).padStart(5, '0')}`;
}

/** CLAIM_PRODUCTS from this index on are accessories, often installed several at a time. */
const ACCESSORIES_FROM = 7;

const REJECTION_REASONS = [
  'Duplicate of an earlier claim for the same installation',
  'Product is not eligible for this promotion',
  'Submitted after the 60-day claim window',
  'Invoice could not be verified with the distributor',
] as const;

/** Products a claim can be for, with the dollar range a claim for it usually falls in. */
/** The equipment a sale can be claimed for, with the dollar range a claim for it falls in. */
export const CLAIM_PRODUCTS: readonly { id: string; name: string; min: number; max: number }[] = [
  { id: 'EQP-01', name: '16 SEER2 Heat Pump', min: 450, max: 1_100 },
  { id: 'EQP-02', name: 'Two-Stage Air Conditioner', min: 400, max: 1_000 },
  { id: 'EQP-03', name: 'Variable-Speed Gas Furnace', min: 350, max: 950 },
  { id: 'EQP-04', name: 'Ductless Mini-Split System', min: 300, max: 800 },
  { id: 'EQP-05', name: 'Hybrid Dual-Fuel System', min: 800, max: 1_800 },
  { id: 'EQP-06', name: 'Packaged Rooftop Unit', min: 900, max: 2_400 },
  { id: 'EQP-07', name: 'Multi-Position Air Handler', min: 200, max: 600 },
  { id: 'EQP-08', name: 'Whole-Home Air Purifier', min: 150, max: 450 },
  { id: 'EQP-09', name: 'Whole-Home Humidifier', min: 90, max: 260 },
  { id: 'EQP-10', name: 'Smart Thermostat', min: 60, max: 180 },
  { id: 'EQP-11', name: 'Zoning Control Kit', min: 120, max: 320 },
];

const FIRST_NAMES = [
  'Aaron', 'Abby', 'Adrian', 'Alicia', 'Andre', 'Angela', 'Ben', 'Brianna', 'Caleb', 'Carmen', 'Chris', 'Dana',
  'Darius', 'Diane', 'Eli', 'Elena', 'Ethan', 'Faith', 'Gabe', 'Grace', 'Hector', 'Holly', 'Isaac', 'Jasmine',
  'Jake', 'Jenna', 'Kevin', 'Kayla', 'Luis', 'Laura', 'Marcus', 'Megan', 'Nate', 'Nicole', 'Omar', 'Olivia',
  'Paul', 'Priya', 'Quinn', 'Rachel', 'Ryan', 'Rosa', 'Sam', 'Sara', 'Tyler', 'Tanya', 'Victor', 'Vanessa',
  'Wes', 'Whitney', 'Xavier', 'Yvonne', 'Zach', 'Brooke', 'Derek', 'Erin', 'Frank', 'Heather', 'Ivan', 'Julia',
];

const LAST_NAMES = [
  'Anderson', 'Bennett', 'Brooks', 'Carlson', 'Chen', 'Collins', 'Davis', 'Dietrich', 'Edwards', 'Fischer',
  'Garcia', 'Gustafson', 'Hansen', 'Harris', 'Hoffman', 'Jensen', 'Johnson', 'Kowalski', 'Larson', 'Lopez',
  'Martin', 'Meyer', 'Morales', 'Nelson', 'Novak', 'Olson', 'Patel', 'Peterson', 'Quinn', 'Ramirez', 'Reyes',
  'Schmidt', 'Schultz', 'Sorensen', 'Stewart', 'Sullivan', 'Thompson', 'Turner', 'Walker', 'Weber', 'Wilson',
  'Wright', 'Young', 'Zimmerman', 'Becker', 'Foster', 'Graham', 'Hughes', 'Keller', 'Lindqvist',
];

const MIDWEST_CITIES: readonly { city: string; state: string; areaCode: string }[] = [
  { city: 'Springfield', state: 'IL', areaCode: '217' },
  { city: 'Peoria', state: 'IL', areaCode: '309' },
  { city: 'Naperville', state: 'IL', areaCode: '630' },
  { city: 'Rockford', state: 'IL', areaCode: '815' },
  { city: 'Indianapolis', state: 'IN', areaCode: '317' },
  { city: 'Fort Wayne', state: 'IN', areaCode: '260' },
  { city: 'Columbus', state: 'OH', areaCode: '614' },
  { city: 'Toledo', state: 'OH', areaCode: '419' },
  { city: 'Grand Rapids', state: 'MI', areaCode: '616' },
  { city: 'Lansing', state: 'MI', areaCode: '517' },
  { city: 'Madison', state: 'WI', areaCode: '608' },
  { city: 'Milwaukee', state: 'WI', areaCode: '414' },
  { city: 'Des Moines', state: 'IA', areaCode: '515' },
  { city: 'Cedar Rapids', state: 'IA', areaCode: '319' },
  { city: 'Minneapolis', state: 'MN', areaCode: '612' },
  { city: 'Rochester', state: 'MN', areaCode: '507' },
  { city: 'Kansas City', state: 'MO', areaCode: '816' },
  { city: 'St. Louis', state: 'MO', areaCode: '314' },
  { city: 'Omaha', state: 'NE', areaCode: '402' },
  { city: 'Wichita', state: 'KS', areaCode: '316' },
  { city: 'Fargo', state: 'ND', areaCode: '701' },
  { city: 'Sioux Falls', state: 'SD', areaCode: '605' },
];

const DEALER_PREFIXES = [
  'Prairie', 'Lakeshore', 'Heartland', 'North Star', 'Riverbend', 'Cardinal', 'Keystone', 'Twin City', 'Great Plains',
  'Maple Leaf', 'Ironwood', 'Bluestem', 'Cornerstone', 'Lakeview', 'Pioneer', 'Oak Ridge', 'Gateway', 'Frontier',
  'Red Barn', 'Evergreen', 'Hometown', 'Badger State', 'Hoosier', 'Buckeye', 'Hawkeye', 'Northwoods', 'Trailside',
  'Four Seasons', 'True North', 'Crossroads', 'Meadowbrook', 'Silver Creek', 'Stonebridge', 'Golden Prairie',
  'Allied Comfort', 'Reliable', 'Precision', 'Blue Sky', 'All-Weather', 'Comfort Zone',
];

const DEALER_SUFFIXES = [
  'Heating & Air', 'Comfort Systems', 'Heating & Cooling', 'Mechanical', 'HVAC Services', 'Climate Control',
  'Air Conditioning', 'Home Comfort', 'Furnace & Air', 'Energy Solutions', 'Service Experts', 'Air Pros',
];

const SUMMIT_ADVISORS = 5;
const SUMMIT_DOMAIN = 'summitcomfort.example';

interface ParticipantDraft {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: ParticipantRole;
  dealerId: string;
  dealerName: string;
  location: string;
  enrollDay: number;
  lastActivityDay: number;
  inactive: boolean;
  /** At the sample dealership, whose claims this year are laid out separately. */
  summit: boolean;
}

type DraftStatus = 'PENDING' | 'NEEDS_INFO' | 'REJECTED' | 'APPROVED';

interface ClaimDraft {
  participant: ParticipantDraft;
  status: DraftStatus;
  day: number;
  /** Decision days of decided claims. */
  processing: number;
  productIndex: number;
  amount: number;
  /** Tie-break among claims of one day, so ids follow a stable submission order. */
  order: number;
}

export interface ProgramData {
  dealers: DealerRow[];
  participants: ParticipantRow[];
  claims: ClaimRow[];
  spotAwards: SpotAwardRow[];
}

const cache = new WeakMap<FixtureOptions, { data: ProgramData; handedOut: Set<keyof ProgramData> }>();

function entryFor(options: FixtureOptions) {
  let entry = cache.get(options);
  if (!entry) {
    entry = { data: generateProgramData(options), handedOut: new Set() };
    cache.set(options, entry);
  }
  return entry;
}

/**
 * The generated participants, claims and spot awards for one database, to read. The participants,
 * claims and rewards fixtures all ask with the same options object, so it is generated once per database.
 */
export function programData(options: FixtureOptions): Readonly<ProgramData> {
  return entryFor(options).data;
}

/**
 * One collection of the generated data, to keep in a database: the generated rows the first time, a
 * copy after that, so two databases built from the same options never share a row.
 */
export function programRows<K extends keyof ProgramData>(options: FixtureOptions, key: K): ProgramData[K] {
  const entry = entryFor(options);
  if (!entry.handedOut.has(key)) {
    entry.handedOut.add(key);
    return entry.data[key];
  }
  return entry.data[key].map((row) => ({ ...row })) as ProgramData[K];
}

/** `DLR-####`: the sample dealership is DLR-1001, the n-th other dealership DLR-(1001 + n). */
function dealerIdOf(index: number): string {
  return `DLR-${1001 + index}`;
}

function participantId(index: number): string {
  return `PART-${String(index + 1).padStart(3, '0')}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

function phoneIn(random: Random, areaCode: string): string {
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

function generateParticipants(random: Random, count: number, today: number, yearStart: number): ParticipantDraft[] {
  const drafts: ParticipantDraft[] = [];
  const emails = new Set<string>();
  const uniqueEmail = (first: string, last: string, domain: string): string => {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${domain}`;
    for (let n = 2; emails.has(email); n += 1) email = `${base}${n}@${domain}`;
    emails.add(email);
    return email;
  };
  const add = (draft: Omit<ParticipantDraft, 'id' | 'enrollDay' | 'lastActivityDay' | 'inactive'>, id = participantId(drafts.length)) => {
    drafts.push({ ...draft, id, enrollDay: 0, lastActivityDay: 0, inactive: false });
  };

  // The sample dealership: the sample dealer and advisor (the users of the portal) and their colleagues.
  const springfield = MIDWEST_CITIES[0] as (typeof MIDWEST_CITIES)[number];
  const sampleUsers = [DEALER_PARTICIPANT_ID, ADVISOR_PARTICIPANT_ID].map((id) => USER_FIXTURES.find((row) => row.participantId === id));
  for (const user of sampleUsers) {
    if (!user?.participantId) throw new Error('The sample dealer and advisor must be users of the portal');
    emails.add(user.email);
    add({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role === 'DEALER' ? 'DEALER' : 'COMFORT_ADVISOR',
      dealerId: SAMPLE_DEALERSHIP_ID,
      dealerName: SAMPLE_DEALERSHIP_NAME,
      location: `${springfield.city}, ${springfield.state}`,
      summit: true,
    }, user.participantId);
  }
  for (let i = 0; i < SUMMIT_ADVISORS && drafts.length < count; i += 1) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    add({
      firstName,
      lastName,
      email: uniqueEmail(firstName, lastName, SUMMIT_DOMAIN),
      phone: phoneIn(random, springfield.areaCode),
      role: 'COMFORT_ADVISOR',
      dealerId: SAMPLE_DEALERSHIP_ID,
      dealerName: SAMPLE_DEALERSHIP_NAME,
      location: `${springfield.city}, ${springfield.state}`,
      summit: true,
    });
  }

  // Every other dealership: its dealer and two to six comfort advisors.
  const names = random.shuffle(DEALER_PREFIXES.flatMap((prefix) => DEALER_SUFFIXES.map((suffix) => `${prefix} ${suffix}`)));
  for (let dealership = 0; drafts.length < count; dealership += 1) {
    const place = random.pick(MIDWEST_CITIES);
    const baseName = names[dealership % names.length] as string;
    const round = Math.floor(dealership / names.length);
    const dealerName = round === 0 ? baseName : `${baseName} of ${place.city}${round > 1 ? ` ${round}` : ''}`;
    const dealerId = dealerIdOf(dealership + 1);
    const domain = `${slug(dealerName)}.example`;
    const advisors = random.int(2, 6);
    for (let member = 0; member <= advisors && drafts.length < count; member += 1) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      add({
        firstName,
        lastName,
        email: uniqueEmail(firstName, lastName, domain),
        phone: phoneIn(random, place.areaCode),
        role: member === 0 ? 'DEALER' : 'COMFORT_ADVISOR',
        dealerId,
        dealerName,
        location: `${place.city}, ${place.state}`,
        summit: false,
      });
    }
  }

  // Enrolment: the sample users long ago, 32 in the last 30 days, 87 in Q1 2024, the rest since 2020.
  const programStart = dayNumber(PROGRAM_START);
  const q1Start = dayNumber(Q1_2024_START);
  const q1End = dayNumber(Q1_2024_END);
  const latestEarlier = Math.max(programStart, today - 31);
  const earlierDay = (latest: number): number => {
    for (;;) {
      const day = random.int(programStart, Math.max(programStart, latest));
      if (day < q1Start || day > q1End) return day;
    }
  };
  // The sample dealership's team was enrolled before this year, whose claims are all theirs to make.
  const beforeThisYear = Math.min(latestEarlier, yearStart - 60);
  for (const draft of drafts) draft.enrollDay = earlierDay(draft.summit ? beforeThisYear : latestEarlier);
  const dealer = drafts[0];
  const advisor = drafts[1];
  if (dealer) dealer.enrollDay = dayNumber('2020-03-16');
  if (advisor) advisor.enrollDay = dayNumber('2022-06-06');
  const others = random.shuffle(drafts.filter((draft) => !draft.summit));
  const recent = others.slice(0, PROGRAM_FIGURES.enrolledLast30Days);
  for (const draft of recent) draft.enrollDay = today - random.int(0, 29);
  for (const draft of others.slice(recent.length, recent.length + PROGRAM_FIGURES.enrolledQ1_2024)) {
    draft.enrollDay = random.int(q1Start, q1End);
  }

  // Activity: most participants were active recently; a share has had none in 90+ days.
  for (const draft of drafts) draft.lastActivityDay = Math.max(draft.enrollDay, today - random.int(0, 45));
  const inactiveCount = Math.round((count * PROGRAM_FIGURES.inactiveParticipants) / PROGRAM_FIGURES.participants);
  const candidates = others.slice(recent.length).filter((draft) => draft.enrollDay <= today - 120);
  for (const draft of random.shuffle(candidates).slice(0, inactiveCount)) {
    draft.inactive = true;
    draft.lastActivityDay = random.int(Math.max(draft.enrollDay + 30, today - 400), today - 90);
  }
  for (const draft of drafts.slice(0, 2)) draft.lastActivityDay = today;
  return drafts;
}

/** Decision days of a decided claim: mostly 2 to 4 days, sometimes a week or more. */
const PROCESSING_WEIGHTS: readonly [days: number, weight: number][] = [
  [1, 10], [2, 20], [3, 25], [4, 20], [5, 12], [6, 7], [7, 4], [8, 2],
];
const PROCESSING_TOTAL = PROCESSING_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function processingDays(random: Random): number {
  let roll = random.int(1, PROCESSING_TOTAL);
  for (const [days, weight] of PROCESSING_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return days;
  }
  return 3;
}

interface StatusCounts {
  PENDING: number;
  NEEDS_INFO: number;
  REJECTED: number;
  APPROVED: number;
}

function statusList(counts: StatusCounts): DraftStatus[] {
  return (Object.keys(counts) as DraftStatus[]).flatMap((status) => Array<DraftStatus>(counts[status]).fill(status));
}

/** The sample dealership's claims this year, per participant: [pending, needs info, rejected, approved]. */
const SUMMIT_CLAIMS: readonly { participant: 'dealer' | 'advisor' | 'colleagues'; counts: StatusCounts }[] = [
  { participant: 'dealer', counts: { PENDING: 1, NEEDS_INFO: 0, REJECTED: 1, APPROVED: 12 } },
  { participant: 'advisor', counts: { PENDING: 3, NEEDS_INFO: 1, REJECTED: 1, APPROVED: 21 } },
  { participant: 'colleagues', counts: { PENDING: 3, NEEDS_INFO: 2, REJECTED: 7, APPROVED: 90 } },
];

function generateClaims(random: Random, drafts: ParticipantDraft[], count: number, now: Date): ClaimDraft[] {
  const today = todayNumber(now);
  const windowStart = dayNumber(isoDay(startOfMonth(subMonths(now, 11))));
  const yearStart = dayNumber(isoDay(startOfYear(now)));
  const monthStart = dayNumber(isoDay(startOfMonth(now)));
  const claims: ClaimDraft[] = [];

  const dayFor = (status: DraftStatus, earliest: number): number => {
    if (status === 'PENDING') return Math.max(earliest, today - random.int(0, 10));
    if (status === 'NEEDS_INFO') return Math.max(earliest, today - random.int(2, 30));
    return random.int(earliest, Math.max(earliest, today - 1));
  };
  const push = (participant: ParticipantDraft, status: DraftStatus, day: number) => {
    const productIndex = random.int(0, CLAIM_PRODUCTS.length - 1);
    const product = CLAIM_PRODUCTS[productIndex] as (typeof CLAIM_PRODUCTS)[number];
    const age = today - day;
    const processing = status === 'PENDING' || status === 'NEEDS_INFO' ? 0 : Math.min(processingDays(random), age);
    claims.push({ participant, status, day, processing, productIndex, amount: random.int(product.min, product.max), order: random.float() });
  };

  // The sample dealership's claims this calendar year (the dealer dashboard's Claimed Sales).
  const summit = drafts.filter((draft) => draft.summit);
  const colleagues = summit.filter((draft) => draft.id !== DEALER_PARTICIPANT_ID && draft.id !== ADVISOR_PARTICIPANT_ID);
  const taken: StatusCounts = { PENDING: 0, NEEDS_INFO: 0, REJECTED: 0, APPROVED: 0 };
  for (const block of SUMMIT_CLAIMS) {
    const owners =
      block.participant === 'colleagues'
        ? colleagues
        : summit.filter((draft) => draft.id === (block.participant === 'dealer' ? DEALER_PARTICIPANT_ID : ADVISOR_PARTICIPANT_ID));
    if (owners.length === 0) continue;
    let approved = 0;
    statusList(block.counts).forEach((status, index) => {
      const owner = owners[index % owners.length] as ParticipantDraft;
      // The advisor's first four approved sales fall in the current month (My Sales: this month).
      const thisMonth = block.participant === 'advisor' && status === 'APPROVED' && approved < 4;
      if (status === 'APPROVED') approved += 1;
      push(owner, status, dayFor(status, thisMonth ? Math.max(yearStart, monthStart) : yearStart));
      taken[status] += 1;
    });
  }

  // Every other claim: statuses in the program's proportions, dates over the last 12 months.
  const scale = count / PROGRAM_FIGURES.claims;
  const pending = Math.round(PROGRAM_FIGURES.pending * scale);
  const needsInfo = Math.round(PROGRAM_FIGURES.needsInfo * scale);
  const rejected = Math.round(PROGRAM_FIGURES.rejected * scale);
  const remaining: StatusCounts = {
    PENDING: Math.max(0, pending - taken.PENDING),
    NEEDS_INFO: Math.max(0, needsInfo - taken.NEEDS_INFO),
    REJECTED: Math.max(0, rejected - taken.REJECTED),
    APPROVED: Math.max(0, count - pending - needsInfo - rejected - taken.APPROVED),
  };
  const eligible = (draft: ParticipantDraft, day: number): boolean =>
    day >= draft.enrollDay && (!draft.inactive || day <= draft.lastActivityDay) && !(draft.summit && day >= yearStart);
  const fallback = drafts.filter((draft) => !draft.summit && !draft.inactive);
  const owner = (day: number): ParticipantDraft => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const draft = drafts[random.int(0, drafts.length - 1)] as ParticipantDraft;
      if (eligible(draft, day)) return draft;
    }
    return drafts.find((draft) => eligible(draft, day)) ?? random.pick(fallback.length > 0 ? fallback : drafts);
  };
  for (const status of statusList(remaining)) {
    const day = dayFor(status, windowStart);
    push(owner(day), status, day);
  }

  matchAverageProcessing(random, claims, today);
  matchTotalValue(random, claims, Math.round((PROGRAM_FIGURES.totalValue * claims.length) / PROGRAM_FIGURES.claims));

  for (const claim of claims) {
    const draft = claim.participant;
    if (!draft.inactive) draft.lastActivityDay = Math.max(draft.lastActivityDay, claim.day);
  }
  return claims;
}

/** Moves decision days by one day at a time until decided claims average exactly 3.2 days (to one decimal). */
function matchAverageProcessing(random: Random, claims: ClaimDraft[], today: number): void {
  const decided = claims.filter((claim) => claim.status === 'APPROVED' || claim.status === 'REJECTED');
  if (decided.length === 0) return;
  const target = Math.round(PROGRAM_FIGURES.averageProcessingDays * decided.length);
  let sum = decided.reduce((total, claim) => total + claim.processing, 0);
  const order = random.shuffle(decided);
  while (sum !== target) {
    let moved = false;
    for (const claim of order) {
      if (sum === target) break;
      const age = today - claim.day;
      if (sum > target && claim.processing > Math.min(1, age)) {
        claim.processing -= 1;
        sum -= 1;
        moved = true;
      } else if (sum < target && claim.processing < Math.min(8, age)) {
        claim.processing += 1;
        sum += 1;
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** Scales the claimed amounts so they add up to exactly `target` dollars. */
function matchTotalValue(random: Random, claims: ClaimDraft[], target: number): void {
  if (claims.length === 0) return;
  const sum = claims.reduce((total, claim) => total + claim.amount, 0);
  const factor = target / sum;
  let total = 0;
  for (const claim of claims) {
    claim.amount = Math.max(25, Math.round(claim.amount * factor));
    total += claim.amount;
  }
  while (total !== target) {
    const claim = claims[random.int(0, claims.length - 1)] as ClaimDraft;
    const step = Math.sign(target - total) * Math.min(Math.abs(target - total), 25);
    if (claim.amount + step < 25) continue;
    claim.amount += step;
    total += step;
  }
}

const DEALER_TIERS: readonly TierName[] = ['SELECT', 'ELITE', 'PREMIER', 'ESSENTIAL'];

/**
 * Every dealership the participants belong to, in the order they were made (the sample dealership first),
 * with the network's details: the sample dealership's address as its dealer keeps it, the others' made up
 * from their number (no random draw, so the other fixtures stay as they were); the principal is the
 * dealership's first dealer, and it joined when its first participant enrolled.
 */
function toDealerRows(drafts: ParticipantDraft[]): DealerRow[] {
  const dealers = new Map<string, DealerRow>();
  for (const draft of drafts) {
    const known = dealers.get(draft.dealerId);
    if (known) {
      if (known.principalEmail === null && draft.role === 'DEALER') known.principalEmail = draft.email;
      const enrolled = `${dayFromNumber(draft.enrollDay)}T15:00:00.000Z`;
      if (enrolled < known.createdAt) known.createdAt = enrolled;
      continue;
    }
    const n = Number(draft.dealerId.slice(4));
    const [city = '', state = ''] = draft.location.split(', ');
    const sample = draft.dealerId === SAMPLE_DEALERSHIP_ID ? DEALERSHIP_FIXTURES[0] : undefined;
    dealers.set(draft.dealerId, {
      id: draft.dealerId,
      dealerNumber: sample?.dealerNumber ?? `D-3${String(n).padStart(5, '0')}`,
      name: draft.dealerName,
      region: 'Midwest',
      streetAddress: sample?.streetAddress ?? `${100 + ((n * 37) % 8900)} ${['Main', 'Oak', 'Market', 'Commerce', 'Industrial'][n % 5]} Street`,
      city,
      state,
      zipCode: sample?.zipCode ?? String(60000 + ((n * 7919) % 9000)),
      tier: sample ? 'PREMIER' : (DEALER_TIERS[n % DEALER_TIERS.length] ?? 'SELECT'),
      status: 'ACTIVE',
      principalEmail: draft.role === 'DEALER' ? draft.email : null,
      createdAt: `${dayFromNumber(draft.enrollDay)}T15:00:00.000Z`,
    });
  }
  return [...dealers.values()];
}

function toParticipantRows(drafts: ParticipantDraft[]): ParticipantRow[] {
  return drafts.map((draft) => ({
    id: draft.id,
    name: `${draft.firstName} ${draft.lastName}`,
    email: draft.email,
    phone: draft.phone,
    role: draft.role,
    dealerId: draft.dealerId,
    location: draft.location,
    enrollmentDate: dayFromNumber(draft.enrollDay),
    lastActivity: dayFromNumber(draft.lastActivityDay),
    status: draft.inactive ? 'INACTIVE' : 'ACTIVE',
  }));
}

function toClaimRows(random: Random, drafts: ClaimDraft[], now: Date): ClaimRow[] {
  const today = todayNumber(now);
  // A few hundred distinct days for up to 100,000 claims: their texts and program-time midnights are made once.
  const days = new Map<number, { text: string; midnight: number }>();
  const day = (value: number) => {
    let entry = days.get(value);
    if (entry === undefined) {
      const text = dayFromNumber(value);
      entry = { text, midnight: programAt(text).getTime() };
      days.set(value, entry);
    }
    return entry;
  };
  // Submission order: by day, then in a fixed shuffled order within the day.
  const buckets = new Map<number, ClaimDraft[]>();
  for (const draft of drafts) {
    const bucket = buckets.get(draft.day);
    if (bucket) bucket.push(draft);
    else buckets.set(draft.day, [draft]);
  }
  const sorted = [...buckets.keys()]
    .sort((a, b) => a - b)
    .flatMap((key) => (buckets.get(key) as ClaimDraft[]).sort((a, b) => a.order - b.order));
  const nowMs = now.getTime();
  // The evidence is drawn from a stream of its own, so the claims' other values stay as they were.
  const evidence = createRandom(20_261_126);
  const officeHours = (value: number) => Math.min(day(value).midnight + evidence.int(8 * 60, 16 * 60 + 59) * 60_000, nowMs);
  return sorted.map((draft, index) => {
    const decided = draft.status === 'APPROVED' || draft.status === 'REJECTED';
    const decidedDay = draft.day + draft.processing;
    let decidedAt: string | null = null;
    if (decided) {
      // Decisions are made in office hours, and never later than now.
      const instant = day(decidedDay).midnight + random.int(8 * 60, 16 * 60 + 59) * 60_000;
      decidedAt = new Date(Math.min(instant, nowMs)).toISOString();
    }
    const status =
      draft.status === 'APPROVED' ? (today - decidedDay > PAID_AFTER_DAYS ? 'PAID' : 'APPROVED') : draft.status;
    const product = CLAIM_PRODUCTS[draft.productIndex] as (typeof CLAIM_PRODUCTS)[number];
    const issue = draft.status === 'NEEDS_INFO' ? random.pick(NEEDS_INFO_ISSUES) : null;
    return {
      id: `CLM-${1001 + index}`,
      participantId: draft.participant.id,
      dealerId: draft.participant.dealerId,
      productId: product.id,
      amountCents: centsOf(draft.amount),
      status,
      date: day(draft.day).text,
      decidedAt,
      processingDays: decided ? draft.processing : null,
      issue,
      rejectionReason: draft.status === 'REJECTED' ? random.pick(REJECTION_REASONS) : null,
      version: 1,
      serialNumber: sampleSerial(product.id, evidence.int(18, 26), evidence.int(1, 52), evidence.pick(SERIAL_PLANTS), evidence.int(0, 99_999)),
      quantity: draft.productIndex >= ACCESSORIES_FROM ? evidence.int(1, 3) : 1,
      installedOn: day(draft.day - evidence.int(0, 10)).text,
      invoiceNumber: `INV-${evidence.int(10_000, 99_999)}`,
      attachment:
        issue === 'Missing invoice'
          ? null
          : evidence.chance(0.75)
            ? { name: `invoice-${1001 + index}.pdf`, type: 'application/pdf', size: evidence.int(60_000, 900_000) }
            : { name: `IMG_${evidence.int(1000, 9999)}.jpg`, type: 'image/jpeg', size: evidence.int(900_000, 4_000_000) },
      infoRequestedAt: draft.status === 'NEEDS_INFO' ? new Date(officeHours(Math.min(draft.day + 1, today))).toISOString() : null,
    };
  });
}

/** A dozen spot awards: five in the last 30 days (one to the sample advisor), seven older ones. */
const SPOT_AWARD_SAMPLES: readonly { daysAgo: number; type: SpotAwardType; amount: number; reason: string; advisor?: boolean }[] = [
  { daysAgo: 175, type: 'SALES_MILESTONE', amount: 500, reason: 'Reached 50 qualifying system sales this year' },
  { daysAgo: 140, type: 'TRAINING_ACHIEVEMENT', amount: 250, reason: 'Completed the Master Technician Certification' },
  { daysAgo: 110, type: 'CUSTOMER_SERVICE', amount: 150, reason: 'Homeowner praised a same-day no-heat repair on a holiday weekend' },
  { daysAgo: 85, type: 'PERFORMANCE_BONUS', amount: 750, reason: 'Exceeded the spring heat pump sales target by 30%' },
  { daysAgo: 67, type: 'OTHER', amount: 200, reason: 'Led the product demo at the regional dealer meeting' },
  { daysAgo: 52, type: 'SALES_MILESTONE', amount: 400, reason: 'First 25 ductless mini-split installations' },
  { daysAgo: 38, type: 'TRAINING_ACHIEVEMENT', amount: 125, reason: 'Completed all advanced refrigerant courses' },
  { daysAgo: 27, type: 'PERFORMANCE_BONUS', amount: 1_000, reason: 'Top comfort advisor in the region for the quarter' },
  { daysAgo: 19, type: 'CUSTOMER_SERVICE', amount: 300, reason: 'Five-star reviews from every customer this month' },
  { daysAgo: 11, type: 'SALES_MILESTONE', amount: 250, reason: 'Sold 20 high-efficiency systems this season', advisor: true },
  { daysAgo: 6, type: 'TRAINING_ACHIEVEMENT', amount: 150, reason: 'Earned the Sales Excellence Certification' },
  { daysAgo: 2, type: 'OTHER', amount: 500, reason: 'Organized the community furnace safety clinic' },
];

function generateSpotAwards(random: Random, drafts: ParticipantDraft[], now: Date): SpotAwardRow[] {
  const admin = USER_FIXTURES.find((user) => user.role === 'CLIENT_ADMIN');
  const issuedBy = admin ? `${admin.firstName} ${admin.lastName}` : 'Program Administrator';
  const today = todayNumber(now);
  const recipients = drafts.filter((draft) => !draft.inactive && draft.id !== ADVISOR_PARTICIPANT_ID);
  const advisor = drafts.find((draft) => draft.id === ADVISOR_PARTICIPANT_ID);
  return SPOT_AWARD_SAMPLES.map((sample, index) => {
    const day = today - sample.daysAgo;
    const enrolled = recipients.filter((draft) => draft.enrollDay <= day);
    const recipient =
      (sample.advisor ? advisor : undefined) ??
      (enrolled.length > 0 ? random.pick(enrolled) : (recipients[0] ?? (drafts[0] as ParticipantDraft)));
    const instant = programAt(dayFromNumber(day), `${10 + (index % 6)}:15`).getTime();
    return {
      id: `SPOT-${String(index + 1).padStart(3, '0')}`,
      participantId: recipient.id,
      type: sample.type,
      amountCents: centsOf(sample.amount),
      reason: sample.reason,
      issuedAt: new Date(Math.min(instant, now.getTime())).toISOString(),
      issuedBy,
    };
  });
}

function generateProgramData(options: FixtureOptions): ProgramData {
  const { scale } = options;
  const now = programTime(options.now);
  const participantCount = Math.max(scale?.participants ?? PROGRAM_FIGURES.participants, 2);
  const claimCount = Math.max(scale?.claims ?? PROGRAM_FIGURES.claims, PROGRAM_FIGURES.sampleDealershipClaimsThisYear);
  const random = createRandom(20_261_122);
  const today = todayNumber(now);
  const drafts = generateParticipants(random, participantCount, today, dayNumber(isoDay(startOfYear(now))));
  const claimDrafts = generateClaims(random, drafts, claimCount, now);
  const claims = toClaimRows(random, claimDrafts, now);
  const spotAwards = generateSpotAwards(random, drafts, now);
  return { dealers: toDealerRows(drafts), participants: toParticipantRows(drafts), claims, spotAwards };
}
