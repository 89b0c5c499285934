import type { HubWords } from '../hub-words';

/** The loved one hub in Spanish (issue 25): the words of ../loved-one.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Un amigo, una amiga o un familiar que parece aislarse, perder la esperanza o no ser la misma persona de siempre.',
    'Alguien que habla de ser una carga, o de que quiere morir.',
    'Un ser querido que cada vez tiene más problemas con el alcohol o las drogas.',
    'Su padre, su madre o su pareja, que pierde la memoria y necesita cada vez más cuidados.',
    'Alguien que usted cree que recibe maltrato o vive bajo el control de su pareja.',
    'Sentir agotamiento, enojo o culpa por cuidar a otra persona.',
  ],
  todaySteps: [
    'Dígale, con calma y con cariño, lo que ha notado y que esa persona le importa. Hable de lo que usted siente, con frases como “Últimamente me preocupas”.',
    'Si le preocupa que piense en el suicidio, pregúntele directamente: “¿Estás pensando en suicidarte?”. Luego escuche sin juzgar.',
    'Puede llamar o enviar un mensaje de texto al 988 para pedir consejos sobre cómo ayudar a otra persona, no solo para usted.',
    'Si esa persona consume alcohol o drogas, la línea nacional de SAMHSA (SAMHSA National Helpline) puede informarle sobre opciones de tratamiento para esa persona y sobre apoyo para usted.',
    'Si esa persona tiene pérdida de memoria o demencia, pregunte al médico de esa persona o al 211 por apoyo cerca de usted para quienes cuidan a un ser querido.',
    'Busque apoyo para usted, como un grupo de apoyo para familias o un grupo para personas que cuidan a otras. Usted también importa.',
    'Pónganse de acuerdo en un plan para una crisis: a quién llamar y dónde se guardan los números importantes y las medicinas.',
  ],
  myths: [
    {
      myth: 'La línea 988 es solo para quienes piensan en el suicidio.',
      fact: 'El 988 es para cualquier persona que sienta angustia, y también puede comunicarse para hablar de otra persona.',
    },
    {
      myth: 'Si mi cariño fuera suficiente, podría hacer que esa persona dejara de tomar o de consumir drogas.',
      fact: 'Usted no puede controlar el consumo de otra persona. Los grupos de apoyo para familias pueden ayudarle a cuidarse, cambie o no esa persona.',
    },
  ],
  safetyNote:
    'Si cree que su ser querido está en peligro inmediato, o que podría hacerse daño o hacerle daño a otra persona, ahora mismo llame al 911, o llame o envíe un mensaje de texto al 988.',
};
