/** The blog's posts until they come from the backend. Plain text only: React escapes it. */
export interface BlogPost {
  slug: string;
  title: string;
  summary: string;
  paragraphs: readonly string[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'asking-for-help',
    title: 'Asking for help is a skill, not a weakness',
    summary: 'Why reaching out feels so hard, and small ways to make the first step lighter.',
    paragraphs: [
      'Many of us were taught to keep our problems to ourselves. When money is short, a home is at risk or our mind feels heavy, that old lesson can keep us quiet exactly when we need others most.',
      'Asking for help gets easier with practice. Start small: tell one person one true thing, or send a short message to a service saying "I am not sure where to start." That is enough.',
    ],
  },
  {
    slug: 'a-budget-that-breathes',
    title: 'A budget that breathes',
    summary: 'A gentle way to plan money when every week is different.',
    paragraphs: [
      'Budgets often fail because they expect every week to look the same. When income changes or surprises keep coming, a flexible plan works better than a strict one.',
      'List what must be paid first — housing, food, heat, medicine — then give everything else a range instead of a fixed number. Check in once a week, without judging yourself.',
    ],
  },
  {
    slug: 'new-country-first-month',
    title: 'Your first month in a new country',
    summary: 'Paperwork, people and places that can help you settle in.',
    paragraphs: [
      'The first weeks in a new country can feel like a wall of forms, queues and unfamiliar words. You do not have to climb it alone.',
      'Libraries, community centres and faith groups often offer free help with documents, language classes and local advice. Keep copies of every document you hand in, and write down who you spoke to and when.',
    ],
  },
];

export function getBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
