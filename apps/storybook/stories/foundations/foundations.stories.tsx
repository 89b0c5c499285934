import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  FocusStyles,
  MotionTable,
  RadiusScale,
  SpacingScale,
  TypeScale,
} from './foundation-blocks';

// The blocks the foundations pages show, as stories so the story tests render them in Chromium
// and run axe on them. Hidden from the sidebar ('!dev'): designers read them on the MDX pages.
const meta = {
  title: 'Foundations/Blocks',
  tags: ['!dev', '!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingTypeAndCorners: Story = {
  render: () => (
    <>
      <SpacingScale />
      <TypeScale />
      <RadiusScale />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '--harbor-space-4' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '--harbor-font-size-md' })).toBeVisible();
  },
};

export const FocusAndMotion: Story = {
  render: () => (
    <>
      <FocusStyles />
      <MotionTable />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Primary button' });
    await expect(first).toHaveFocus();
    // The kit's focus ring: a 3px solid outline.
    await expect(getComputedStyle(first).outlineWidth).toBe('3px');
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
  },
};
