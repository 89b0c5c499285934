/**
 * The blog, compiled at build time (Node only; the browser never gets a Markdown parser).
 *
 * - `virtual:harbor-blog` exports `posts` (the small index: slug, title, date, author, tags,
 *   summary, reading time; newest first) and `loadPostHtml(slug)`, which loads one post's HTML
 *   from its own lazy chunk (`virtual:harbor-blog/post/<slug>`), or resolves to null for an
 *   unknown slug.
 * - `virtual:harbor-blog/es`: the same for the posts in Spanish (issue 25), each a translation
 *   in the content folder's `es` folder of the English post of its name, its English links
 *   marked `hreflang="en"`.
 * - `/rss.xml`: an RSS 2.0 feed of every post, emitted into the build and served by the dev
 *   server. Its links use VITE_SITE_URL (default http://localhost:4173, the preview server).
 * - A `<link rel="alternate" type="application/rss+xml">` in index.html.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { loadPosts, type CompiledPost } from './load-posts.ts';
import { buildRssFeed } from './rss.ts';

export const BLOG_MODULE_ID = 'virtual:harbor-blog';
const POST_MODULE_PREFIX = `${BLOG_MODULE_ID}/post/`;
/** The posts in Spanish (issue 25): the same shape, from the content folder's `es` folder. */
export const SPANISH_BLOG_MODULE_ID = `${BLOG_MODULE_ID}/es`;
const SPANISH_POST_MODULE_PREFIX = `${SPANISH_BLOG_MODULE_ID}/post/`;
const RESOLVED_PREFIX = '\0';
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export interface HarborBlogOptions {
  /** The folder of `*.md` posts. */
  contentDir: string;
  /** Overrides VITE_SITE_URL (tests). */
  siteUrl?: string;
}

/** The JavaScript of the index module: summaries plus one dynamic import per post. */
export function indexModuleCode(
  posts: readonly CompiledPost[],
  postModulePrefix = POST_MODULE_PREFIX,
): string {
  const summaries = posts.map(({ html: _html, ...summary }) => summary);
  const loaders = posts
    .map(
      (post) =>
        `  ${JSON.stringify(post.slug)}: () => import(${JSON.stringify(postModulePrefix + post.slug)}),`,
    )
    .join('\n');
  return `export const posts = ${JSON.stringify(summaries)};
const loaders = {
${loaders}
};
export function loadPostHtml(slug) {
  const load = Object.prototype.hasOwnProperty.call(loaders, slug) ? loaders[slug] : undefined;
  return load ? load().then((module) => module.html) : Promise.resolve(null);
}
`;
}

export function harborBlog(options: HarborBlogOptions): Plugin {
  let siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  let cache: CompiledPost[] | null = null;
  let spanishCache: CompiledPost[] | null = null;
  const posts = () => (cache ??= loadPosts(options.contentDir));
  const spanishPosts = () => (spanishCache ??= loadPosts(options.contentDir, 'es'));

  function serveRss(server: ViteDevServer) {
    return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      if (request.url?.split('?')[0] !== '/rss.xml') return next();
      const origin =
        options.siteUrl ??
        server.config.env.VITE_SITE_URL ??
        `http://${request.headers.host ?? 'localhost:5173'}`;
      response.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
      response.end(buildRssFeed(posts(), String(origin)));
    };
  }

  return {
    name: 'harbor-blog',
    configResolved(config) {
      const fromEnv = config.env.VITE_SITE_URL as string | undefined;
      if (!options.siteUrl && fromEnv) siteUrl = fromEnv;
      if (!options.siteUrl && !fromEnv && config.command === 'build') {
        config.logger.warn(
          `\nVITE_SITE_URL not set: the links in rss.xml point at ${DEFAULT_SITE_URL}. Set it to the site's public address.\n`,
        );
      }
    },
    buildStart() {
      cache = null;
      spanishCache = null;
    },
    resolveId(id) {
      if (
        id === BLOG_MODULE_ID ||
        id.startsWith(POST_MODULE_PREFIX) ||
        id === SPANISH_BLOG_MODULE_ID ||
        id.startsWith(SPANISH_POST_MODULE_PREFIX)
      )
        return RESOLVED_PREFIX + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX + BLOG_MODULE_ID)) return null;
      const virtualId = id.slice(RESOLVED_PREFIX.length);
      if (virtualId === BLOG_MODULE_ID) return indexModuleCode(posts());
      if (virtualId === SPANISH_BLOG_MODULE_ID)
        return indexModuleCode(spanishPosts(), SPANISH_POST_MODULE_PREFIX);
      const spanish = virtualId.startsWith(SPANISH_POST_MODULE_PREFIX);
      const slug = virtualId.slice(
        (spanish ? SPANISH_POST_MODULE_PREFIX : POST_MODULE_PREFIX).length,
      );
      const post = (spanish ? spanishPosts() : posts()).find(
        (candidate) => candidate.slug === slug,
      );
      if (!post) throw new Error(`No blog post "${slug}"${spanish ? ' in Spanish' : ''}`);
      return `export const html = ${JSON.stringify(post.html)};\n`;
    },
    configureServer(server) {
      server.watcher.add(options.contentDir);
      const onChange = (file: string) => {
        if (!file.startsWith(options.contentDir) || !file.endsWith('.md')) return;
        cache = null;
        spanishCache = null;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED_PREFIX + BLOG_MODULE_ID)) {
            server.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      server.middlewares.use(serveRss(server));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'rss.xml', source: buildRssFeed(posts(), siteUrl) });
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: 'The Harbor blog',
            href: '/rss.xml',
          },
          injectTo: 'head',
        },
      ];
    },
  };
}
