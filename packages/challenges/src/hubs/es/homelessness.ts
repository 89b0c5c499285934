import type { HubWords } from '../hub-words';

/** The homelessness hub in Spanish (issue 25): the words of ../homelessness.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Dormir en un carro, en una tienda de campaña, en un albergue, en un motel o afuera.',
    'Quedarse en el sofá de sus amistades, o irse a vivir con familiares en poco espacio, porque no tiene otro lugar adonde ir.',
    'Recibir un aviso de desalojo, o que le digan que se vaya sin ningún aviso.',
    'Atrasarse con la renta o con la hipoteca y no saber cómo ponerse al día.',
    'Irse de su casa para escapar de la violencia o del abuso.',
    'Una persona joven que se escapó de su casa o a quien le dijeron que se fuera.',
  ],
  todaySteps: [
    'Si esta noche no tiene un lugar seguro donde dormir, llame al 211 y pida un albergue de emergencia cerca de usted.',
    'Si tiene de 12 a 21 años, llame a la línea National Runaway Safeline al 1-800-786-2929, o envíe un mensaje de texto al 66008. Le pueden ayudar a encontrar albergue y comida, y a hacer un plan.',
    'Si recibió un aviso de desalojo, no lo ignore. Comuníquese de inmediato con una oficina de ayuda legal. Puede que tenga más tiempo o más derechos de lo que cree.',
    'Si su casa es propia y tiene pagos atrasados de la hipoteca, llame a la línea HOPE Hotline al 1-888-995-4673 para hablar gratis con una persona preparada.',
    'Tenga con usted, o en un lugar seguro, su identificación, su acta de nacimiento, su tarjeta de Seguro Social, su teléfono y su cargador. Tómeles fotos a sus papeles.',
    'Si tiene hijos en la escuela, avísele a la escuela. Pida hablar con la persona de enlace para estudiantes sin hogar (homeless liaison), que puede ayudar con la escuela, el transporte y las comidas.',
  ],
  myths: [
    {
      myth: 'Pedir ayuda quiere decir que fracasé.',
      fact: 'Cualquier persona puede perder su hogar. Si pide ayuda pronto, muchas veces tendrá más opciones, como ayuda con la renta o un lugar seguro donde quedarse.',
    },
    {
      myth: 'Las personas se quedan sin hogar porque no se esfuerzan lo suficiente.',
      fact: 'Perder el trabajo, una enfermedad, una renta alta, la violencia en la casa o una separación en la familia pueden dejar a cualquier persona sin hogar.',
    },
  ],
  safetyNote:
    'Si está en peligro ahora mismo, o alguien le está haciendo daño, llame al 911. Si va a dejar un hogar donde sufre abuso, la Línea nacional contra la violencia doméstica (National Domestic Violence Hotline) puede ayudarle a planear una forma segura de salir.',
};
