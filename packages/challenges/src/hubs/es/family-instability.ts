import type { HubWords } from '../hub-words';

/** The family instability hub in Spanish (issue 25): the words of ../family-instability.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Gritos, peleas o portazos que le ponen los nervios de punta.',
    'Cambiar de casa o de escuela una y otra vez.',
    'Un padre, una madre o una pareja que toma alcohol, consume drogas o tiene una enfermedad mental y no recibe tratamiento.',
    'No saber si este mes habrá comida, luz o dinero para la renta.',
    'Alguien en casa que le hace daño, le asusta, le amenaza o le controla.',
    'Sentir que usted tiene que ser la persona adulta, o que debe guardar secretos para mantener la paz.',
  ],
  todaySteps: [
    'Piense en un lugar tranquilo y seguro adonde pueda ir cuando sienta que estar en casa es demasiado. Por ejemplo, la casa de una amistad, una biblioteca o la casa de un familiar.',
    'Cuéntele lo que pasa a una persona adulta de confianza o al consejero o la consejera de su escuela. No tiene que contarlo todo de una vez.',
    'Si alguien le hace daño o le controla, llame a la Línea nacional contra la violencia doméstica (National Domestic Violence Hotline) al 1-800-799-7233, o envíe START al 88788. Si usted es una persona adulta, la página “Violencia o abuso en el hogar” tiene un plan de seguridad, consejos para usar su teléfono con seguridad e información sobre las órdenes de protección.',
    'Si usted es niño, niña o adolescente y alguien le hace daño, puede llamar, enviar un mensaje de texto o chatear con Childhelp a cualquier hora. El número está en la lista de abajo.',
    'Escriba en un papel algunos números de teléfono importantes, por si no tiene su teléfono a mano.',
    'Si comparte un teléfono o una cuenta con alguien que le hace daño, piense en quién puede ver sus llamadas y sus mensajes de texto. Una persona preparada de una línea de ayuda puede ayudarle a hacer un plan.',
    'Cuídese con cosas pequeñas: dormir, comer y pasar tiempo con personas con quienes se sienta a salvo.',
  ],
  myths: [
    {
      myth: 'Los problemas en casa son mi culpa.',
      fact: 'Los problemas entre las personas adultas no son culpa de los hijos. Usted merece sentirse a salvo, y está bien pedir ayuda.',
    },
    {
      myth: 'Solo es abuso si alguien le pega.',
      fact: 'El abuso también puede ser emocional o sexual, o tener que ver con el dinero o con el control. Puede llamar a una línea de ayuda por cualquiera de estos tipos de abuso.',
    },
  ],
  safetyNote:
    'Si a usted o a alguien en su casa le están haciendo daño, o si alguno de ustedes está en peligro inmediato, llame al 911 ahora mismo.',
};
