import { Card, CardGrid, PageHeader, Section } from '@harbor/ui';
import { BLOG_POSTS } from '../blog-posts';
import { RouterLink } from '../router-link';
import { usePageTitle } from '../use-page-title';

export default function BlogPage() {
  usePageTitle('Blog');
  return (
    <>
      <PageHeader
        title="The Harbor blog"
        intro="Stories, practical guides and honest conversations from our community. Read what helps, skip what doesn't, and come back whenever you need a reminder that things can get better."
      />
      <Section title="Latest posts">
        <CardGrid>
          {BLOG_POSTS.map((post) => (
            <Card
              key={post.slug}
              title={post.title}
              href={`/blog/${post.slug}`}
              linkComponent={RouterLink}
            >
              <p>{post.summary}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
