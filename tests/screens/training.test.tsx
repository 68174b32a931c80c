import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEALER_USER_ID } from '../../domain/fixtures/constants';
import { toaster } from '../../src/components/ui/toaster';
import { formatDate } from '../../src/lib/format';
import { findPageHeading, renderRoute, selectTab } from '../render-route';
import { captureDownloads } from '../downloads';

const TITLE = 'Professional Development';

async function openTraining(path = '/training', role: 'dealer' | 'comfort-advisor' = 'dealer') {
  const rendered = renderRoute(path, { role });
  await findPageHeading(TITLE);
  return rendered;
}

function course(title: string) {
  return screen.getByRole('article', { name: title });
}

function statValue(label: string) {
  return screen.getByRole('group', { name: label });
}

function visibleToast(title: string) {
  return toaster.getVisibleToasts().find((toast) => toast.title === title);
}

beforeEach(() => {
  toaster.remove();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Professional Development figures', () => {
  it("shows the dealer's stat cards, learning streak, recognition and regional leaders", async () => {
    await openTraining();

    expect(statValue('Completed')).toHaveTextContent('Completed2of 8 courses');
    expect(statValue('In Progress')).toHaveTextContent('In Progress2');
    expect(statValue('Certifications')).toHaveTextContent('Certifications3Active');
    expect(statValue('Points Earned')).toHaveTextContent('Points Earned750From completed courses');

    const momentum = screen.getByRole('region', { name: 'Learning Momentum' });
    expect(within(momentum).getByTestId('current-streak')).toHaveTextContent('7 days');
    expect(within(momentum).getByTestId('longest-streak')).toHaveTextContent('Longest streak: 14 days');
    const week = within(momentum).getByRole('list', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    expect(within(week).getByText('Monday: learned')).toBeInTheDocument();
    expect(within(week).getByText('Sunday: learned')).toBeInTheDocument();

    const recognition = screen.getByRole('list', { name: 'Recognition Earned' });
    expect(within(recognition).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Business Builder',
      'Two-Week Streak',
    ]);
    expect(within(recognition).getByText('Earned Sep 13, 2026')).toBeInTheDocument();

    const leaders = within(screen.getByRole('list', { name: 'Regional Leaders' })).getAllByRole('listitem');
    expect(leaders).toHaveLength(6);
    expect(leaders[0]).toHaveTextContent('Rank 1Marcus ChenGreat Lakes Heating & Cooling4,850 pts');
    expect(leaders[5]).toHaveTextContent('Rank 8Jordan MillerYouSummit Comfort Systems750 pts');
    expect(leaders[5]).toHaveAttribute('aria-current', 'true');
  });

  it("shows the comfort advisor's own figures", async () => {
    await openTraining('/training', 'comfort-advisor');

    expect(statValue('Completed')).toHaveTextContent('Completed3of 8 courses');
    expect(statValue('In Progress')).toHaveTextContent('In Progress2');
    expect(statValue('Certifications')).toHaveTextContent('Certifications2');
    expect(statValue('Points Earned')).toHaveTextContent('Points Earned1,150');
    expect(screen.getByText('Fast Learner')).toBeInTheDocument();
    const leaders = within(screen.getByRole('list', { name: 'Regional Leaders' })).getAllByRole('listitem');
    expect(leaders.at(-1)).toHaveTextContent('Rank 7Alex RiveraYouSummit Comfort Systems1,150 pts');
  });

  it('keeps client admins out', async () => {
    renderRoute('/training', { role: 'client-admin' });
    await findPageHeading('Access denied');
    expect(screen.queryByRole('tab', { name: 'All Courses' })).not.toBeInTheDocument();
  });

  it("says the full regional rankings are coming soon, for 3 seconds", async () => {
    const { user } = await openTraining();
    await user.click(screen.getByRole('button', { name: 'View full rankings' }));
    expect(await screen.findByText('Full regional rankings coming soon')).toBeInTheDocument();
    expect(visibleToast('Full regional rankings coming soon')?.duration).toBe(3000);
  });
});

