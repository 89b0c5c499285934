import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { GUIDANCE_HEADINGS, type Guidance } from './guidance';

/** A component's guidance: when to use it, when not, its words, its keyboard and focus. */
export function GuidanceBlock({ guidance }: { guidance: Guidance }) {
  return (
    <>
      {(Object.keys(GUIDANCE_HEADINGS) as (keyof Guidance)[]).map((part) => (
        <section key={part}>
          <h2>{GUIDANCE_HEADINGS[part]}</h2>
          <Markdown>{guidance[part].map((line) => `- ${line}`).join('\n')}</Markdown>
        </section>
      ))}
    </>
  );
}

/**
 * Storybook's standard docs page with the component's guidance after the first story: the title,
 * the description (the component's TSDoc unless the story sets one), the first story, the
 * guidance, the props with their controls, then the other stories.
 */
export function GuidedDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance = (preparedMeta.parameters.docs as { guidance?: Guidance } | undefined)?.guidance;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      {guidance ? <GuidanceBlock guidance={guidance} /> : null}
      <h2>Props</h2>
      <Controls />
      <Stories />
    </>
  );
}

/** A meta's `parameters.docs` for a page with guidance: `docs: { ...guidedDocs(G.Name), ... }`. */
export function guidedDocs(guidance: Guidance) {
  return { page: GuidedDocsPage, guidance };
}
