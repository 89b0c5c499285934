import type { HubWords } from '../hub-words';

/** The abuse at home hub in Spanish (issue 25): the words of ../abuse-at-home.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Que le golpeen, le empujen o le aprieten el cuello, o que amenacen con hacerles daño a usted, a sus hijos o a sus mascotas.',
    'Que le revisen el teléfono, le lean los mensajes o vigilen adónde va.',
    'Que no le dejen tener dinero o trabajo, ni ver a sus amistades o a su familia.',
    'Insultos, que le echen la culpa, o que le digan que está mal de la cabeza o que nadie le va a creer.',
    'Que le obliguen o le presionen a tener relaciones sexuales.',
    'Amenazas de quitarle a sus hijos, de llamar a inmigración o de compartir fotos privadas.',
  ],
  firstSteps: [
    'Si está en peligro ahora mismo, llame al 911. Si no puede hablar, no cuelgue, para que puedan oír lo que pasa.',
    'Cuando sea seguro, llame a la Línea nacional contra la violencia doméstica (National Domestic Violence Hotline) al 1-800-799-7233, o envíe START al 88788. Una persona preparada para ayudarle puede hacer con usted un plan de seguridad, aunque decida quedarse.',
    'Use un teléfono o una computadora que la otra persona no pueda revisar, como el teléfono de una amistad o una computadora de la biblioteca. La Salida rápida le saca rápido de esta página, pero no puede ocultar lo que ya se vio en un teléfono que otra persona revisa.',
  ],
  todaySteps: [
    'Haga un plan para un mal momento: los cuartos que tienen una salida y donde no hay nada que se pueda usar para hacerle daño, un lugar adonde pueda ir, y una palabra clave para que una amistad sepa que debe llamar al 911.',
    'Si puede, tenga lista una bolsa pequeña, o déjela en casa de una amistad, con su identificación, sus llaves, algo de dinero en efectivo, medicinas, un cargador y los papeles de usted y de sus hijos.',
    'Revise su teléfono: ponga un código de acceso que solo usted sepa, y revise quién sabe la contraseña de su cuenta de Apple o de Google. Fíjese en qué aplicaciones y qué personas pueden ver dónde está usted.',
    'Si alguien vigila su teléfono, no cambie todo de una vez. Un cambio repentino puede alertar a esa persona. Primero, planee los cambios con una persona preparada para ayudarle.',
    'Anote lo que pasa, con fechas. Guarde fotos y mensajes donde la otra persona no los pueda encontrar, por ejemplo con una amistad. Esto puede ayudarle si le pide a una corte una orden de protección.',
    'Si es una persona indígena de Estados Unidos o nativa de Alaska, llame a la línea StrongHearts Native Helpline al 1-844-762-8483. Allí le atienden personas indígenas preparadas para ayudarle, que le entienden.',
    'Si es joven, o si se trata de una persona con la que sale, love is respect puede ayudarle: envíe LOVEIS al 22522.',
    'Si necesita irse y no tiene adonde ir, la Línea nacional contra la violencia doméstica puede ayudarle a encontrar un refugio cerca de usted.',
  ],
  rights: [
    {
      title: 'Puede pedirle a una corte una orden de protección',
      body: 'Una orden de protección (también llamada orden de restricción o restraining order) es una orden de la corte que le dice a la otra persona que deje de hacerle daño o de amenazarle. En la mayoría de los estados, también puede ordenarle que se mantenga lejos de su casa, su trabajo o su escuela, y que deje de llamarle o de enviarle mensajes de texto. Cada estado tiene su propia ley. Quién puede pedirla, los formularios y cuánto tiempo dura una orden cambian de un estado a otro. WomensLaw explica las reglas del lugar donde usted vive, y una oficina de ayuda legal puede ayudarle gratis.',
    },
    {
      title: 'Las reglas cambian en cada estado',
      body: 'Las órdenes de restricción dependen de la ley de cada estado. Por eso, lo que una corte puede ordenar donde usted vive puede ser diferente de lo que lea sobre otro estado. Revise la página de su propio estado antes de ir a la corte, o pregunte en una oficina de ayuda legal o a una persona preparada de una línea de ayuda.',
    },
  ],
  myths: [
    {
      myth: 'Solo es abuso si alguien le pega.',
      fact: 'El abuso también puede ser control: vigilar su teléfono, quitarle su dinero, alejarle de otras personas, o amenazas. Usted merece estar a salvo de todo eso.',
    },
    {
      myth: 'Si llamo a una línea de ayuda, voy a tener que irme.',
      fact: 'Usted decide qué pasa. Muchas personas llaman solo para hablar, o para hacer un plan y estar más a salvo donde están. Irse es su decisión, y se puede planear.',
    },
    {
      myth: 'Si me esforzara más, esto pararía.',
      fact: 'El abuso es una decisión que toma la otra persona. Nada de lo que usted hizo lo causó, y usted no tiene la culpa.',
    },
  ],
  safetyNote:
    'Si alguien le está haciendo daño o si está en peligro ahora mismo, llame al 911. Si alguien revisa su teléfono, use la Salida rápida para salir de esta página, y busque ayuda en un dispositivo que esa persona no pueda ver.',
};
