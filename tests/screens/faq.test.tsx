import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { findPageHeading, renderRoute } from '../render-route';

afterEach(() => {
  vi.restoreAllMocks();
});

const CATEGORY_COUNTS = [
  ['Marketing Funds', 8],
  ['Loyalty Rewards', 6],
  ['Promotions', 7],
  ['Training', 5],
  ['Orders & Products', 9],
  ['Technical Support', 11],
] as const;

async function openFaq(path = '/faq', role: 'dealer' | 'comfort-advisor' | 'client-admin' = 'dealer') {
  const rendered = renderRoute(path, { role });
  await findPageHeading('Frequently Asked Questions');
  return rendered;
}

function categoriesSection() {
  return screen.getByRole('region', { name: 'Browse by Category' });
}

function categoryButton(name: string) {
  return within(categoriesSection()).getByRole('button', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')} \\d+ questions?$`) });
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Search FAQs' });
}

/** The result groups shown: each category's heading and its questions. */
function resultGroups() {
  return screen.queryAllByRole('heading', { level: 3 }).flatMap((heading) => {
    const section = heading.closest('section');
    const questions = section
      ? within(section)
          .queryAllByRole('button')
          .filter((button) => button.hasAttribute('aria-expanded'))
          .map((button) => button.textContent)
      : [];
    return questions.length > 0 ? [{ name: heading.textContent, questions }] : [];
  });
}

function question(text: string) {
  return screen.getByRole('button', { name: text });
}

describe('faq: browsing', () => {
  it('shows every category with its count and every question grouped by category', async () => {
    await openFaq();
    for (const [name, count] of CATEGORY_COUNTS) {
      expect(categoryButton(name)).toHaveTextContent(`${name}${count} questions`);
      expect(categoryButton(name)).toHaveAttribute('aria-pressed', 'false');
    }
    const groups = resultGroups();
    expect(groups.map((group) => [group.name, group.questions.length])).toEqual(CATEGORY_COUNTS);
    expect(screen.getByText('46 questions')).toBeInTheDocument();
  });

  it('opens one answer at a time and closes it again', async () => {
    const { user } = await openFaq();
    const earn = question('How do I earn loyalty points?');
    const tiers = question('What are the loyalty tiers?');
    expect(earn).toHaveAttribute('aria-expanded', 'false');
    await user.click(earn);
    expect(earn).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/You earn 1 point per dollar on qualifying equipment purchases/)).toBeVisible();
    await user.click(tiers);
    expect(tiers).toHaveAttribute('aria-expanded', 'true');
    expect(earn).toHaveAttribute('aria-expanded', 'false');
    await user.click(tiers);
    expect(tiers).toHaveAttribute('aria-expanded', 'false');
  });

  it('selecting a category filters to it, clears the search and toggles off again', async () => {
    const { user, router } = await openFaq('/faq?q=points');
    expect(searchBox()).toHaveValue('points');
    await user.click(categoryButton('Training'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=training'), { timeout: 5000 });
    await waitFor(() => expect(resultGroups().map((group) => group.name)).toEqual(['Training']), { timeout: 5000 });
    expect(resultGroups()[0]?.questions).toHaveLength(5);
    expect(searchBox()).toHaveValue('');
    expect(categoryButton('Training')).toHaveAttribute('aria-pressed', 'true');

    await user.click(categoryButton('Training'));
    await waitFor(() => expect(resultGroups()).toHaveLength(6), { timeout: 5000 });
    expect(router.state.location.search).toBe('');
    expect(categoryButton('Training')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('faq: search', () => {
  it('matches question and answer text whatever the case, grouped by category, in the URL', async () => {
    const { user, router } = await openFaq();
    await user.type(searchBox(), '24 MONTHS OF INACTIVITY');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('24 MONTHS OF INACTIVITY'), { timeout: 5000 });
    expect(await screen.findByText('1 question matching “24 MONTHS OF INACTIVITY”', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(resultGroups()).toEqual([{ name: 'Loyalty Rewards', questions: ['Do my points expire?'] }]);
    // The category cards keep their full counts while searching.
    expect(categoryButton('Loyalty Rewards')).toHaveTextContent('6 questions');
  });

  it('typing a search clears the category filter', async () => {
    const { user, router } = await openFaq('/faq?category=orders-products');
    await waitFor(() => expect(resultGroups().map((group) => group.name)).toEqual(['Orders & Products']), { timeout: 5000 });
    await user.type(searchBox(), 'will-call');
    await waitFor(() => expect(router.state.location.search).toBe('?q=will-call'), { timeout: 5000 });
    await waitFor(() => expect(resultGroups().map((group) => group.name)).toEqual(['Promotions', 'Orders & Products']), { timeout: 5000 });
    expect(categoryButton('Orders & Products')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows No results found with the hint, and Clear filters brings everything back', async () => {
    const { user, router } = await openFaq();
    await user.type(searchBox(), 'snowmobile');
    expect(await screen.findByText('No results found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or browse by category')).toBeInTheDocument();
    expect(resultGroups()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(resultGroups()).toHaveLength(6), { timeout: 5000 });
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });
});

describe('faq: still need help', () => {
  it('offers a phone link, an e-mail link and live chat with their hours', async () => {
    const { user } = await openFaq();
    const help = screen.getByRole('region', { name: 'Still Need Help?' });
    expect(within(help).getByRole('heading', { name: 'Call Us' })).toBeInTheDocument();
    expect(within(help).getByText('Monday-Friday 7am-7pm CST')).toBeInTheDocument();
    const call = within(help).getByRole('link', { name: 'Call Us at (800) 555-0100' });
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(help).getByText('Response within 24 hours')).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Email Support at support@comfortpro.example' })).toHaveAttribute(
      'href',
      'mailto:support@comfortpro.example',
    );
    expect(within(help).getByRole('heading', { name: 'Live Chat' })).toBeInTheDocument();

    const create = vi.spyOn(toaster, 'create');
    await user.click(within(help).getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByText('Chat feature coming soon', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Live chat will be available during business hours (Mon-Fri, 8AM-6PM CST).')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Chat feature coming soon', duration: 4000 }));
  });
});

describe('faq: roles', () => {
  it('never shows comfort advisors the Marketing Funds category or its answers', async () => {
    const { user } = await openFaq('/faq', 'comfort-advisor');
    expect(within(categoriesSection()).getAllByRole('button').map((button) => button.textContent)).toEqual(
      CATEGORY_COUNTS.slice(1).map(([name, count]) => `${name}${count} questions`),
    );
    expect(resultGroups().map((group) => group.name)).not.toContain('Marketing Funds');
    await user.type(searchBox(), 'co-op');
    await waitFor(() => expect(screen.getByText(/matching “co-op”/)).toBeInTheDocument(), { timeout: 5000 });
    expect(resultGroups().map((group) => group.name)).not.toContain('Marketing Funds');
    expect(screen.queryByText('What is the difference between co-op funds and MDF?')).not.toBeInTheDocument();
  });

  it('shows client admins every category', async () => {
    await openFaq('/faq', 'client-admin');
    expect(within(categoriesSection()).getAllByRole('button')).toHaveLength(6);
  });
});
