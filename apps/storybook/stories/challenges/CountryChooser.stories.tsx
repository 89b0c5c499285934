import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import {
  COUNTRIES,
  ChooseCountryLink,
  CountryChooser,
  CrisisLineList,
  findCountry,
  loadCountryLines,
  type ShownLine,
  CRISIS_LINES,
} from '@harbor-help/challenges';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';

/** The pieces of /get-help: a country's lines, "Not in …? Choose your country" and the chooser. */
function GetHelpLines({ initial }: { initial: string }) {
  const [code, setCode] = useState(initial);
  const [lines, setLines] = useState<readonly ShownLine[]>(CRISIS_LINES);
  useEffect(() => {
    let current = true;
    void loadCountryLines(code).then((next) => {
      if (current) setLines(next ?? CRISIS_LINES);
    });
    return () => {
      current = false;
    };
  }, [code]);
  const country = findCountry(code);
  return (
    <>
      <section className="harbor-crisis-lines" aria-label="Crisis lines">
        <h2 className="harbor-section__title">Crisis lines in {country?.name}</h2>
        <CrisisLineList lines={lines} />
        <ChooseCountryLink country={country} href="#choose" />
      </section>
      <section id="choose" aria-label="Choose your country">
        <CountryChooser value={code} onChoose={setCode} />
      </section>
    </>
  );
}

const meta = {
  title: 'Challenges/CountryChooser',
  component: GetHelpLines,
  subcomponents: { CountryChooser, CrisisLineList, ChooseCountryLink },
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: guidedDocs(CHALLENGES_GUIDANCE.CountryChooser) },
  argTypes: {
    initial: { control: 'select', options: COUNTRIES.map((country) => country.code) },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof GetHelpLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first render everywhere: the US lines and the chooser. */
export const UnitedStates: Story = { args: { initial: 'US' } };

/** A visitor in the UK: 999, Samaritans and the National Domestic Abuse Helpline. */
export const UnitedKingdom: Story = { args: { initial: 'GB' } };

/** Germany on a small phone: the lines stack. */
export const GermanyPhone: Story = {
  args: { initial: 'DE' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
