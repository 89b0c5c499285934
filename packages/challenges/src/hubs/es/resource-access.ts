import type { HubWords } from '../hub-words';

/** The resource access hub in Spanish (issue 25): the words of ../resource-access.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'No saber a qué oficina o a qué programa llamar primero.',
    'Que le manden de una oficina a otra, y tener que contar su historia una y otra vez.',
    'Formularios largos, papeles perdidos y fechas límite difíciles de cumplir.',
    'No tener minutos en el teléfono, no tener internet o no tener cómo llegar a una oficina.',
    'Personal que no habla su idioma, o cartas que usted no puede leer.',
    'Sentir vergüenza o cansancio de tanto pedir, y rendirse antes de recibir ayuda.',
  ],
  todaySteps: [
    'Llame al 211. Con una sola llamada le pueden poner en contacto con ayuda en su zona para comida, renta, pagos pendientes, atención médica, cuidado de niños y más. El horario depende del lugar donde vive.',
    'Antes de llamar, anote su pregunta, su código postal (ZIP) y la fecha. Lleve un cuaderno donde anote con quién habló y qué le dijeron.',
    'Pida un intérprete si lo necesita. Muchos servicios, como HUD, ofrecen uno gratis.',
    'Si un servicio no puede ayudarle, pregunte: “¿Quién más me podría ayudar con esto?” (en inglés: “Who else could help me with this?”). Anote la respuesta.',
    'Vaya a su biblioteca pública. El personal puede ayudarle a usar una computadora, imprimir formularios y encontrar servicios en su zona.',
    'Si no tiene minutos en su teléfono, pregunte en su biblioteca o en un centro comunitario si puede hacer una llamada desde ahí.',
    'Guarde copias de su identificación, sus cartas y sus solicitudes en un solo lugar seguro, o tómeles fotos con su teléfono.',
  ],
  rights: [
    {
      title: 'Ayuda en su idioma',
      body: 'Puede denunciar la discriminación en la vivienda ante HUD en cualquier idioma. HUD le da un intérprete si lo necesita.',
    },
    {
      title: 'Puede presentar una queja por otra persona',
      body: 'Si un servicio de salud o un servicio social trata a alguien de forma injusta, cualquier persona puede presentar una queja ante la Oficina de Derechos Civiles del HHS (HHS Office for Civil Rights), no solo la persona a quien le pasó.',
    },
  ],
  myths: [
    {
      myth: 'La ayuda es solo para quienes están en la peor situación.',
      fact: 'Muchos programas existen para frenar los problemas antes de que empeoren. Si pide ayuda pronto, muchas veces tendrá más opciones.',
    },
  ],
  safetyNote:
    'Tenga cuidado con quien le pida dinero por ayudarle a solicitar beneficios o a llenar formularios: la ayuda del 211, de las oficinas de ayuda legal y de las oficinas del gobierno es gratis. Nunca le dé su número de Seguro Social ni el de su cuenta de banco a una persona que le llamó a usted primero. Si está en peligro, llame al 911.',
};
