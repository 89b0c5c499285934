import type { HubWords } from '../hub-words';

/** The substance use hub in Spanish (issue 25): the words of ../substance-abuse.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Tomar alcohol o consumir drogas en mayor cantidad, o más seguido, de lo que pensaba.',
    'Necesitar más para sentir el mismo efecto, o sentirse mal cuando deja de consumir.',
    'Intentar consumir menos y que le cueste cumplirlo.',
    'Faltar al trabajo o a la escuela, o perderse momentos con su familia, por consumir o por reponerse después.',
    'Consumir para aguantar el estrés, el dolor, los recuerdos o la soledad.',
    'Esconder cuánto consume, o sentir culpa por eso.',
  ],
  todaySteps: [
    'Llame a la línea nacional de SAMHSA (SAMHSA National Helpline) al 1-800-662-4357. Es gratis, confidencial y atiende de día y de noche. Pueden encontrarle tratamiento y grupos de apoyo cerca de usted, aunque no tenga seguro médico.',
    'Pregunte por tratamiento en un centro de salud comunitario. Ahí le atienden aunque no pueda pagar.',
    'Si siente que pierde el control o que no está a salvo, llame o envíe un mensaje de texto al 988. Las personas preparadas de la línea también ayudan en crisis con las drogas o el alcohol.',
    'Dejar de golpe algunas sustancias, como el alcohol, puede ser peligroso. Hable con un médico o con el personal de enfermería antes de dejarlas.',
    'Pruebe un grupo de apoyo gratis, en persona o por internet. La línea de SAMHSA le puede decir qué grupos hay cerca de usted.',
    'Anote cuándo, dónde y por qué consume. Darse cuenta de qué le da ganas de consumir es un primer paso muy importante.',
    'Dígale a una persona de confianza que quiere hacer un cambio.',
  ],
  rights: [
    {
      title: 'Ayuda sin dar su nombre',
      body: 'La línea nacional de SAMHSA (SAMHSA National Helpline) no le pedirá sus datos personales. Puede pedirle su código postal (ZIP) para buscar ayuda cerca de usted.',
    },
  ],
  myths: [
    {
      myth: 'La adicción es una decisión o una falta moral.',
      fact: 'La adicción es un problema de salud. Necesita tratamiento, no que se juzgue a la persona.',
    },
    {
      myth: 'Hay que tocar fondo antes de poder recibir ayuda.',
      fact: 'Puede pedir ayuda en cualquier momento. Recibir ayuda pronto puede evitar mucho daño.',
    },
    {
      myth: 'El tratamiento es solo para quien tiene dinero o seguro médico.',
      fact: 'Si no tiene seguro médico, la línea de SAMHSA puede decirle dónde recibir un tratamiento que paga su estado.',
    },
  ],
  safetyNote:
    'Si alguien pudo haber consumido demasiado, si es muy difícil despertarle o si le cuesta respirar, llame al 911 ahora. Si tiene preguntas sobre una posible intoxicación, llame a la línea de control de envenenamientos (Poison Control) al 1-800-222-1222.',
};
