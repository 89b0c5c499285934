import type { ArgTypesEnhancer } from 'storybook/internal/types';

// Docgen types these props as objects, so the Controls panel would offer a JSON editor for a
// label or a message. A text box is what a designer needs: type the words, see them.
const TEXT_LIKE = new Set(['ReactNode', 'string', 'HTMLInputAutoCompleteAttribute']);
// A ref or the router's link component cannot be typed into a box: no control, only the docs.
const NO_CONTROL = /^(Ref|RefObject)<|^LinkComponent$/;

/**
 * Props typed `ReactNode` (or a string with null/undefined) get a text control, refs and
 * `linkComponent` none, unless a story sets one.
 */
export const propControls: ArgTypesEnhancer = ({ argTypes }) => {
  const enhanced = { ...argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    if (argType.control !== undefined) continue;
    const summary = argType.table?.type?.summary;
    if (!summary) continue;
    if (NO_CONTROL.test(summary)) {
      enhanced[name] = { ...argType, control: false };
      continue;
    }
    const parts = summary
      .split('|')
      .map((part) => part.trim())
      .filter((part) => part !== 'null' && part !== 'undefined');
    if (parts.length > 0 && parts.every((part) => TEXT_LIKE.has(part))) {
      enhanced[name] = { ...argType, control: { type: 'text' } };
    }
  }
  return enhanced;
};
