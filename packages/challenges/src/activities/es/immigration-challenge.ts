import type { ActivityWords } from '../activity-words';

/** The immigration check-in in Spanish (issue 25): the words of ../immigration-challenge.ts. */
export const words: ActivityWords = {
  intro:
    'Responda cuatro preguntas cortas sobre lo que necesita. Al final, recibirá un plan con pasos y servicios según sus respuestas. Sus respuestas se quedan solo en este dispositivo, y Harbor nunca le pregunta por su situación migratoria.',
  steps: {
    needs: {
      question: '¿Con qué necesita ayuda?',
      hint: 'Elija todas las que correspondan.',
      notesLabel: 'Preguntas para un abogado o para otra persona que le ayude (opcional)',
      choices: {
        status: {
          label: 'Entender mi situación migratoria o mis papeles',
          planSteps: [
            'Hable con un abogado de inmigración o con una organización de ayuda legal antes de presentar cualquier documento.',
            'Tenga cuidado con las personas que ofrecen ayuda de inmigración sin ser abogados. En Estados Unidos, un “notario” o notario público (notary public) no puede dar asesoría legal.',
          ],
        },
        'uscis-case': {
          label: 'Un formulario o un caso con USCIS',
          planSteps: [
            'Busque el número de recibo en su aviso de USCIS. Úselo para revisar su caso por internet o cuando llame al USCIS Contact Center.',
          ],
        },
        health: {
          label: 'Atención médica para mí o para mi familia',
          planSteps: [
            'Busque un centro de salud comunitario. Cobran menos si usted gana menos. Pregunte qué papeles tiene que llevar.',
          ],
        },
        taxes: {
          label: 'Impuestos o dinero',
          planSteps: [
            'Consiga ayuda gratis para presentar sus impuestos y no perder dinero que le corresponde.',
          ],
        },
        'forced-work': {
          label: 'Alguien me obliga a trabajar o se queda con mis documentos',
          planSteps: [
            'Esto puede ser trata de personas. Comuníquese con la Línea nacional contra la trata de personas (National Human Trafficking Hotline). Es gratis, confidencial y atiende de día y de noche. Si está en peligro ahora mismo, llame al 911.',
          ],
        },
        alone: {
          label: 'La soledad, o sentirme lejos de mi hogar',
          planSteps: [
            'Hable con alguien sobre cómo se siente. Si está en una crisis, llame o envíe un mensaje de texto al 988, a cualquier hora.',
          ],
        },
      },
    },
    dates: {
      question: '¿Tiene una fecha en la corte o una fecha límite?',
      notesLabel: 'Fechas para recordar (opcional)',
      choices: {
        court: {
          label: 'Sí, una fecha en la corte de inmigración',
          planSteps: [
            'Anote la fecha de la corte en un lugar donde la vea. Busque ayuda legal ahora. Faltar a una fecha en la corte de inmigración puede tener consecuencias graves.',
          ],
        },
        letter: {
          label: 'Sí, una fecha límite en una carta',
          planSteps: [
            'Anote la fecha límite y responda a tiempo. Si tiene dudas sobre lo que dice la carta, pregunte a un abogado o a una organización de ayuda legal.',
          ],
        },
        none: {
          label: 'No, o no sé bien',
          planSteps: [
            'Lea bien las cartas que tenga y busque fechas. Si lo necesita, pida ayuda para leerlas.',
          ],
        },
      },
    },
    documents: {
      question: '¿Tiene sus documentos importantes en un lugar seguro?',
      hint: 'Por ejemplo, su pasaporte, su identificación y las cartas de USCIS o de una corte.',
      notesLabel: 'Documentos que todavía necesita (opcional)',
      choices: {
        yes: {
          label: 'Sí',
          planSteps: [
            'Saque copias o fotos claras de sus documentos y guárdelas en otro lugar seguro.',
          ],
        },
        no: {
          label: 'No, o los tiene otra persona',
          planSteps: [
            'Reúna los documentos que pueda y guárdelos juntos en un lugar seguro. Si alguien tiene su pasaporte o su identificación y no se lo quiere devolver, puede recibir ayuda confidencial.',
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
            'Pídale una sola cosa concreta, como que le lleve a una cita o que le ayude a leer una carta.',
          ],
        },
        'no-one': {
          label: 'Por ahora, nadie',
          planSteps: [
            'Llame al 211 y pregunte por grupos de apoyo para inmigrantes y por ayuda legal cerca de usted.',
          ],
        },
      },
    },
  },
};
