import { cleanup, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewRow } from '../../domain/fixtures/reviews';
import { formatDate } from '../../src/lib/format';
import { eventually, findPageHeading, renderRoute } from '../render-route';
import { captureDownloads } from '../downloads';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openReviews(path = '/reviews', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, options);
  await findPageHeading('Customer Reviews');
  return rendered;
}

/** Newest first, as the list shows them. */
function newestFirst(rows: readonly ReviewRow[]): ReviewRow[] {
  return [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** A summary card, found by its label. */
function card(label: string) {
  return within(screen.getByTestId('review-summary')).getByRole('group', { name: label });
}

function reviewsSection() {
  return screen.getByRole('region', { name: 'Recent Reviews' });
}

function articles() {
  return within(reviewsSection()).queryAllByRole('article');
}

function article(customer: string, index = 0) {
  const found = within(reviewsSection()).getAllByRole('article', { name: customer });
  const element = found[index];
  if (!element) throw new Error(`No review by ${customer}`);
  return element;
}

function showing(count: number, total: number) {
  return within(reviewsSection()).findByText(`Showing ${count} of ${total} ${total === 1 ? 'review' : 'reviews'}`, {}, { timeout: 10_000 });
}

describe('customer reviews: figures', () => {
  it('shows the four summary cards computed from the reviews', async () => {
    await openReviews();
    expect(card('Average Rating')).toHaveTextContent('4.8');
    expect(within(card('Average Rating')).getByText('from 167 reviews')).toBeInTheDocument();
    expect(card('Total Reviews')).toHaveTextContent('167');
    expect(within(card('Total Reviews')).getByText('+12% this month')).toBeInTheDocument();
    expect(card('Response Rate')).toHaveTextContent('89%');
    expect(within(card('Response Rate')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '89');
    expect(card('5-Star Reviews')).toHaveTextContent('142');
    expect(within(card('5-Star Reviews')).getByText('85% of all reviews')).toBeInTheDocument();
  });

  it('shows the rating distribution by star and the review sources', async () => {
    const { server } = await openReviews();
    const distribution = screen.getByRole('list', { name: 'Rating Distribution' });
    const rows = within(distribution).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['5 stars14285%', '4 stars1811%', '3 stars42%', '2 stars21%', '1 star11%']);
    expect(within(distribution).getByRole('progressbar', { name: '5 stars: 142 reviews, 85%' })).toHaveAttribute('aria-valuenow', '85');

    const sources = within(screen.getByRole('list', { name: 'Review Sources' })).getAllByRole('listitem');
    const data = server.db.data.reviews;
    const expected = (['GOOGLE', 'YELP', 'FACEBOOK', 'DEALER_LOCATOR'] as const)
      .map((source) => {
        const rowsOf = data.filter((row) => row.source === source);
        const average = Math.round((rowsOf.reduce((sum, row) => sum + row.rating, 0) / rowsOf.length) * 10) / 10;
        const name = { GOOGLE: 'Google', YELP: 'Yelp', FACEBOOK: 'Facebook', DEALER_LOCATOR: 'Dealer Locator' }[source];
        return { name, count: rowsOf.length, text: `${name}${rowsOf.length} reviews${average.toFixed(1)}` };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    expect(sources.map((row) => row.textContent)).toEqual(expected.map((row) => row.text));
    expect(within(sources[0] as HTMLElement).getByRole('img', { name: /^Average \d\.\d out of 5$/ })).toBeInTheDocument();
  });
});

describe('customer reviews: the list', () => {
  it('shows each review with customer, Verified, stars, date, comment, helpful votes and product', async () => {
    const { server } = await openReviews();
    const expected = newestFirst(server.db.data.reviews).slice(0, 10);
    await showing(10, 167);
    const shown = articles();
    expect(shown).toHaveLength(10);
    expected.forEach((row, index) => {
      const element = shown[index] as HTMLElement;
      const view = within(element);
      expect(view.getByRole('heading', { level: 3 })).toHaveTextContent(row.customer);
      expect(view.getByRole('img', { name: `Rated ${row.rating} out of 5` })).toBeInTheDocument();
      expect(view.getByText(formatDate(row.date))).toBeInTheDocument();
      expect(view.getByText(row.comment)).toBeInTheDocument();
      expect(view.getByText(`${row.helpfulCount} found this helpful`)).toBeInTheDocument();
      expect(view.getByText(row.product)).toBeInTheDocument();
      expect(view.queryByText('Verified') !== null).toBe(row.verified);
      expect(view.queryByText('Needs Response') !== null).toBe(row.response === null);
      expect(view.queryByRole('button', { name: `Respond to ${row.customer}` }) !== null).toBe(row.response === null);
      if (row.response) expect(view.getByText(row.response.text)).toBeInTheDocument();
    });
  });

  it('switches between the three tabs, keeping the tab in the URL', async () => {
    const { user, router } = await openReviews();
    const tabs = within(reviewsSection()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Reviews', 'Needs Response', '5 Stars']);
    expect(screen.getByRole('tab', { name: 'All Reviews' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Needs Response' }));
    await showing(10, 18);
    expect(router.state.location.search).toBe('?tab=needs-response');
    expect(screen.getByRole('tab', { name: 'Needs Response' })).toHaveAttribute('aria-selected', 'true');
    for (const element of articles()) expect(within(element).getByText('Needs Response')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '5 Stars' }));
    await showing(10, 142);
    expect(router.state.location.search).toBe('?tab=five-stars');
    for (const element of articles()) expect(within(element).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL and loads more reviews after the last one', async () => {
    const { user, server } = await openReviews('/reviews?tab=needs-response');
    await showing(10, 18);
    const expected = newestFirst(server.db.data.reviews.filter((row) => row.response === null));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await showing(18, 18);
    expect(articles().map((element) => within(element).getByRole('heading', { level: 3 }).textContent)).toEqual(expected.map((row) => row.customer));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('customer reviews: responding', () => {
  it('asks for a response at the field before sending anything', async () => {
    const { user, server } = await openReviews('/reviews?tab=needs-response');
    const first = newestFirst(server.db.data.reviews.filter((row) => row.response === null))[0] as ReviewRow;
    await user.click(within(article(first.customer)).getByRole('button', { name: `Respond to ${first.customer}` }));
    const field = screen.getByRole('textbox', { name: `Your response to ${first.customer}` });
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Post Response' }));
    await eventually(() => expect(field).toHaveAccessibleErrorMessage('Response is required'));
    expect(server.db.data.reviews.find((row) => row.id === first.id)?.response).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: `Your response to ${first.customer}` })).not.toBeInTheDocument();
  });

  it('shows the reply under the review and raises the response rate; Needs Response no longer lists it', async () => {
    const { user, server } = await openReviews();
    const ordered = newestFirst(server.db.data.reviews);
    const target = ordered.find((row) => row.response === null) as ReviewRow;
    const element = article(target.customer, ordered.filter((row) => row.customer === target.customer).findIndex((row) => row.id === target.id));
    await user.click(within(element).getByRole('button', { name: `Respond to ${target.customer}` }));
    await user.click(within(element).getByRole('textbox'));
    await user.paste('Thank you for choosing us. We are glad the install went well!');
    await user.click(within(element).getByRole('button', { name: 'Post Response' }));

    await within(element).findByText('Thank you for choosing us. We are glad the install went well!', {}, { timeout: 5000 });
    expect(within(element).getByRole('group', { name: 'Response from Jordan Miller' })).toBeInTheDocument();
    expect(within(element).queryByText('Needs Response')).not.toBeInTheDocument();
    expect(within(element).queryByRole('button', { name: /^Respond/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Response posted', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(card('Response Rate')).toHaveTextContent('90%'), { timeout: 5000 });

    await user.click(screen.getByRole('tab', { name: 'Needs Response' }));
    await showing(10, 17);
    expect(within(reviewsSection()).queryByText('Thank you for choosing us. We are glad the install went well!')).not.toBeInTheDocument();
  });

  it('removes an answered review from Needs Response and keeps the reply after a reload', async () => {
    const { user, server } = await openReviews('/reviews?tab=needs-response');
    const first = newestFirst(server.db.data.reviews.filter((row) => row.response === null))[0] as ReviewRow;
    await user.click(within(articles()[0] as HTMLElement).getByRole('button', { name: `Respond to ${first.customer}` }));
    await user.click(screen.getByRole('textbox', { name: `Your response to ${first.customer}` }));
    await user.paste('Thanks for the kind words!');
    await user.click(screen.getByRole('button', { name: 'Post Response' }));
    await showing(10, 17);
    expect(within(reviewsSection()).queryByText('Thanks for the kind words!')).not.toBeInTheDocument();
    expect(server.db.data.reviews.find((row) => row.id === first.id)?.response?.text).toBe('Thanks for the kind words!');

    server.db.flush();
    cleanup();
    await openReviews('/reviews', { storage: server.storage });
    expect(await screen.findByText('Thanks for the kind words!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(card('Response Rate')).toHaveTextContent('90%');
  });
});

describe('customer reviews: filter, export and share', () => {
  it('narrows the list by rating, source and product, keeping the filter in the URL', async () => {
    const { user, router, server } = await openReviews();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter reviews' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('checkbox', { name: '2 stars' }));
    await user.click(within(panel).getByRole('checkbox', { name: '1 star' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await showing(3, 3);
    expect(new URLSearchParams(router.state.location.search).get('rating')).toBe('2,1');
    for (const element of articles()) expect(within(element).getByRole('img', { name: /Rated [12] out of 5/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter, 1 active' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter Rating: 2★, 1★' }));
    await showing(10, 167);

    const product = server.db.data.reviews[0]?.product as string;
    const expected = server.db.data.reviews.filter((row) => row.source === 'YELP' && row.product === product).length;
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const again = await screen.findByRole('dialog', { name: 'Filter reviews' }, { timeout: 5000 });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Source' }), 'Yelp');
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Product' }), product);
    await user.click(within(again).getByRole('button', { name: 'Apply filters' }));
    await showing(Math.min(10, expected), expected);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('source')).toBe('yelp');
    expect(params.get('product')).toBe(product);
    for (const element of articles()) {
      expect(within(element).getByText('Yelp')).toBeInTheDocument();
      expect(within(element).getByText(product)).toBeInTheDocument();
    }
  });

  it('filters by date range, refusing an end before the start at the field', async () => {
    const { user, router } = await openReviews();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter reviews' }, { timeout: 5000 });
    await user.type(within(panel).getByLabelText('From'), '2026-11-20');
    await user.type(within(panel).getByLabelText('To'), '2026-11-01');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await eventually(() => expect(within(panel).getByLabelText('To')).toHaveAccessibleErrorMessage('The end date must be on or after the start date'));
    expect(router.state.location.search).toBe('');

    await user.clear(within(panel).getByLabelText('From'));
    await user.type(within(panel).getByLabelText('From'), '2026-11-01');
    await user.clear(within(panel).getByLabelText('To'));
    await user.type(within(panel).getByLabelText('To'), '2026-11-22');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await showing(10, 28);
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-22');
  });

  it('shows an empty state with Clear filters when nothing matches', async () => {
    const { user, router } = await openReviews('/reviews?tab=needs-response&rating=1&source=facebook&from=2026-11-01');
    const empty = await screen.findByText('No reviews match your filters', {}, { timeout: 5000 });
    expect(empty).toBeInTheDocument();
    await user.click(within(reviewsSection()).getByRole('button', { name: 'Clear filters' }));
    await showing(10, 18);
    expect(router.state.location.search).toBe('?tab=needs-response');
  });

  it('exports every filtered review as a CSV file, not just the page shown', async () => {
    const { user, server } = await openReviews('/reviews?tab=five-stars&source=google');
    const files = captureDownloads();
    const expected = newestFirst(server.db.data.reviews.filter((row) => row.rating === 5 && row.source === 'GOOGLE'));
    expect(expected.length).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 5000 });
    const file = files[0] as { name: string; blob: Blob };
    expect(file.name).toMatch(/^customer-reviews-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(await file.blob.text(), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Date', 'Customer', 'Rating', 'Verified', 'Product', 'Source', 'Comment', 'Helpful Votes', 'Status', 'Response', 'Responded By', 'Responded At']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(expected.map((row) => row.customer));
    const first = expected[0] as ReviewRow;
    expect(rows[1]?.slice(0, 9)).toEqual([
      first.date,
      first.customer,
      '5',
      first.verified ? 'Yes' : 'No',
      first.product,
      'Google',
      first.comment,
      String(first.helpfulCount),
      first.response ? 'Responded' : 'Needs Response',
    ]);
    expect(await screen.findByText('Reviews exported', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('exports comments and replies that look like formulas as plain text', async () => {
    const { user, server } = await openReviews('/reviews?tab=needs-response');
    const target = newestFirst(server.db.data.reviews.filter((row) => row.response === null))[0] as ReviewRow;
    const comment = '=HYPERLINK("https://phish.example","Claim your refund")';
    const reply = '+1 for the crew, -2 for the wait @ noon';
    const element = articles()[0] as HTMLElement;
    await user.click(within(element).getByRole('button', { name: `Respond to ${target.customer}` }));
    await user.click(within(element).getByRole('textbox'));
    await user.paste(reply);
    await user.click(within(element).getByRole('button', { name: 'Post Response' }));
    await waitFor(() => expect(server.db.data.reviews.find((row) => row.id === target.id)?.response?.text).toBe(reply), { timeout: 5000 });
    const stored = server.db.data.reviews.find((row) => row.id === target.id) as ReviewRow;
    stored.comment = comment;
    server.db.commit();

    await user.click(screen.getByRole('tab', { name: 'All Reviews' }));
    await showing(10, 167);
    const files = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 5000 });
    const rows = Papa.parse<string[]>(await (files[0] as { blob: Blob }).blob.text(), { skipEmptyLines: true }).data;
    const row = rows.find((cells) => cells[0] === stored.date && cells[1] === stored.customer && cells[9]?.endsWith(reply));
    expect(row?.[6]).toBe(`'${comment}`);
    expect(row?.[9]).toBe(`'${reply}`);
    // Ordinary text is left as it is.
    expect(row?.[1]).toBe(stored.customer);
    expect(row?.[10]).toBe('Jordan Miller');
  });

  it('copies a link to the reviews when the device has no share sheet', async () => {
    const { user } = await openReviews('/reviews?tab=five-stars');
    expect('share' in navigator).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Share Reviews' }));
    expect(await screen.findByText('Link copied', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/reviews?tab=five-stars`);
  });

  it('opens the share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = await openReviews();
      await user.click(screen.getByRole('button', { name: 'Share Reviews' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Customer Reviews', text: '4.8 average rating from 167 customer reviews' }));
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

describe('customer reviews: access', () => {
  it('is for dealers only', async () => {
    renderRoute('/reviews', { role: 'comfort-advisor' });
    await findPageHeading('Access denied');
  });
});
