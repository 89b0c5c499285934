import type { StrictArgTypes } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { propControls } from './prop-controls';

function enhance(argTypes: StrictArgTypes) {
  return propControls({ argTypes } as Parameters<typeof propControls>[0]);
}

const typed = (summary: string) => ({ name: 'x', table: { type: { summary } } });

describe('propControls', () => {
  it('gives a text box to a label or a message typed ReactNode or string | null', () => {
    const result = enhance({ label: typed('ReactNode'), error: typed('string | null') });
    expect(result.label?.control).toEqual({ type: 'text' });
    expect(result.error?.control).toEqual({ type: 'text' });
  });

  it('gives no control to a ref or the link component', () => {
    const result = enhance({
      inputRef: typed('Ref<HTMLInputElement>'),
      linkComponent: typed('LinkComponent'),
    });
    expect(result.inputRef?.control).toBe(false);
    expect(result.linkComponent?.control).toBe(false);
  });

  it('leaves other types, and a control a story chose, as they are', () => {
    const result = enhance({
      options: typed('readonly SelectOption[]'),
      hint: { ...typed('ReactNode'), control: { type: 'object' } },
    });
    expect(result.options?.control).toBeUndefined();
    expect(result.hint?.control).toEqual({ type: 'object' });
  });
});
