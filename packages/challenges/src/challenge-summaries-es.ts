import type { ChallengeSlug } from './challenge-slugs';

/**
 * The introduction of every challenge page (the 15 topics and the 4 check-ins) in Spanish
 * (issue 25): the words of each `challenges[slug].summary` of challenge-content.ts, shown under
 * the page's title (`CHALLENGE_TITLES_ES`).
 */
export const CHALLENGE_SUMMARIES_ES: Readonly<Record<ChallengeSlug, string>> = {
  'mental-health':
    'La mente de todas las personas pasa por épocas difíciles. Sentir ansiedad, desánimo, vacío o agobio es común, y no es señal de debilidad. No tiene que esperar a que las cosas empeoren para pedir apoyo.',
  poverty:
    'No tener suficiente dinero puede afectar todo: la comida, la vivienda, la salud y el sueño. Muchas veces se debe a cosas que usted no controla, como un sueldo bajo, costos altos o una pérdida repentina. Hay ayuda, y usarla no es motivo de vergüenza.',
  'poverty-challenge':
    'Cuando el dinero se acaba antes que el mes, cada día puede parecer un rompecabezas. Esta página trata de cómo salir adelante ahora: cubrir lo que necesita hoy y encontrar un poco de respiro. Los pasos pequeños cuentan, y está bien pedir ayuda.',
  'parental-absence':
    'Tener un papá o una mamá que falta, que vive lejos o que no está cuando usted lo necesita puede causarle dolor, enojo o soledad. Esos sentimientos tienen sentido. Sea cual sea la razón, no es su culpa. Otras personas adultas que se preocupan por usted pueden ayudar a llenar algunos vacíos.',
  'resource-access':
    'Saber que hay ayuda es una cosa. Encontrarla, y lograr que le atiendan, es otra. Los formularios, las listas de espera y los menús telefónicos pueden agotar a cualquiera. Por eso, esta página le da formas sencillas de hacer más fácil el primer contacto.',
  homelessness:
    'Perder su hogar, o estar a punto de perderlo, da miedo y cansa mucho. Le puede pasar a cualquiera, y no es un fracaso personal. Hay personas y servicios que se dedican a ayudarle a encontrar un lugar seguro donde quedarse.',
  'family-instability':
    'A veces, en casa nunca se sabe qué va a pasar: hay conflictos, problemas de dinero, muchas mudanzas, o un papá o una mamá que está pasando por un mal momento. Así es difícil sentir estabilidad. Usted no tiene la culpa de lo que pasa en casa. Merece sentirse a salvo, y hay apoyo para usted.',
  'substance-abuse':
    'El alcohol o las drogas pueden empezar como una forma de sobrellevar las cosas y, poco a poco, convertirse en otro problema. Querer consumir menos, o solo tener dudas sobre su consumo, es una buena razón para buscar apoyo. El cambio puede empezar con algo pequeño, y no tiene que hacerlo a solas.',
  'loved-one':
    'Ver que alguien que usted quiere está pasando por un momento difícil puede causarle miedo, impotencia o cansancio. No puede resolverle todo, pero su cariño importa. Cuidarse también es parte de poder ayudar.',
  'teenage-pregnancy':
    'Saber que está embarazada, o que podría estarlo, cuando es adolescente puede traer muchos sentimientos a la vez. Está bien sentir miedo, confusión o dudas. Usted merece información clara y apoyo sin que nadie le juzgue, decida lo que decida.',
  legal:
    'Una carta de la corte, un aviso de desalojo o un conflicto en el trabajo pueden dar miedo y causar confusión. No tiene que resolverlo todo por su cuenta. En muchos lugares puede recibir información y asesoría legal gratis o a bajo costo.',
  financial:
    'Las deudas, los pagos pendientes y las preocupaciones de dinero pueden quitarle el sueño. Tener problemas de dinero no significa que usted haya fracasado. Dar un pequeño paso para ver cómo están las cosas puede hacer que el problema parezca más fácil de manejar.',
  health:
    'Su salud afecta cómo se siente, cómo trabaja y cómo enfrenta todo lo demás. Los costos, las largas esperas y los trámites confusos pueden hacer que le cueste recibir atención médica. Usted merece atención y respeto, sea cual sea su situación.',
  'health-challenge':
    'Vivir con una enfermedad, con dolor o con un problema de salud de larga duración puede cansar de maneras que otras personas no siempre ven. Algunos días serán más difíciles que otros, y eso está bien. Esta página trata de cómo sobrellevar el día a día y recibir el apoyo que necesita.',
  immigration:
    'Mudarse a un país nuevo puede traer esperanza y días difíciles al mismo tiempo. Las reglas nuevas, un idioma nuevo y estar lejos de su hogar pueden agobiar. No es la única persona que pasa por esto, y en muchas comunidades hay servicios creados para ayudar a quienes acaban de llegar.',
  'immigration-challenge':
    'Los primeros meses en un lugar nuevo traen muchos pequeños desafíos: encontrar un médico, abrir una cuenta de banco, aprender cómo funcionan las cosas. Es normal sentir desorientación o extrañar su tierra. Esta página trata de los pasos del día a día que le ayudan a adaptarse.',
  discrimination:
    'Recibir un trato injusto por ser quien es está mal: por su raza, su religión, su género, su orientación sexual, una discapacidad o el lugar de donde viene. Puede doler mucho y afectar su salud, su trabajo y su sensación de seguridad. Lo que le pasó importa, y hay personas que pueden ayudarle.',
  'discrimination-challenge':
    'Cuando el trato injusto se repite una y otra vez, en el trabajo, en la escuela o en lugares públicos, puede dejarle sin fuerzas. Cuidarse no es rendirse. Esta página trata de cómo estar a salvo, encontrar apoyo y decidir qué quiere hacer después.',
  'abuse-at-home':
    'Si su pareja, su expareja o alguien de su familia le hace daño, le da miedo, le vigila o le controla, eso es abuso. No es su culpa. No tiene que irse hoy para recibir ayuda, y no tiene que pasar por esto a solas.',
};
