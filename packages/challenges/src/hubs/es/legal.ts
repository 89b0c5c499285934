import type { HubWords } from '../hub-words';

/** The legal hub in Spanish (issue 25): the words of ../legal.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Un aviso de desalojo, o un dueño de la vivienda que no quiere hacer reparaciones.',
    'Papeles que dicen que le están demandando por una deuda.',
    'Que le arresten, le acusen de un delito o le den una fecha para ir a la corte.',
    'Un caso de custodia, de divorcio o de orden de protección.',
    'Que le nieguen beneficios como SNAP, Medicaid o el Seguro Social (Social Security).',
    'Que le traten de forma injusta en el trabajo, o que no le paguen lo que le deben.',
  ],
  todaySteps: [
    'No ignore los papeles ni las cartas de la corte. Léalos, anote cada fecha y cada plazo, y guarde copias.',
    'Busque ayuda legal gratis. Empiece por la Legal Services Corporation para encontrar la oficina que le queda cerca.',
    'Anote lo que pasó, con fechas, nombres y lugares. Guarde los mensajes de texto, los correos electrónicos, las fotos y los recibos.',
    'Si le acusan de un delito que podría llevarle a la cárcel y no puede pagar un abogado, pídale uno a la corte. Pídalo pronto, la primera vez que vaya a la corte.',
    'Vaya a la corte cada vez que le toque, aunque todavía no tenga abogado. Si no puede ir, llame a la corte antes de la fecha.',
    'Si un cobrador de deudas se comunica con usted, busque el aviso de validación (validation notice). Tiene 30 días para disputar la deuda por escrito.',
    'Antes de firmar algo que no entiende, pida a un abogado o a una oficina de ayuda legal que se lo explique.',
  ],
  rights: [
    {
      title: 'Un abogado gratis si le pueden mandar a la cárcel',
      body: 'Si le acusan de un delito grave (felony) y no puede pagar un abogado, tiene derecho a uno gratis. Para un delito menor (misdemeanor), la regla de Estados Unidos es más limitada: no le pueden mandar a la cárcel a menos que haya tenido un abogado, o que haya decidido no tenerlo. Es decir, si la corte no le da un abogado, no le puede mandar a la cárcel, pero sí le puede poner una multa. Muchos estados dan un abogado gratis siempre que la cárcel sea posible. Pídale uno a la corte la primera vez que vaya.',
    },
    {
      title: 'Ayuda legal gratis en otros casos',
      body: 'En otros casos, como un desalojo o una deuda, no hay un derecho general a un abogado gratis. Pero las oficinas de ayuda legal que reciben fondos de la Legal Services Corporation ayudan gratis a personas de bajos ingresos.',
    },
    {
      title: 'Lo que un cobrador de deudas tiene que decirle',
      body: 'Cuando un cobrador de deudas se comunica con usted por primera vez, o en un plazo de unos 5 días, tiene que enviarle un aviso de validación (validation notice). El aviso tiene que decir que viene de un cobrador de deudas, quién es, a quién le debe usted, el número de cuenta, cuánto debe y cómo se calculó esa cantidad, y cómo disputar la deuda. Si usted disputa la deuda por escrito en un plazo de 30 días, el cobrador tiene que dejar de cobrarle hasta que le dé pruebas de la deuda.',
    },
  ],
  myths: [
    {
      myth: 'Si no me alcanza para un abogado, no tengo opciones.',
      fact: 'Las oficinas de ayuda legal ayudan gratis a personas de bajos ingresos con problemas como vivienda, familia, deudas y beneficios.',
    },
    {
      myth: 'Si no hago caso a los papeles, el problema va a desaparecer.',
      fact: 'Si se le pasa una fecha límite o no va a la corte el día que le toca, puede perder el caso. Si actúa pronto, tendrá más opciones.',
    },
  ],
  safetyNote:
    'Si le arrestan, mantenga la calma y no se resista. Diga en inglés: “I want to remain silent” (quiero guardar silencio) y “I want a lawyer” (quiero un abogado). Después, deje de hablar. No firme nada que no entienda. Si está en peligro, llame al 911.',
};
