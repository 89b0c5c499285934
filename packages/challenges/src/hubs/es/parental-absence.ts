import type { HubWords } from '../hub-words';

/** The parental absence hub in Spanish (issue 25): the words of ../parental-absence.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Un papá o una mamá que se fue, a quien nunca conoció o de quien casi nunca sabe nada.',
    'Un papá o una mamá que está en la cárcel, en las fuerzas armadas o trabajando lejos, o a quien deportaron.',
    'Un papá o una mamá que murió, y un dolor que va y viene durante años.',
    'Un papá o una mamá que vive con usted, pero que en realidad no está presente por el alcohol, las drogas o una enfermedad.',
    'Tener que cuidar a sus hermanos menores, o la casa, mucho antes de lo que debería.',
    'Sentir enojo, no sentir nada, sentir envidia de otras familias o preguntarse si fue su culpa.',
  ],
  todaySteps: [
    'Piense en una persona adulta de confianza, como un familiar, un maestro, un entrenador, un vecino o un líder religioso. Esta semana, pase un rato con esa persona.',
    'Cuéntele al consejero o la consejera de su escuela lo que pasa en su casa. Puede ayudarle a encontrar grupos para jóvenes que están en la misma situación.',
    'Escriba una carta para su papá o su mamá. No tiene que enviarla nunca. Diga lo que extraña, lo que le duele y lo que desea.',
    'Si no se siente a salvo o siente soledad, envíe un mensaje de texto al 741741 para comunicarse con la Línea de crisis por mensaje de texto (Crisis Text Line), o llame o envíe un mensaje de texto al 988, a cualquier hora.',
    'Si está pensando en escaparse de su casa, primero llame o envíe un mensaje de texto a la línea National Runaway Safeline. Le pueden ayudar a hacer un plan.',
    'Tenga algunos números de teléfono importantes anotados en papel, por si se le pierde el teléfono o se lo quitan.',
    'Haga hoy una cosa que sea solo para usted: música, una caminata, dibujar, deporte o un rato con un amigo o una amiga.',
  ],
  myths: [
    {
      myth: 'Si mi papá o mi mamá se fue, debe ser por algo que hice yo.',
      fact: 'Las personas adultas se van o se mantienen lejos por sus propios problemas y decisiones. Un hijo o una hija nunca tiene la culpa.',
    },
    {
      myth: 'A estas alturas, ya debería haberlo superado.',
      fact: 'Lo que siente por un papá o una mamá que no está puede volver en los cumpleaños, los días festivos y los momentos importantes. Eso es normal, no es debilidad.',
    },
    {
      myth: 'Si pido ayuda, estoy traicionando a mi familia.',
      fact: 'Hablar con una persona adulta de confianza o con una persona preparada para ayudarle es una forma de cuidarse. No quiere decir que quiera menos a su familia.',
    },
  ],
  safetyNote:
    'Si alguien en su casa le está haciendo daño, o si está en peligro, llame al 911. También puede llamar a la línea Childhelp a cualquier hora.',
};
