/** The Terms and Conditions of the dealer loyalty program, shown at sign-up step 2. */

export const TERMS_LAST_UPDATED = 'January 1, 2024';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Eligibility',
    paragraphs: [
      'The ComfortPro Dealer Loyalty Program (the "Program") is open to authorized ComfortPro dealers in good standing in the United States and to the comfort advisors, technicians and sales staff they employ. Participants must be at least 18 years old.',
      'Enrollment is void where prohibited by law or by the policies of your employer. Government employees and employees of ComfortPro and its affiliates are not eligible to earn rewards.',
    ],
  },
  {
    title: 'Program Accounts',
    paragraphs: [
      'Each participant may hold one account. You are responsible for the accuracy of the information you provide, for keeping your password confidential and for all activity under your account.',
      'A dealer account administrator may add, manage and remove the comfort advisor accounts linked to the dealership. Accounts and points are personal and may not be sold, transferred or combined.',
    ],
  },
  {
    title: 'Earning Points',
    paragraphs: [
      'Points are earned on qualifying purchases of ComfortPro equipment, parts and accessories from authorized distributors, on registered installations and on approved sales claims, at the base earn rates published in the portal. Tier bonuses and promotional multipliers are applied on top of base rates.',
      'Purchases must be invoiced to the enrolled dealership. Returned or cancelled purchases, and claims later found to be invalid, will have their points reversed.',
    ],
  },
  {
    title: 'Redeeming Rewards',
    paragraphs: [
      'Points may be redeemed for the merchandise, gift cards, travel and experiences shown in the rewards catalog, while supplies last. Points are deducted from your balance when a redemption is placed and have no cash value.',
      'Rewards usually ship within 5-7 business days (7-10 for electronics). Reward values may be reportable as income; participants are responsible for any taxes that apply.',
    ],
  },
  {
    title: 'Point Expiration',
    paragraphs: [
      'Points expire after 24 months of account inactivity. An account is inactive when it has neither earned nor redeemed points during that period.',
      'Points may also expire on a date stated in a specific promotion. Upcoming expirations are shown on your rewards dashboard before they take effect.',
    ],
  },
  {
    title: 'Promotions and Bonus Offers',
    paragraphs: [
      'ComfortPro may offer time-limited promotions, contests, rebates and bonus point offers. Each promotion has its own eligibility, program window and rules, which apply in addition to these Terms.',
      'Unless a promotion states otherwise, claims must be submitted within 30 days of the sale, and bonuses are calculated on the base points earned during the program window.',
    ],
  },
  {
    title: 'Marketing Development and Co-op Funds',
    paragraphs: [
      'Eligible dealers accrue co-op and marketing development funds (MDF) based on qualifying purchases. Funds may be used only for approved advertising and marketing activities that feature ComfortPro products.',
      'Reimbursement claims must be submitted with proof of performance within 90 days of campaign completion or invoice date. Campaigns above $5,000 need pre-approval from your territory manager. Unused funds expire at the end of the fiscal year.',
    ],
  },
  {
    title: 'Claims, Documentation and Audits',
    paragraphs: [
      'Sales claims, receipts and fund requests must be accurate and supported by invoices, model and serial numbers, and other documentation ComfortPro may reasonably request. Keep supporting records for at least 24 months.',
      'ComfortPro may review or audit any claim. Points or funds obtained through error, misrepresentation or fraud will be reversed, and ComfortPro may recover the value of any rewards already issued.',
    ],
  },
  {
    title: 'Privacy and Use of Information',
    paragraphs: [
      'ComfortPro collects and uses the information you provide, and information about your Program activity, to administer the Program, fulfil rewards, process claims and communicate with you, as described in our Privacy Policy.',
      'You may choose which notifications you receive in your profile settings. We do not sell your personal information.',
    ],
  },
  {
    title: 'Changes to the Program',
    paragraphs: [
      'ComfortPro may change these Terms, earn rates, tiers, the rewards catalog or any part of the Program at any time. Material changes will be announced in the portal at least 30 days before they take effect, except where a change is required by law.',
      'Changes to base earn rates apply to future claims only. Continuing to take part in the Program after a change takes effect means you accept the updated Terms.',
    ],
  },
  {
    title: 'Suspension and Termination',
    paragraphs: [
      'You may close your account at any time. ComfortPro may suspend or terminate an account that breaches these Terms, that is linked to a dealership no longer authorized, or that is used fraudulently.',
      'ComfortPro may end the Program with 90 days\u2019 notice. Points not redeemed by the end of that notice period, or on an account terminated for cause, are forfeited.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These Terms and any dispute arising from the Program are governed by the laws of the State of Texas, without regard to its conflict-of-law rules.',
      'Any legal action relating to the Program will be brought in the state or federal courts located in Texas, and you consent to the jurisdiction of those courts.',
    ],
  },
];
