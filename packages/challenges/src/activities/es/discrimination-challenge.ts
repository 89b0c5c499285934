import type { ActivityWords } from '../activity-words';

/** The discrimination check-in in Spanish (issue 25): the words of ../discrimination-challenge.ts. */
export const words: ActivityWords = {
  intro:
    'Responda cuatro preguntas cortas sobre lo que pasó. Al final, recibirá un plan con pasos y lugares que pueden ayudarle. Sus respuestas se quedan solo en este dispositivo.',
  steps: {
    where: {
      question: '¿Dónde recibió un trato injusto?',
      hint: 'Elija todas las que correspondan.',
      notesLabel: 'Lo que pasó, en sus propias palabras (opcional)',
      choices: {
        work: {
          label: 'En el trabajo, o al solicitar un empleo',
          planSteps: [
            'Puede presentar una queja ante la EEOC. Esa queja se llama “cargo”. Hay plazos, así que no espere demasiado.',
          ],
        },
        housing: {
          label: 'Al rentar o comprar una vivienda',
          planSteps: [
            'Puede presentar ante HUD una queja por discriminación en la vivienda (fair housing).',
          ],
        },
        school: {
          label: 'En la escuela o en la universidad',
          planSteps: [
            'Avise por escrito a la escuela y guarde una copia. También puede presentar una queja ante la Oficina de Derechos Civiles (Office for Civil Rights).',
          ],
        },
        'health-care': {
          label: 'En un hospital, una clínica u otro servicio de salud',
          planSteps: [
            'Puede presentar una queja ante la Oficina de Derechos Civiles del HHS (HHS Office for Civil Rights).',
          ],
        },
        elsewhere: {
          label: 'En otro lugar',
          planSteps: ['Pregunte en una oficina de ayuda legal qué opciones tiene.'],
        },
      },
    },
    records: {
      question: '¿Ya anotó lo que pasó?',
      notesLabel: 'Nombres y fechas para recordar (opcional)',
      choices: {
        yes: {
          label: 'Sí',
          planSteps: [
            'Guarde juntos sus notas, correos electrónicos, mensajes de texto y fotos, y tenga una copia en otro lugar seguro.',
          ],
        },
        'not-yet': {
          label: 'Todavía no',
          planSteps: [
            'Anote lo que pasó mientras lo recuerda: la fecha, el lugar, quién estaba ahí y qué se dijo o se hizo. Guarde los correos electrónicos, mensajes de texto o fotos que tenga.',
          ],
        },
      },
    },
    feelings: {
      question: '¿Cómo se siente?',
      notesLabel: 'Otra cosa que esté sintiendo (opcional)',
      choices: {
        coping: {
          label: 'Me siento mal, pero lo voy llevando',
          planSteps: [
            'Haga hoy una cosa que le ayude a recuperar la calma, como salir a caminar o llamar a una amistad.',
          ],
        },
        low: {
          label: 'Sin fuerzas o con mucho desánimo',
          planSteps: [
            'Recibir un trato injusto puede doler mucho. Hable con alguien, a cualquier hora: llame o envíe un mensaje de texto al 988, o envíe HOME al 741741 en un mensaje de texto.',
          ],
        },
        lgbtq: {
          label: 'Quiero hablar con alguien que entienda la vida de las personas LGBTQ+',
          planSteps: [
            'Comuníquese con The Trevor Project (para jóvenes LGBTQ+) o con Trans Lifeline (dirigida por personas trans y para personas trans).',
          ],
        },
      },
    },
    safety: {
      question: '¿Está a salvo ahora mismo?',
      notesLabel: '¿Qué le ayudaría a sentir más seguridad? (opcional)',
      choices: {
        safe: { label: 'Sí', planSteps: [] },
        threatened: {
          label: 'No, alguien me amenazó o me hizo daño',
          planSteps: [
            'Si está en peligro ahora mismo, llame al 911. Puede denunciar las amenazas y la violencia ante la policía.',
          ],
        },
      },
    },
  },
};
