import type { HubWords } from '../hub-words';

/** The mental health hub in Spanish (issue 25): the words of ../mental-health.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Sentir tristeza, un vacío por dentro o falta de ánimo la mayoría de los días, durante dos semanas o más.',
    'Una preocupación que no se quita, el corazón que late muy rápido o dificultad para respirar cuando siente estrés.',
    'Dormir mucho más o mucho menos que de costumbre, o sentir cansancio todo el tiempo.',
    'Perder el interés en cosas que antes disfrutaba, o alejarse de sus amistades y de su familia.',
    'Tener dificultad para concentrarse en la escuela o en el trabajo, o para hacer tareas sencillas.',
    'Tomar alcohol o consumir drogas para aguantar el día o para adormecer lo que siente.',
    'Pensar que los demás estarían mejor sin usted, o pensar en quitarse la vida.',
  ],
  todaySteps: [
    'Si está pensando en el suicidio o no se siente a salvo, llame o envíe un mensaje de texto al 988 ahora. También puede chatear en 988lifeline.org. La línea es gratis y atiende de día y de noche.',
    'Cuéntele a una persona de confianza cómo se ha sentido. Para empezar, basta con una frase.',
    'Hoy, cuide lo básico: tome un poco de agua, coma algo y descanse si puede.',
    'Escriba lo que más le ha costado últimamente y desde cuándo le pasa. Así le será más fácil explicarlo al médico o a quien le dé consejería.',
    'Pregúntele a su médico o a un centro de salud comunitario por la consejería. Los centros de salud cobran menos si usted gana menos.',
    'Si quiere hablar, pero no está en crisis, llame a la línea NAMI HelpLine un día entre semana para recibir apoyo e ideas.',
    'Haga un plan de seguridad corto: las señales de que está pasando por un mal momento, las cosas que le ayudan y las personas a las que puede llamar.',
  ],
  todayLinks: ['Haga su plan de seguridad, guardado solo en este dispositivo'],
  rights: [
    {
      title: 'Cobertura justa para la atención de salud mental',
      body: 'Una ley federal dice que los planes de salud grupales, como muchos planes que se obtienen por medio del trabajo, deben cubrir la atención de salud mental y de adicciones de forma parecida a la demás atención médica. Si su plan cubre esa atención, el plan no puede ponerle obstáculos que no les pone a otros tipos de atención.',
      // The Department of Labor's guide in Spanish, word for word the English quote's twin.
      source: {
        url: 'https://dol.gov/agencies/ebsa/about-ebsa/our-activities/resource-center/publications/understanding-your-mental-health-and-substance-use-disorder-benefits-es',
        checked: '2026-11-30',
        quote:
          'Esto significa que los planes de salud no pueden imponer barreras en su acceso a los beneficios de salud mental y trastornos por consumo de sustancias que no se apliquen a los beneficios médicos y quirúrgicos.',
        language: 'es',
      },
    },
  ],
  myths: [
    {
      myth: 'Pedir ayuda quiere decir que usted es débil.',
      fact: 'Los problemas de salud mental son comunes, y son problemas de salud. Buscar ayuda es un paso que muestra fuerza y buen juicio, igual que ir al médico por un brazo roto.',
    },
    {
      myth: 'Para llamar al 988, tiene que estar pensando en el suicidio.',
      fact: 'El 988 es para cualquier persona que sienta angustia, por el motivo que sea, y para quienes se preocupan por alguien más.',
    },
  ],
  safetyNote:
    'Si está pensando en hacerse daño, o siente que está en peligro inmediato, llame o envíe un mensaje de texto al 988 ahora, o llame al 911.',
};
