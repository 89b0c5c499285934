import type { ChallengeSlug } from './challenge-slugs';

/**
 * The introduction of every challenge page (the 15 topics and the 4 check-ins) in Spanish
 * (issue 25): the words of each `challenges[slug].summary` of challenge-content.ts, shown under
 * the page's title (`CHALLENGE_TITLES_ES`).
 */
export const CHALLENGE_SUMMARIES_ES: Readonly<Record<ChallengeSlug, string>> = {
  'mental-health':
    'Todos pasamos por épocas difíciles. Sentir ansiedad, tristeza, vacío o agobio es común, y no es señal de debilidad. No tiene que esperar a que las cosas empeoren para pedir apoyo.',
  poverty:
    'No tener suficiente dinero puede afectarlo todo: la comida, la vivienda, la salud y el sueño. Muchas veces se debe a cosas que usted no controla, como un sueldo bajo, los precios altos o una pérdida repentina. Hay ayuda, y usarla no es motivo de vergüenza.',
  'poverty-challenge':
    'Cuando el dinero no alcanza para todo el mes, cada día puede parecer un rompecabezas. Esta página trata de cómo salir adelante ahora: cubrir lo que necesita hoy y encontrar un poco de respiro. Los pasos pequeños cuentan, y está bien pedir ayuda.',
  'parental-absence':
    'Cuando su papá o su mamá falta, vive lejos o no está a su lado, puede sentir dolor, enojo o soledad. Es normal sentirse así. Sea cual sea la razón, no es su culpa, y otras personas adultas que se preocupan por usted pueden ayudar a llenar parte de ese vacío.',
  'resource-access':
    'Saber que la ayuda existe es una cosa; encontrarla y lograr que le atiendan es otra. Los formularios, las listas de espera y los menús de opciones por teléfono cansan a cualquiera. Esta guía ofrece formas sencillas de facilitar el primer contacto.',
  homelessness:
    'Perder su hogar, o estar a punto de perderlo, da miedo y agota. Le puede pasar a cualquiera, y no es un fracaso personal. Hay personas y servicios que se dedican a ayudarle a encontrar un lugar seguro donde quedarse.',
  'family-instability':
    'Cuando la vida en casa es impredecible, por peleas, problemas de dinero, mudanzas frecuentes o un padre o una madre que está pasando por un mal momento, es difícil sentirse en paz. Usted no tiene la culpa de lo que pasa en casa. Merece sentirse a salvo, y hay apoyo para usted.',
  'substance-abuse':
    'El alcohol o las drogas pueden empezar como una forma de aguantar y, poco a poco, volverse otro problema. Querer consumir menos, o simplemente tener dudas sobre su consumo, es una buena razón para buscar apoyo. El cambio puede empezar con poco, y no tiene que hacerlo a solas.',
  'loved-one':
    'Ver sufrir a alguien a quien usted quiere puede dejarle con miedo, impotencia o agotamiento. No puede arreglarlo todo por esa persona, pero su cariño importa. Cuidarse también es parte de poder ayudar.',
  'teenage-pregnancy':
    'Enterarse de que está embarazada, o de que podría estarlo, siendo adolescente puede traer muchos sentimientos a la vez. Está bien sentir miedo, confusión o dudas. Merece información clara y apoyo sin que nadie le juzgue, decida lo que decida.',
  legal:
    'Una carta de la corte, un aviso de desalojo o un conflicto en el trabajo pueden dar miedo y causar confusión. No tiene que resolverlo todo a solas. En muchos lugares puede recibir información y asesoría legal gratis o a bajo costo.',
  financial:
    'Las deudas, los pagos pendientes y las preocupaciones de dinero pueden quitarle el sueño. Tener problemas de dinero no quiere decir que usted haya fracasado. Dar un pequeño paso para ver cómo están las cosas puede hacer que el problema parezca más fácil de manejar.',
  health:
    'Su salud afecta cómo se siente, cómo trabaja y cómo enfrenta todo lo demás. Los costos, las largas esperas y los trámites confusos pueden dificultar que reciba atención médica. Usted merece atención y respeto, sea cual sea su situación.',
  'health-challenge':
    'Vivir con una enfermedad, con dolor o con un problema de salud de larga duración puede cansar de maneras que otras personas no siempre ven. Algunos días serán más difíciles que otros, y eso está bien. Esta página trata de cómo sobrellevar el día a día y recibir el apoyo que necesita.',
  immigration:
    'Mudarse a otro país puede traer esperanza y días difíciles al mismo tiempo. Las reglas nuevas, otro idioma y estar lejos de casa pueden abrumar a cualquiera. No es la única persona que pasa por esto: en muchas comunidades hay servicios para ayudar a quienes acaban de llegar.',
  'immigration-challenge':
    'Los primeros meses en un lugar nuevo traen muchos pequeños desafíos: encontrar un médico, abrir una cuenta de banco, aprender cómo funcionan las cosas. Es normal sentir desorientación o extrañar su tierra. Esta página trata de los pasos del día a día que le ayudan a adaptarse.',
  discrimination:
    'Está mal que le traten injustamente por ser quien es: por su raza, su religión, su género, su orientación sexual, una discapacidad o el lugar de donde viene. Puede doler mucho y afectar su salud, su trabajo y su sensación de estar a salvo. Lo que le pasó importa, y hay personas que pueden ayudarle.',
  'discrimination-challenge':
    'Cuando el trato injusto se repite una y otra vez, en el trabajo, en la escuela o en lugares públicos, puede dejarle sin fuerzas. Cuidarse no es rendirse. Esta página trata de cómo estar a salvo, encontrar apoyo y decidir qué quiere hacer después.',
  'abuse-at-home':
    'Si su pareja, su expareja o alguien de su familia le hace daño, le asusta, le vigila o le controla, eso es abuso. No es su culpa. No tiene que irse hoy para recibir ayuda, y no tiene que pasar por esto a solas.',
};
