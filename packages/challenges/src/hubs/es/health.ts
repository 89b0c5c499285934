import type { HubWords } from '../hub-words';

/** The physical health hub in Spanish (issue 25): the words of ../health.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Dejar para después la visita al médico o al dentista por lo que cuesta.',
    'No tener seguro médico, o tenerlo pero no poder pagar lo que cuesta usarlo.',
    'Quedarse sin medicinas, o partir las pastillas a la mitad para que duren más.',
    'Ir a la sala de emergencias porque no hay otro lugar adonde ir.',
    'Una enfermedad o un dolor que dura mucho tiempo y que hace difícil el trabajo y la vida diaria.',
    'No entender lo que dijo el médico, o recibir un cobro que no esperaba.',
  ],
  todaySteps: [
    'Busque un centro de salud comunitario cerca de usted. Atienden a personas con o sin seguro médico, y cobran menos si usted gana menos.',
    'Pregunte en el centro de salud o en el 211 cómo solicitar Medicaid o un seguro médico más barato en su estado.',
    'Si una clínica o un hospital le trató de forma injusta, puede presentar una queja ante la HHS Office for Civil Rights (la oficina de derechos civiles del HHS) en un plazo de 180 días.',
    'Tenga una lista corta de sus síntomas, sus medicinas y sus preguntas para llevarla a sus citas.',
    'Si no entiende algo, pídale al médico o al personal de enfermería que se lo explique otra vez con palabras sencillas. Pida un intérprete si lo necesita.',
    'Si alguien pudo haber tragado algo dañino, o tomado demasiada medicina, llame a Poison Control (control de envenenamientos) al 1-800-222-1222.',
    'Haga hoy algo pequeño por su salud, como tomar agua, descansar o, si puede, dar una caminata corta.',
  ],
  rights: [
    {
      title: 'Atención médica que no depende de lo que usted pueda pagar',
      body: 'Los centros de salud comunitarios deben dar atención médica, pueda usted pagar o no, y cobrar menos cuando usted gana menos.',
    },
    {
      title: 'Un trato justo en los servicios de salud',
      body: 'Los hospitales, las clínicas y los hogares de ancianos que reciben dinero federal no pueden tratarle peor por su raza, color, origen nacional, discapacidad, edad, sexo o religión. Puede presentar una queja en un plazo de 180 días.',
    },
  ],
  myths: [
    {
      myth: 'Sin seguro médico, no se puede ir al médico.',
      fact: 'Los centros de salud comunitarios atienden a personas con o sin seguro médico, sin importar lo que puedan pagar.',
    },
  ],
  safetyNote:
    'Si tiene una emergencia médica, como dolor en el pecho, dificultad para respirar o un sangrado fuerte, llame al 911 de inmediato.',
};
