import { describe, expect, it } from 'vitest';
import { refusalMessageEs, scheduledMessageEs } from './hardship-messages-es';

// Noon UTC: the same calendar day in every US time zone the tests may run in.
const STARTS = '2026-11-27T12:00:00.000Z';
const ENDS = '2027-02-25T12:00:00.000Z';
const NEXT = '2027-11-27T12:00:00.000Z';

describe('hardship access in Spanish (issue 25)', () => {
  it('says a scheduled grant with Spanish dates, and a second request as already in', () => {
    const message = scheduledMessageEs({ startsAt: STARTS, endsAt: ENDS, nextRequestAt: NEXT });
    expect(message.title).toBe('Recibimos su solicitud.');
    expect(message.when).toMatch(/^Su membresía Básica gratis empieza el 27 de noviembre de 2026/);
    expect(message.after).toBe(
      'Dura hasta el 25 de febrero de 2027 y termina automáticamente: no tiene que cancelar nada ni dar una tarjeta. Puede volver a pedirla a partir del 27 de noviembre de 2027.',
    );
    expect(
      scheduledMessageEs({
        startsAt: STARTS,
        endsAt: ENDS,
        nextRequestAt: NEXT,
        alreadyScheduled: true,
      }).title,
    ).toBe('Ya habíamos recibido su solicitud.');
  });

  it('says each refusal it knows in Spanish, and never the function’s English sentence', () => {
    expect(
      refusalMessageEs({ code: 'already_granted', endsAt: ENDS, nextRequestAt: NEXT }).message,
    ).toBe(
      'Ya tiene la membresía gratis por dificultades económicas, hasta el 25 de febrero de 2027. Puede volver a pedirla a partir del 27 de noviembre de 2027.',
    );
    expect(refusalMessageEs({ code: 'rate_limited', error: 'Please wait an hour.' }).message).toBe(
      'Lo pidió varias veces en poco tiempo. Espere una hora y vuelva a intentarlo.',
    );
    expect(refusalMessageEs({ code: 'invalid_reason' }).message).toBe(
      'Escriba 1,000 caracteres o menos.',
    );
    // A code it does not know, or one without its dates: said by its kind, in Spanish.
    expect(refusalMessageEs({ code: 'something_new', error: 'An English sentence.' })).toEqual({
      code: 'something_new',
      message: null,
    });
    expect(refusalMessageEs({ code: 'too_soon', error: 'Without its date.' }).message).toBeNull();
  });
});
