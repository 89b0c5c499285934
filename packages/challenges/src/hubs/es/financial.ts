import type { HubWords } from '../hub-words';

/** The money and debt hub in Spanish (issue 25): the words of ../financial.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Llamadas y cartas de cobradores de deudas.',
    'Usar una tarjeta de crédito o un préstamo para pagar otro.',
    'Préstamos de día de pago (payday loans) con cargos que no dejan de crecer.',
    'No abrir las cartas por miedo a lo que digan.',
    'Un informe de crédito malo, o un error en el informe que no logra corregir.',
    'Discutir con la familia por dinero, o perder el sueño por eso.',
  ],
  todaySteps: [
    'Si perdió su trabajo, solicite de inmediato los beneficios de desempleo en el estado donde trabajó. El buscador Unemployment Benefits Finder, más abajo, le explica cómo.',
    'Anote el dinero que entra y el que sale cada mes, aunque sea más o menos.',
    'Haga primero los pagos más importantes: su vivienda, la calefacción y la luz, la comida y las medicinas.',
    'Si un cobrador de deudas se comunica con usted, lea el aviso de validación (validation notice). Si la deuda no es suya o la cantidad está mal, dispútela por escrito en un plazo de 30 días.',
    'No pague una deuda hasta saber que de verdad es suya.',
    'Si un banco, un prestamista o un cobrador de deudas le trata de forma injusta, envíe una queja a la CFPB.',
    'Si tiene casa propia y pagos atrasados de la hipoteca, llame a la línea HOPE Hotline para hablar gratis con una persona preparada en temas de vivienda.',
    'Nunca pague con una tarjeta de regalo, una transferencia de dinero o criptomonedas porque alguien que le llama dice que tiene que hacerlo. Cuelgue y comuníquese usted con la compañía o la agencia para confirmar.',
  ],
  rights: [
    {
      title: 'Un cobrador de deudas debe mostrarle la deuda',
      body: 'Un cobrador de deudas debe enviarle un aviso de validación (validation notice) que diga a quién le debe, cuánto y cómo disputar la deuda. Si usted disputa la deuda por escrito en un plazo de 30 días, el cobrador debe dejar de cobrarle hasta que le dé pruebas de la deuda.',
    },
  ],
  myths: [
    {
      myth: 'Tengo que pagarle de inmediato a un cobrador de deudas, aunque no conozca esa deuda.',
      fact: 'Primero puede pedir pruebas. Si disputa la deuda por escrito en un plazo de 30 días, el cobrador debe dejar de cobrarle hasta que le dé pruebas de la deuda.',
    },
  ],
  safetyNote:
    'Las personas con deudas son blanco de estafas. Tenga cuidado con quien le pida un pago por adelantado para arreglar sus deudas o su crédito, con quien le presione para actuar hoy mismo o con quien le pida pagar con tarjeta de regalo, transferencia de dinero o criptomonedas. No le dé el número de su cuenta de banco ni su número de Seguro Social a alguien que le llamó. Cuelgue y llame usted a la compañía a un número que haya buscado.',
};
