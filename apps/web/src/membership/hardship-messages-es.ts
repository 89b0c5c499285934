/**
 * hardship-messages.ts in Spanish (issue 25; usted, terms in docs/glossary-es.md): what each
 * answer of the hardship-access function says on /es/membresia's pages, with dates in the
 * visitor's time zone, written as US Spanish speakers read them ("3 de marzo de 2027"). The
 * function's own sentences are English, so none of them is ever shown here: a refusal the page
 * does not know is told by its kind (SERVICE_MESSAGES_ES). Pure.
 */
import {
  HARDSHIP_REASON_MAX_LENGTH,
  formatLongDate,
  formatLongDateTime,
} from './hardship-messages';
import type { HardshipRefusalCode, ScheduledGrant, ScheduledMessage } from './hardship-messages';

/** Dates on the Spanish pages (as your-story-es.tsx writes them). */
export const DATE_LOCALE_ES = 'es-US';

const day = (iso: string) => formatLongDate(iso, DATE_LOCALE_ES);
const dayAndTime = (iso: string) => formatLongDateTime(iso, DATE_LOCALE_ES);

/** "Escriba 1,000 caracteres o menos." (the form's check and the function's invalid_reason). */
export const REASON_TOO_LONG_ES = `Escriba ${HARDSHIP_REASON_MAX_LENGTH.toLocaleString('en-US')} caracteres o menos.`;

/** scheduledMessage in Spanish: the request is in, and the grant starts by itself. */
export function scheduledMessageEs({
  startsAt,
  endsAt,
  nextRequestAt,
  alreadyScheduled = false,
}: ScheduledGrant): ScheduledMessage {
  return {
    title: alreadyScheduled ? 'Ya habíamos recibido su solicitud.' : 'Recibimos su solicitud.',
    when: `Su membresía Básica gratis empieza el ${dayAndTime(startsAt)} (las cuentas nuevas esperan un día, para que la oferta sea justa). No tiene que hacer nada más.`,
    after: `Dura hasta el ${day(endsAt)} y termina automáticamente: no tiene que cancelar nada ni dar una tarjeta. Puede volver a pedirla a partir del ${day(nextRequestAt)}.`,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * refusalMessage in Spanish. A code it knows gets its sentence; any other refusal gets null, so
 * the page says it by its kind in Spanish (never the function's English sentence).
 */
export function refusalMessageEs(body: Record<string, unknown> | null): {
  code: HardshipRefusalCode | null;
  message: string | null;
} {
  const code = text(body?.code) as HardshipRefusalCode | null;
  const endsAt = text(body?.endsAt);
  const next = text(body?.nextRequestAt);
  const available = text(body?.availableAt);
  switch (code) {
    case 'already_granted':
      if (endsAt && next) {
        return {
          code,
          message: `Ya tiene la membresía gratis por dificultades económicas, hasta el ${day(endsAt)}. Puede volver a pedirla a partir del ${day(next)}.`,
        };
      }
      break;
    case 'too_soon':
      if (next) {
        return {
          code,
          message: `La membresía gratis por dificultades económicas se puede dar una vez cada 12 meses, y la última empezó hace menos de 12 meses. Puede volver a pedirla a partir del ${day(next)}.`,
        };
      }
      break;
    case 'account_too_new':
      if (available) {
        return {
          code,
          message: `Las cuentas nuevas esperan un día, para que la oferta sea justa. Vuelva a pedirla a partir del ${dayAndTime(available)}.`,
        };
      }
      break;
    case 'paid_plan':
      return {
        code,
        message:
          'Usted ya tiene una membresía de pago, así que no cambiamos nada. Si ahora le cuesta pagar, puede cancelarla en “Administrar su membresía” y pedir la membresía Básica gratis cuando termine.',
      };
    case 'already_member':
      return {
        code,
        message: 'Usted ya tiene una membresía de Harbor, así que no cambiamos nada.',
      };
    case 'email_unconfirmed':
      return {
        code,
        message:
          'Primero confirme su correo electrónico: abra el enlace del correo que le enviamos y luego vuelva a pedirla.',
      };
    case 'rate_limited':
      return {
        code,
        message: 'Lo pidió varias veces en poco tiempo. Espere una hora y vuelva a intentarlo.',
      };
    case 'invalid_reason':
      return { code, message: REASON_TOO_LONG_ES };
    case 'sign_in':
      return { code, message: 'Inicie sesión de nuevo y vuelva a pedirla.' };
    default:
      break;
  }
  return { code, message: null };
}
