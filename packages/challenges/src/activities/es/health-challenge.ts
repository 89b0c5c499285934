import type { ActivityWords } from '../activity-words';

/** The health check-in in Spanish (issue 25): the words of ../health-challenge.ts. */
export const words: ActivityWords = {
  intro:
    'Responda cuatro preguntas cortas sobre su salud y la atención que necesita. Al final, recibirá un plan con pasos y servicios según sus respuestas. Sus respuestas se quedan solo en este dispositivo.',
  steps: {
    needs: {
      question: '¿Qué tipo de atención necesita?',
      hint: 'Elija todas las que correspondan.',
      notesLabel: 'Síntomas o preguntas que quiere decirle al médico (opcional)',
      choices: {
        checkup: {
          label: 'Un médico para un chequeo o un problema de salud',
          planSteps: [
            'Busque un centro de salud comunitario cerca de usted. Le atienden aunque no tenga seguro médico, y cobran menos si usted gana menos.',
          ],
        },
        mental: {
          label: 'Ayuda con el estrés, la preocupación o el desánimo',
          planSteps: [
            'Pregunte en un centro de salud o a su médico por servicios de consejería.',
            'Si está pensando en el suicidio o no se siente a salvo, llame o envíe un mensaje de texto al 988 ahora mismo.',
          ],
        },
        substances: {
          label: 'Ayuda con el consumo de alcohol o drogas',
          planSteps: [
            'Llame a la Línea nacional de SAMHSA (SAMHSA National Helpline). Le dicen dónde recibir tratamiento cerca de usted, gratis y de forma confidencial.',
          ],
        },
        pregnancy: {
          label: 'Atención durante o después del embarazo',
          planSteps: [
            'Pida una cita en un centro de salud para la atención prenatal o después del parto, y pregunte por WIC para recibir ayuda con la comida.',
          ],
        },
        caregiving: {
          label: 'Atención para otra persona, como uno de mis padres o mi pareja',
          planSteps: [
            'Pregunte al servicio Eldercare Locator por ayuda en casa, comidas y apoyo para quienes cuidan a otra persona.',
          ],
        },
      },
    },
    coverage: {
      question: '¿Tiene seguro médico?',
      notesLabel: 'Lo que le preocupe de los costos (opcional)',
      choices: {
        none: {
          label: 'No',
          planSteps: [
            'Averigüe si puede recibir Medicaid o un plan de bajo costo en HealthCare.gov. Algunas personas pueden inscribirse en cualquier momento del año.',
          ],
        },
        medicare: {
          label: 'Sí, Medicare',
          planSteps: ['Llame a Medicare si tiene preguntas sobre lo que cubre su plan.'],
        },
        other: {
          label: 'Sí, otro plan',
          planSteps: [
            'Llame al número que aparece en su tarjeta del seguro y pregunte qué médicos y qué servicios cubre.',
          ],
        },
        'not-sure': {
          label: 'No sé bien',
          planSteps: [
            'Busque las tarjetas o cartas del seguro que tenga, y pida en un centro de salud que le ayuden a averiguarlo.',
          ],
        },
      },
    },
    barriers: {
      question: '¿Qué le dificulta recibir atención médica?',
      hint: 'Elija todas las que correspondan.',
      notesLabel: 'Otra cosa que le haga difícil recibir atención (opcional)',
      choices: {
        cost: {
          label: 'El costo',
          planSteps: [
            'Pregunte el precio antes de la consulta, y pregunte si hay una tarifa según sus ingresos o un plan de pagos.',
          ],
        },
        time: {
          label: 'Faltar al trabajo o no tener quién cuide a los niños',
          planSteps: [
            'Pregunte en la clínica si hay citas temprano, tarde o en fin de semana, o consultas por teléfono o por video.',
          ],
        },
        'treated-unfairly': {
          label: 'Que me traten de forma injusta',
          planSteps: [
            'Si en un servicio de salud recibió un trato injusto por su raza, una discapacidad, su edad, su sexo o su idioma, puede presentar una queja.',
          ],
        },
        'where-to-start': {
          label: 'No saber por dónde empezar',
          planSteps: ['Llame al 211 y pregunte por servicios de salud cerca de usted.'],
        },
      },
    },
    urgency: {
      question: '¿Qué tan urgente es?',
      notesLabel: 'Medicinas que toma, para llevar a la consulta (opcional)',
      choices: {
        emergency: {
          label: 'Parece una emergencia',
          planSteps: [
            'Llame al 911 o vaya ahora a la sala de emergencias más cercana. Si alguien tragó algo dañino, llame al centro de control de envenenamientos (Poison Control).',
          ],
        },
        soon: {
          label: 'Necesito que me atiendan en los próximos días',
          planSteps: [
            'Llame a una clínica mañana por la mañana y pida la primera cita disponible.',
          ],
        },
        'can-wait': {
          label: 'Puede esperar un poco',
          planSteps: ['Elija un día de esta semana para llamar y pedir una cita, y anótelo.'],
        },
      },
    },
  },
};
