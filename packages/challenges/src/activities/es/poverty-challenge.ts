import type { ActivityWords } from '../activity-words';

/** The poverty check-in in Spanish (issue 25): the words of ../poverty-challenge.ts. */
export const words: ActivityWords = {
  intro:
    'Responda cuatro preguntas cortas sobre lo que le resulta más difícil ahora. Al final, recibirá un plan con pasos y servicios según sus respuestas. Sus respuestas se quedan solo en este dispositivo.',
  steps: {
    worries: {
      question: '¿Qué es lo que más le preocupa ahora?',
      hint: 'Elija todas las que correspondan.',
      notesLabel: '¿Hay algo más que le preocupe? (opcional)',
      choices: {
        food: {
          label: 'Tener suficiente comida',
          planSteps: [
            'Busque cerca de usted una despensa de alimentos o un lugar que dé comidas gratis. Llame al 211, o use el buscador de bancos de alimentos de Feeding America que está más abajo, y pregunte qué tiene que llevar.',
          ],
        },
        housing: {
          label: 'Pagar la renta',
          planSteps: [
            'Llame al 211 y pregunte por ayuda de emergencia para pagar la renta en el lugar donde vive.',
            'Si recibió un aviso de desalojo, comuníquese hoy con una oficina de ayuda legal. Las fechas del aviso son importantes.',
          ],
        },
        mortgage: {
          label: 'Pagar mi hipoteca o no perder mi casa',
          planSteps: [
            'Llame a la línea HOPE Hotline para hablar gratis sobre su hipoteca con una persona preparada en temas de vivienda.',
          ],
        },
        job: {
          label: 'Perdí mi trabajo o me redujeron las horas',
          planSteps: [
            'Si perdió su trabajo, solicite ahora los beneficios por desempleo en el estado donde trabajaba.',
          ],
        },
        utilities: {
          label: 'Pagar la calefacción, la luz o el agua',
          planSteps: [
            'Llame a la compañía antes de la fecha límite de pago y pida un plan de pagos.',
            'Pregunte por la ayuda para pagar la energía (LIHEAP) en su estado.',
          ],
        },
        debt: {
          label: 'Se me acumulan las deudas y los pagos pendientes',
          planSteps: [
            'Haga una lista de sus deudas, con cuánto debe y la fecha de pago de cada una, para ver la situación completa.',
            'Hable con una organización de asesoría de crédito sin fines de lucro para hacer un plan. Tenga cuidado si alguien le pide un pago alto por adelantado.',
          ],
        },
        phone: {
          label: 'Que no me corten el teléfono o el internet',
          planSteps: [
            'Pregunte por Lifeline, un programa que baja el costo del servicio de teléfono o de internet.',
          ],
        },
      },
    },
    programs: {
      question: '¿Sobre qué tipos de ayuda le gustaría informarse?',
      hint: 'Elija todas las que correspondan. No pasa nada si tiene dudas.',
      notesLabel: 'Preguntas que quiere hacer (opcional)',
      choices: {
        snap: {
          label: 'Dinero para comprar comida (SNAP)',
          planSteps: ['Averigüe si puede recibir SNAP y solicítelo por medio de su estado.'],
        },
        wic: {
          label: 'Ayuda con la comida durante el embarazo o para niños pequeños (WIC)',
          planSteps: [
            'Comuníquese con la oficina de WIC de su zona para saber si puede recibir WIC.',
          ],
        },
        health: {
          label: 'Atención médica de bajo costo',
          planSteps: [
            'Busque un centro de salud comunitario cerca de usted. Cobran menos si usted gana menos.',
          ],
        },
        taxes: {
          label: 'Ayuda gratis con los impuestos y los reembolsos',
          planSteps: [
            'Consiga ayuda gratis con sus impuestos para no perder reembolsos o créditos fiscales que le corresponden.',
          ],
        },
        'not-sure': {
          label: 'No sé bien qué ayuda puedo recibir',
          planSteps: [
            'Llame al 211 y pregunte: “¿Qué programas puedo solicitar?”. Tenga a mano su código postal (ZIP).',
          ],
        },
      },
    },
    urgency: {
      question: '¿Para cuándo necesita ayuda?',
      notesLabel:
        'Fechas para recordar, como el día en que tiene que pagar la renta o una factura (opcional)',
      choices: {
        today: {
          label: 'Hoy: no tengo comida, o podría perder mi casa esta semana',
          planSteps: [
            'Empiece hoy por lo más urgente. Llame al 211 ahora. Si está en peligro, llame al 911.',
          ],
        },
        weeks: {
          label: 'En las próximas semanas',
          planSteps: [
            'Elija una cosa de este plan para hacer mañana y anote cuándo la va a hacer.',
          ],
        },
        ahead: {
          label: 'Quiero planear con tiempo',
          planSteps: [
            'Separe 15 minutos esta semana para anotar el dinero que entra y el que sale cada mes.',
          ],
        },
      },
    },
    support: {
      question: '¿Hay alguien que pueda ayudarle con esto?',
      notesLabel: '¿A quién le podría pedir ayuda? (opcional)',
      choices: {
        someone: {
          label: 'Sí, alguien en quien confío',
          planSteps: [
            'Pídale una sola cosa concreta, como que le lleve en carro, que le ayude con un formulario o que cuide a los niños mientras usted hace la solicitud.',
          ],
        },
        'no-one': {
          label: 'Por ahora, nadie',
          planSteps: [
            'No tiene que pasar por esto a solas. Una persona especialista del 211 puede hablar de esto con usted y encontrar ayuda en su zona.',
          ],
        },
      },
    },
  },
};
