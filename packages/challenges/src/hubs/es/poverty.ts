import type { HubWords } from '../hub-words';

/** The poverty hub in Spanish (issue 25): the words of ../poverty.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Saltarse comidas, o comer menos para que sus hijos puedan comer.',
    'Tener que elegir cada mes entre la renta, el pago de la luz, las medicinas y la comida.',
    'Tener uno o más trabajos y aun así quedarse sin dinero antes del día de pago.',
    'Que le corten el teléfono, la calefacción o la luz, o recibir avisos de corte.',
    'Dejar para después la visita al médico o al dentista por lo que cuesta.',
    'Sentir cansancio, estrés o vergüenza, y no querer que nadie se entere.',
  ],
  todaySteps: [
    'Si necesita comida hoy, llame al 211 y pregunte dónde está la despensa de alimentos más cercana, o dónde dan comida gratis cerca de usted.',
    'Llame al 211, o envíe su código postal (ZIP) por mensaje de texto al 898-211, si ese servicio funciona en su zona. Diga qué es lo que más necesita, como la renta, comida o un pago pendiente.',
    'Si perdió su trabajo, solicite ahora los beneficios de desempleo, en el estado donde trabajó. El servicio Unemployment Benefits Finder, más abajo, le explica cómo.',
    'Pregunte por SNAP, para comprar comida. Si está embarazada o tiene un niño menor de 5 años, pregunte también por WIC. Se solicitan por medio de su estado.',
    'Si se acerca la fecha límite de un pago, llame a la compañía antes de esa fecha. Pida un plan de pagos o un programa para personas con dificultades económicas.',
    'Pida ayuda con los pagos de calefacción o de aire acondicionado por medio de LIHEAP. La línea de orientación de LIHEAP le dice dónde hacer la solicitud.',
    'Si está embarazada o tiene un niño menor de 5 años, WIC puede ayudarle con alimentos saludables, aunque usted trabaje.',
    'Guarde en una misma carpeta su identificación, las cartas de sus beneficios y sus talones de pago. La mayoría de los programas los piden.',
  ],
  rights: [
    {
      title: 'Atención en centros de salud comunitarios, aunque no pueda pagar',
      body: 'Los centros de salud comunitarios deben atenderle aunque usted no pueda pagar. Cobran menos cuando usted gana menos.',
    },
  ],
  myths: [
    {
      myth: 'Solo las personas sin trabajo pueden recibir ayuda.',
      fact: 'Muchos programas se basan en los ingresos, no en estar sin trabajo. WIC, por ejemplo, es para familias de bajos ingresos, y muchas de ellas trabajan.',
    },
    {
      myth: 'Ir a un banco de alimentos es quitarle la comida a alguien que la necesita más.',
      fact: 'Los bancos de alimentos existen para que cualquier persona a la que le falte comida pueda recibirla. Si usted necesita comida, esa comida es para usted.',
    },
    {
      myth: 'Ser pobre es un fracaso personal.',
      fact: 'Un sueldo bajo, una renta alta, una enfermedad o una pérdida repentina pueden llevar a cualquier persona a pasar tiempos difíciles. Pedir ayuda es un paso inteligente, no una debilidad.',
    },
  ],
  safetyNote:
    'Si esta noche no tiene un lugar seguro donde dormir, llame al 211 para encontrar un albergue cerca de usted. Si le llega un aviso de corte de la calefacción o de la luz, llame a la compañía antes de la fecha y pregunte por un plan para personas con dificultades económicas. No le pague a nadie que le prometa beneficios a cambio de dinero: solicitar SNAP, WIC y otras ayudas es gratis.',
};