describe('tabs', () => {
  it('are real tabs kept in the URL', async () => {
    const { user, router } = await openTraining();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Courses', 'My Courses', 'Certifications', 'Upcoming Webinars']);
    expect(screen.getByRole('tab', { name: 'All Courses' })).toHaveAttribute('aria-selected', 'true');

    await selectTab(user, 'Upcoming Webinars');
    expect(router.state.location.search).toBe('?tab=webinars');
    expect(screen.getByRole('heading', { name: 'Live Training Sessions' })).toBeInTheDocument();

    await selectTab(user, 'All Courses');
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL', async () => {
    await openTraining('/training?tab=certifications');
    expect(screen.getByRole('tab', { name: 'Certifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Advanced Certification Paths' })).toBeInTheDocument();
  });
});

describe('courses', () => {
  it('label each course by where the user is in it', async () => {
    const { user } = await openTraining();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(within(course('HVAC Sales Fundamentals')).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(within(course('Consultative Comfort Selling')).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(within(course('Consultative Comfort Selling')).getByText('2 of 6 modules')).toBeInTheDocument();
    expect(within(course('Consultative Comfort Selling')).getByText('33%')).toBeInTheDocument();
    expect(within(course('Advanced Closing and Financing Strategies')).getByRole('button', { name: 'Enroll' })).toBeEnabled();

    await selectTab(user, 'My Courses');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'HVAC Sales Fundamentals',
      'Consultative Comfort Selling',
      'Variable-Speed System Diagnostics',
      'Dealer Business Growth and Profitability',
    ]);
    const selling = course('Consultative Comfort Selling');
    expect(within(selling).getByRole('button', { name: 'Continue Learning' })).toBeEnabled();
    expect(within(selling).getByText('In Progress')).toBeInTheDocument();
    expect(within(course('HVAC Sales Fundamentals')).getByRole('button', { name: 'Completed' })).toBeDisabled();
  });

  it('enrolls the user, and the enrolment persists', async () => {
    const { user, server } = await openTraining();
    await user.click(within(course('Advanced Closing and Financing Strategies')).getByRole('button', { name: 'Enroll' }));

    const card = course('Advanced Closing and Financing Strategies');
    expect(await within(card).findByRole('button', { name: 'Start Course' })).toBeEnabled();
    expect(within(card).getByText('0 of 8 modules')).toBeInTheDocument();
    expect(within(card).getByText('Complete by Feb 20, 2027')).toBeInTheDocument();
    expect(statValue('In Progress')).toHaveTextContent('In Progress3');
    expect(await screen.findByText('Enrolled in Advanced Closing and Financing Strategies')).toBeInTheDocument();

    await selectTab(user, 'My Courses');
    expect(within(course('Advanced Closing and Financing Strategies')).getByRole('button', { name: 'Start Course' })).toBeInTheDocument();

    server.db.flush();
    cleanup();
    renderRoute('/training', { storage: server.storage });
    await findPageHeading(TITLE);
    expect(within(course('Advanced Closing and Financing Strategies')).getByRole('button', { name: 'Start Course' })).toBeInTheDocument();
    expect(statValue('In Progress')).toHaveTextContent('In Progress3');
  });

  it('Start Course records the first module, then offers Continue', async () => {
    const { user } = await openTraining('/training?tab=my-courses', 'comfort-advisor');
    const card = course('Residential Heat Pump Installation');
    expect(within(card).getByText('Not Started')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Start Course' }));

    expect(await within(card).findByText('1 of 8 modules')).toBeInTheDocument();
    expect(within(card).getByText('13%')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Continue Learning' })).toBeEnabled();
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Residential Heat Pump Installation progress' })).toHaveAttribute('aria-valuenow', '13');
  });

  it('completing the last module moves Completed, Points Earned, the path and the leaderboard, and persists', async () => {
    const { user, server } = await openTraining();
    const card = () => course('Consultative Comfort Selling');
    for (const modules of [3, 4, 5]) {
      await user.click(within(card()).getByRole('button', { name: 'Continue' }));
      expect(await within(card()).findByText(`${modules} of 6 modules`)).toBeInTheDocument();
    }
    expect(statValue('Completed')).toHaveTextContent('Completed2');
    await user.click(within(card()).getByRole('button', { name: 'Continue' }));

    expect(await within(card()).findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(within(card()).getByText('100%')).toBeInTheDocument();
    expect(statValue('Completed')).toHaveTextContent('Completed3of 8 courses');
    expect(statValue('In Progress')).toHaveTextContent('In Progress1');
    expect(statValue('Points Earned')).toHaveTextContent('Points Earned1,150');
    expect(screen.getByText('Course completed')).toBeInTheDocument();
    expect(screen.getByText('Consultative Comfort Selling: 400 points earned.')).toBeInTheDocument();
    const leaders = within(screen.getByRole('list', { name: 'Regional Leaders' })).getAllByRole('listitem');
    expect(leaders.at(-1)).toHaveTextContent('Jordan MillerYouSummit Comfort Systems1,150 pts');

    await selectTab(user, 'Certifications');
    expect(screen.getByRole('article', { name: 'Sales Excellence Certification' })).toHaveTextContent('2 of 3 courses');

    server.db.flush();
    cleanup();
    renderRoute('/training', { storage: server.storage });
    await findPageHeading(TITLE);
    expect(within(course('Consultative Comfort Selling')).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(statValue('Points Earned')).toHaveTextContent('Points Earned1,150');
  });

  it("completing a path's last course earns its certification, and that persists", async () => {
    // The comfort advisor has 2 of the 3 sales courses; the third is at 3 of 8 modules.
    const { user, server } = await openTraining('/training', 'comfort-advisor');
    const card = () => course('Advanced Closing and Financing Strategies');
    expect(statValue('Certifications')).toHaveTextContent('Certifications2');
    for (const modules of [4, 5, 6, 7]) {
      await user.click(within(card()).getByRole('button', { name: 'Continue' }));
      expect(await within(card()).findByText(`${modules} of 8 modules`)).toBeInTheDocument();
    }
    expect(statValue('Certifications')).toHaveTextContent('Certifications2');
    await user.click(within(card()).getByRole('button', { name: 'Continue' }));
    expect(await within(card()).findByRole('button', { name: 'Completed' })).toBeDisabled();

    await waitFor(() => expect(statValue('Certifications')).toHaveTextContent('Certifications3'), { timeout: 5000 });
    expect(await screen.findByText('Sales Excellence Certification earned', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your certificate is ready on the Certifications tab.')).toBeInTheDocument();

    await selectTab(user, 'Certifications');
    const mine = screen.getByRole('region', { name: 'My Certifications' });
    const earned = within(mine).getByRole('article', { name: 'Sales Excellence Certification' });
    expect(earned).toHaveTextContent('Active');
    const stored = server.db.data.certifications.find((row) => row.name === 'Sales Excellence Certification');
    expect(stored).toBeDefined();
    expect(earned).toHaveTextContent(`Issued${formatDate(stored?.issued ?? '')}`);
    const path = within(screen.getByRole('region', { name: 'Advanced Certification Paths' })).getByRole('article', {
      name: 'Sales Excellence Certification',
    });
    expect(path).toHaveTextContent('3 of 3 courses');
    expect(within(path).getByText('Earned')).toBeInTheDocument();
    // The path not completed yet earns nothing.
    expect(within(mine).queryByRole('article', { name: 'Master Technician Certification' })).not.toBeInTheDocument();

    await user.click(within(earned).getByRole('button', { name: 'View Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales Excellence Certification certificate' }, { timeout: 5000 });
    expect(within(dialog).getByTestId('certificate-holder')).toHaveTextContent('Alex Rivera');

    server.db.flush();
    cleanup();
    renderRoute('/training?tab=certifications', { storage: server.storage });
    await findPageHeading(TITLE);
    expect(within(screen.getByRole('region', { name: 'My Certifications' })).getByRole('article', { name: 'Sales Excellence Certification' })).toBeInTheDocument();
    expect(statValue('Certifications')).toHaveTextContent('Certifications3');
  });

  it("moves the advisor dashboard's My Training card seen earlier", async () => {
    const { user } = renderRoute('/', { role: 'comfort-advisor' });
    await findPageHeading('Dashboard');
    const myTraining = () => screen.getByRole('group', { name: 'My Training' });
    expect(await within(myTraining()).findByText('3 of 8')).toBeInTheDocument();
    const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

    await user.click(nav().getByRole('link', { name: 'Training' }));
    await findPageHeading(TITLE);
    const card = () => course('Advanced Closing and Financing Strategies');
    for (const modules of [4, 5, 6, 7]) {
      await user.click(within(card()).getByRole('button', { name: 'Continue' }));
      expect(await within(card()).findByText(`${modules} of 8 modules`)).toBeInTheDocument();
    }
    await user.click(within(card()).getByRole('button', { name: 'Continue' }));
    expect(await within(card()).findByRole('button', { name: 'Completed' })).toBeDisabled();

    await user.click(nav().getByRole('link', { name: 'Dashboard' }));
    await findPageHeading('Dashboard');
    expect(await within(myTraining()).findByText('4 of 8')).toBeInTheDocument();
    // Five course steps and three screens: allow for a busy machine.
  }, 40_000);

  it('shows why the server refused an action at the course', async () => {
    const { user, server } = await openTraining();
    // The user enrolled in another tab meanwhile.
    server.db.data.courseProgress.push({ userId: DEALER_USER_ID, courseId: 'CRS-105', enrolledOn: '2026-11-22', modulesCompleted: 0, completedOn: null });

    const card = () => course('Ductless Mini-Split Installation and Commissioning');
    await user.click(within(card()).getByRole('button', { name: 'Enroll' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('You are already enrolled in this course');
    // The card now shows the enrolment as the server has it.
    expect(await within(card()).findByRole('button', { name: 'Start Course' })).toHaveAccessibleDescription('You are already enrolled in this course');
    expect(screen.queryByText('Enrolled in Ductless Mini-Split Installation and Commissioning')).not.toBeInTheDocument();
  });
});

describe('View calendar', () => {
  it("lists the user's dated courses, webinars and events by date and downloads them as .ics", async () => {
    const files = captureDownloads();
    const { user } = await openTraining();
    await user.click(screen.getByRole('button', { name: 'View calendar' }));

    const dialog = await screen.findByRole('dialog', { name: 'My Training Calendar' });
    const entries = within(within(dialog).getByRole('list', { name: 'Calendar entries' })).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent('WebinarTurning Five-Star Reviews into ReferralsWed, Dec 9, 2026 · 1:00 PM - 1:45 PM CSTOnline');
    expect(entries[1]).toHaveTextContent('EventMidwest Regional Dealer SummitThu, Dec 10, 2026 · 8:00 AM - 5:00 PM CSTHyatt Regency Chicago');
    expect(entries[2]).toHaveTextContent('Dealer Leadership Roundtable');
    expect(entries[3]).toHaveTextContent('Course deadlineVariable-Speed System Diagnostics dueMon, Jan 11, 2027 · Due by 11:59 PM CST');
    expect(entries[4]).toHaveTextContent('Consultative Comfort Selling due');

    await user.click(within(dialog).getByRole('button', { name: 'Download all (.ics)' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('training-calendar.ics');
    const ics = await files[0]!.blob.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(ics).toContain('SUMMARY:Turning Five-Star Reviews into Referrals');
    expect(ics).toContain('DTSTART:20261209T190000Z');
    expect(ics).toContain('DTEND:20261209T194500Z');
    expect(ics).toContain('SUMMARY:Variable-Speed System Diagnostics due');
    expect(ics).toContain('UID:event-EVT-101@dealer-loyalty-portal');
    expect(ics.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it('adds a course the user enrolls in', async () => {
    const { user } = await openTraining();
    await user.click(within(course('Advanced Closing and Financing Strategies')).getByRole('button', { name: 'Enroll' }));
    await within(course('Advanced Closing and Financing Strategies')).findByRole('button', { name: 'Start Course' });
    await user.click(screen.getByRole('button', { name: 'View calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Training Calendar' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(dialog).getByText('Advanced Closing and Financing Strategies due')).toBeInTheDocument();
  });
});

describe('certifications', () => {
  it('lists certifications with status and dates, and opens a printable certificate', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openTraining('/training?tab=certifications');

    const heading = screen.getByRole('heading', { name: 'My Certifications' });
    expect(heading).toBeInTheDocument();
    const heatPump = screen.getByRole('article', { name: 'Heat Pump Installation Specialist' });
    expect(heatPump).toHaveTextContent('Active');
    expect(heatPump).toHaveTextContent('IssuedAug 24, 2026');
    expect(heatPump).toHaveTextContent('ExpiresAug 23, 2028');
    expect(screen.getByRole('article', { name: 'Indoor Air Quality Specialist' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Certified Comfort Dealer' })).toBeInTheDocument();

    await user.click(within(heatPump).getByRole('button', { name: 'View Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heat Pump Installation Specialist certificate' });
    expect(within(dialog).getByTestId('certificate-holder')).toHaveTextContent('Jordan Miller');
    expect(within(dialog).getByTestId('certificate-name')).toHaveTextContent('Heat Pump Installation Specialist');
    expect(within(dialog).getByTestId('certificate-issued')).toHaveTextContent('August 24, 2026');
    expect(within(dialog).getByTestId('certificate-expires')).toHaveTextContent('August 23, 2028');

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows the advanced paths with the user's progress and their details notice", async () => {
    const { user } = await openTraining('/training?tab=certifications');
    const master = screen.getByRole('article', { name: 'Master Technician Certification' });
    expect(master).toHaveTextContent('Requires 5 advanced courses');
    expect(master).toHaveTextContent('1 of 5 courses');
    const sales = screen.getByRole('article', { name: 'Sales Excellence Certification' });
    expect(sales).toHaveTextContent('Requires 3 sales courses');
    expect(sales).toHaveTextContent('1 of 3 courses');

    await user.click(within(master).getByRole('button', { name: /^Learn More/ }));
    expect(await screen.findByText('Master Technician Certification details')).toBeInTheDocument();
    expect(screen.getByText('More information about this certification will be available soon.')).toBeInTheDocument();

    await user.click(within(sales).getByRole('button', { name: /^Learn More/ }));
    expect(await screen.findByText('Sales Excellence Certification details')).toBeInTheDocument();
  });
});

describe('Upcoming Webinars', () => {
  it('lists the live sessions and registers the user, which persists', async () => {
    const { user, server } = await openTraining('/training?tab=webinars');
    expect(screen.getByRole('heading', { name: 'Live Training Sessions' })).toBeInTheDocument();

    const webinar = () => screen.getByRole('article', { name: 'Selling High-Efficiency Heat Pumps in Cold Climates' });
    expect(webinar()).toHaveTextContent('How to explain cold-climate heat pump performance, utility rebates and operating costs to homeowners.');
    expect(webinar()).toHaveTextContent('Date:Nov 24, 2026');
    expect(webinar()).toHaveTextContent('Time:2:00 PM CST');
    expect(webinar()).toHaveTextContent('Duration:1 hour');
    expect(webinar()).toHaveTextContent('Instructor:Rachel Turner');
    expect(within(webinar()).getByTestId('webinar-registered-count')).toHaveTextContent('142 registered');
    expect(within(screen.getByRole('article', { name: 'Turning Five-Star Reviews into Referrals' })).getByRole('button', { name: 'Registered' })).toBeDisabled();

    await user.click(within(webinar()).getByRole('button', { name: 'Register' }));
    expect(await within(webinar()).findByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(within(webinar()).getByTestId('webinar-registered-count')).toHaveTextContent('143 registered');
    expect(await screen.findByText('Registration confirmed for Selling High-Efficiency Heat Pumps in Cold Climates')).toBeInTheDocument();

    server.db.flush();
    cleanup();
    renderRoute('/training?tab=webinars', { storage: server.storage });
    await findPageHeading(TITLE);
    expect(within(webinar()).getByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(within(webinar()).getByTestId('webinar-registered-count')).toHaveTextContent('143 registered');
  });
});
