import type { FaqCategory, Resolvers, SupportContacts } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../fixtures/constants';
import { LIVE_CHAT_HOURS, MARKETING_FUNDS_FAQ_CATEGORY_ID, SUPPORT_EMAIL_RESPONSE, SUPPORT_PHONE_HOURS } from '../fixtures/faq';
import { requireViewer } from '../lib/auth';
import { matchesSearch } from '../lib/connection';

/**
 * FAQ categories for the viewer. Comfort advisors never receive Marketing Funds. With a search
 * (case-insensitive substring of question or answer) only matching entries are returned and
 * categories without a match are left out; `count` stays the category's total.
 */
async function faqFor(ctx: Context, search: string | null | undefined, categoryId: string | null | undefined): Promise<FaqCategory[]> {
  const { role } = requireViewer(ctx);
  const [found, allEntries] = await Promise.all([ctx.repositories.faq.categories(categoryId), ctx.repositories.faq.entries(categoryId)]);
  const searching = !!search?.trim();
  const categories: FaqCategory[] = [];
  for (const category of found) {
    if (role === 'COMFORT_ADVISOR' && category.id === MARKETING_FUNDS_FAQ_CATEGORY_ID) continue;
    const all = allEntries.filter((entry) => entry.categoryId === category.id);
    const entries = all
      .filter((entry) => matchesSearch(search, entry.question, entry.answer))
      .map(({ id, question, answer }) => ({ id, question, answer }));
    if (searching && entries.length === 0) continue;
    categories.push({ id: category.id, name: category.name, count: all.length, entries });
  }
  return categories;
}

export const SUPPORT_CONTACTS: SupportContacts = {
  phone: SUPPORT_PHONE,
  phoneHours: SUPPORT_PHONE_HOURS,
  email: SUPPORT_EMAIL,
  emailResponse: SUPPORT_EMAIL_RESPONSE,
  chatHours: LIVE_CHAT_HOURS,
};

/** Query resolvers of the FAQ and help domain (any signed-in user). */
export const faqResolvers: Resolvers = {
  Query: {
    faq: (_parent, { search, categoryId }, ctx) => faqFor(ctx, search, categoryId),
    supportContacts: (_parent, _args, ctx) => {
      requireViewer(ctx);
      return { ...SUPPORT_CONTACTS };
    },
  },
};
