import type { HubSlug } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { InEnglish } from '../../info/in-english';
import { CHALLENGE_TITLES_ES } from '@harbor-help/challenges';
// Through the English page's module, so the returning visitor's check-ins are read as there
// (and its styles come with it).
import { TopicCards, useWhereYouLeftOff } from './explore';

/**
 * What each topic is about, in Spanish (issue 25; usted, terms in docs/glossary-es.md): the
 * English summary of the topic's page, written for Spanish speakers. It describes a page that is
 * still in English, so it promises nothing the page does not say.
 */
export const TOPIC_SUMMARIES_ES: Readonly<Record<HubSlug, string>> = {
  'mental-health':
    'Todos pasamos por épocas difíciles. Sentir ansiedad, tristeza, vacío o agobio es común, y no es señal de debilidad. No tiene que esperar a que las cosas empeoren para pedir apoyo.',
  poverty:
    'No tener suficiente dinero puede afectarlo todo: la comida, la vivienda, la salud y el sueño. Muchas veces se debe a cosas que usted no controla, como un sueldo bajo, los precios altos o una pérdida repentina. Hay ayuda, y usarla no es motivo de vergüenza.',
  'parental-absence':
    'Cuando su papá o su mamá falta, vive lejos o no está a su lado, puede sentir dolor, enojo o soledad. Es normal sentirse así. Sea cual sea la razón, no es su culpa, y otras personas adultas que se preocupan por usted pueden ayudar a llenar parte de ese vacío.',
  'resource-access':
    'Saber que la ayuda existe es una cosa; encontrarla y lograr que le atiendan es otra. Los formularios, las listas de espera y los menús de opciones por teléfono cansan a cualquiera. Esta guía ofrece formas sencillas de facilitar el primer contacto.',
  homelessness:
    'Perder su hogar, o estar a punto de perderlo, da miedo y agota. Le puede pasar a cualquiera, y no es un fracaso personal. Hay personas y servicios que se dedican a ayudarle a encontrar un lugar seguro donde quedarse.',
  'family-instability':
    'Cuando la vida en casa es impredecible, por peleas, problemas de dinero, mudanzas frecuentes o un padre o una madre que está pasando por un mal momento, es difícil sentirse en paz. Usted no tiene la culpa de lo que pasa en casa. Merece estar a salvo, y hay apoyo para usted.',
  'substance-abuse':
    'El alcohol o las drogas pueden empezar como una forma de aguantar y, poco a poco, volverse otro problema. Querer consumir menos, o simplemente tener dudas sobre su consumo, es una buena razón para buscar apoyo. El cambio puede empezar con poco, y no tiene que hacerlo a solas.',
  'loved-one':
    'Ver sufrir a alguien a quien usted quiere puede dejarle con miedo, impotencia o agotamiento. No puede arreglarlo todo por esa persona, pero su cariño importa. Cuidarse también es parte de poder ayudar.',
  'teenage-pregnancy':
    'Enterarse de que está embarazada, o de que podría estarlo, siendo adolescente puede traer muchos sentimientos a la vez. Está bien sentir miedo, confusión o dudas. Merece información clara y apoyo sin que nadie le juzgue, decida lo que decida.',
  legal:
    'Una carta del tribunal, un aviso de desalojo o un conflicto en el trabajo pueden dar miedo y causar confusión. No tiene que resolverlo todo a solas. En muchos lugares puede recibir información y asesoría legal gratis o a bajo costo.',
  financial:
    'Las deudas, los pagos pendientes y las preocupaciones de dinero pueden quitarle el sueño. Tener problemas de dinero no quiere decir que usted haya fracasado. Dar un pequeño paso para ver cómo están las cosas puede hacer que el problema parezca más fácil de manejar.',
  health:
    'Su salud afecta cómo se siente, cómo trabaja y cómo enfrenta todo lo demás. Los costos, las largas esperas y los trámites confusos pueden dificultar que reciba atención médica. Usted merece atención y respeto, sea cual sea su situación.',
  immigration:
    'Mudarse a otro país puede traer esperanza y días difíciles al mismo tiempo. Las reglas nuevas, otro idioma y estar lejos de casa pueden abrumar a cualquiera. No es la única persona que pasa por esto: en muchas comunidades hay servicios para ayudar a quienes acaban de llegar.',
  discrimination:
    'Está mal que le traten injustamente por ser quien es: por su raza, su religión, su género, su orientación sexual, una discapacidad o el lugar de donde viene. Puede doler mucho y afectar su salud, su trabajo y su sensación de estar a salvo. Lo que le pasó importa, y hay personas que pueden ayudarle.',
  'abuse-at-home':
    'Si su pareja, su expareja o alguien de su familia le hace daño, le asusta, le vigila o le controla, eso es abuso. No es su culpa. No tiene que irse hoy para recibir ayuda, y no tiene que pasar por esto a solas.',
};

