import { PageHeader } from '@harbor/ui';
import { Link, useParams } from 'react-router';
import { getBlogPost } from '../blog-posts';
import { usePageTitle } from '../use-page-title';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = getBlogPost(slug);
  usePageTitle(post ? post.title : 'Post not found');

  if (!post) {
    return (
      <>
        <PageHeader
          title="We couldn't find that post"
          intro={`The post “${slug}” may have moved or been taken down. The rest of the blog is still here for you.`}
        />
        <p>
          <Link to="/blog">See all posts</Link>
        </p>
      </>
    );
  }

  return (
    <article>
      <PageHeader title={post.title} intro={post.summary} />
      <div className="web-prose">
        {post.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p>
        <Link to="/blog">Back to all posts</Link>
      </p>
    </article>
  );
}
