/** What the blog index knows about one post (its body is loaded on its own page). */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  author: string;
  tags: readonly string[];
  summary: string;
  readingMinutes: number;
}