/**
 * /es/explorar, "¿Qué está enfrentando?" (issue 25): /explore for Spanish speakers. Every topic
 * with its Spanish name and what it is about, and its check-in where it has one; the topics'
 * pages are still in English, and each link says so ("(en inglés)", `hreflang="en"`). A
 * returning visitor's unfinished check-ins and last action plan come first, read from this
 * browser after mount, as on /explore.
 */
export default function ExploreSpanishPage() {
  usePageMeta({
    title: 'Explorar los temas',
    description:
      '¿Qué está enfrentando? Elija un tema para encontrar servicios reales, pasos que puede dar hoy y cuestionarios cortos que le ayudan a hacer un plan.',
  });
  const { canContinue, unfinished, completed } = useWhereYouLeftOff();

  return (
    <>
      <PageHeader
        title="¿Qué está enfrentando?"
        intro="Elija lo que más se parezca a su situación. Cada guía tiene servicios reales a los que puede acudir, pasos para hoy e información sobre sus derechos. Algunas tienen un cuestionario corto que le ayuda a hacer un plan. Por ahora, las guías y los cuestionarios están en inglés, y cada enlace lo dice."
      />

      {/* As on /explore: the note holds the place of "Seguir donde se quedó" until the page
          has read this browser, so the topics below move only for a visitor with a check-in
          to go back to. */}
      {!canContinue ? (
        <div className="web-explore__note">
          <p>
            <strong>Le damos la bienvenida a Harbor.</strong> Puede empezar por donde quiera, y no
            hace falta crear una cuenta. Tome lo que le sirva y deje el resto. Si necesita ayuda
            ahora mismo, <Link to="/es/get-help">vea las líneas de ayuda</Link>.
          </p>
        </div>
      ) : null}

      {canContinue ? (
        <Section title="Seguir donde se quedó">
          <ul className="web-links">
            {unfinished.map(({ slug, step }) => (
              <li key={slug}>
                <InEnglish href={`/challenges/${slug}`}>
                  Seguir con su cuestionario desde el paso {step + 1}: {CHALLENGE_TITLES_ES[slug]}
                </InEnglish>
              </li>
            ))}
            {completed ? (
              <li>
                <InEnglish href={`/challenges/${completed}`}>
                  Ver su plan de acción: {CHALLENGE_TITLES_ES[completed]}
                </InEnglish>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}

      <Section title="Elija un tema">
        <TopicCards
          link={(href, label) => <InEnglish href={href}>{label}</InEnglish>}
          title={(slug) => CHALLENGE_TITLES_ES[slug]}
          summary={(slug) => TOPIC_SUMMARIES_ES[slug]}
          checkIn={(title) => `Hacer el cuestionario: ${title}`}
        />
      </Section>

      <Section title="O busque de otra manera">
        <ul className="web-links">
          <li>
            <Link to="/es/recursos?lang=es">
              Buscar entre los servicios que atienden en español
            </Link>
          </li>
          <li>
            <Link to="/es/get-help">Ayuda ahora, en español</Link>
          </li>
          <li>
            <InEnglish href="/library">La biblioteca de Harbor</InEnglish>
          </li>
          <li>
            <InEnglish href="/share">Comparta su historia</InEnglish>
          </li>
        </ul>
      </Section>
    </>
  );
}
