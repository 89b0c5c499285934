import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkPlanNumbers } from './plan-numbers';

function links(text: string) {
  const { container } = render(<p>{linkPlanNumbers(text)}</p>);
  return {
    text: container.textContent,
    hrefs: [...container.querySelectorAll('a')].map((link) => link.getAttribute('href')),
  };
}

describe('phone numbers in the plan', () => {
  it('are one-tap links, Harbor’s crisis numbers and US numbers first', () => {
    expect(links('988 Suicide & Crisis Lifeline: call or text 988').hrefs).toEqual([
      'tel:988',
      'tel:988',
    ]);
    expect(links('Crisis Text Line: text 741741').hrefs).toEqual(['sms:741741']);
    expect(links('Mom 555-123-4567 or (202) 555-0100').hrefs).toEqual([
      'tel:+15551234567',
      'tel:+12025550100',
    ]);
  });

  it('link numbers from other countries too', () => {
    expect(links('Samaritans: call 116 123').hrefs).toEqual(['tel:116123']);
    expect(links('Emergency services: call 112').hrefs).toEqual(['tel:112']);
    expect(links('Dr Lee +44 20 7946 0958').hrefs).toEqual(['tel:+442079460958']);
    expect(links('Sam 0800 123 4567').hrefs).toEqual(['tel:08001234567']);
  });

  it('are links in a Spanish plan too: after "llame al", and 988’s text with its keyword', () => {
    expect(links('Línea de las Mujeres: llame al 079, opción 1').hrefs).toEqual(['tel:079']);
    expect(links('Línea de la Vida: llame al 800 911 2000').hrefs).toEqual(['tel:8009112000']);
    expect(
      links('988 Suicide & Crisis Lifeline: llame al 988 y marque 2, o envíe AYUDA al 988').hrefs,
    ).toEqual(['tel:988', 'tel:988', 'sms:988?&body=AYUDA']);
  });

  it('mark the English names given, in a plan in another language, and still link their numbers', () => {
    const { container } = render(
      <p>
        {linkPlanNumbers(
          'Línea 988 para crisis y suicidio (988 Suicide & Crisis Lifeline): llame al 988 y marque 2',
          /988 Suicide & Crisis Lifeline/g,
        )}
      </p>,
    );
    const english = container.querySelector('[lang="en"]');
    expect(english).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(english?.querySelector('a')).toHaveAttribute('href', 'tel:988');
    expect(container).toHaveTextContent(
      'Línea 988 para crisis y suicidio (988 Suicide & Crisis Lifeline): llame al 988 y marque 2',
    );
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'tel:988',
      'tel:988',
      'tel:988',
    ]);
  });

  it('keep every word, and leave text without a number alone', () => {
    expect(links('Mom 555-123-4567, after 6').text).toBe('Mom 555-123-4567, after 6');
    expect(links('Walk the dog for 20 minutes').hrefs).toEqual([]);
    expect(links('Walk the dog for 20 minutes').text).toBe('Walk the dog for 20 minutes');
  });
});
