import type { Decorator } from '@storybook/react-vite';

/** The directory as a page shows it: in the main landmark, under its heading. */
export const inServicesPage: Decorator = (Story) => (
  <main>
    <h2>Find a service</h2>
    <Story />
  </main>
);

/**
 * The files the data-driven pieces load on demand, as `parameters.network` patterns (see
 * .storybook/vitest.setup.ts): Storybook loads the packages' sources (.storybook/main.ts).
 */
export const DATA_FILES = {
  /** The directory's services. */
  resources: '/challenges/src/resources/resources\\.ts$',
  /** The poverty check-in's questions. */
  povertyCheckIn: '/challenges/src/activities/poverty-challenge\\.ts$',
};
