import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { AdvisoryList, type Advisory } from '../advisory-list';
import '../info-pages.css';

/**
 * /es/avisos, "Avisos" (issue 25): /advisories for Spanish speakers (usted; terms in
 * docs/glossary-es.md), the same advisories with the same dates, facts, calls and texts. Each names
 * the owner's page in Spanish where we found one (consumidor.ftc.gov, cdc.gov/…/es/), and the
 * owner's English page, marked "(en inglés)", for what only that one says.
 */

/** Newest first, as on /advisories (the test pairs them by id). */
const ADVISORIES: readonly Advisory[] = [
  {
    id: 'cold-weather',
    title: 'Frío: sepa dónde calentarse',
    date: '2026-11-20',
    kind: 'weather',
    body: (
      <>
        <p>
          Las tormentas de invierno y el frío extremo pueden ser peligrosos. El peligro es mayor
          para quien no tiene calefacción segura ni una vivienda estable.
        </p>
        <ul>
          <li>
            Llame al <a href="tel:211">211</a> para encontrar centros para calentarse y albergues
            cerca de usted. En muchas zonas también puede enviar su código postal por mensaje de
            texto al <a href="sms:898211">898-211</a>. El horario depende de dónde vive.
          </li>
          <li>
            Póngase varias capas de ropa, un gorro y guantes, y no se moje. Con la ropa mojada, el
            cuerpo pierde calor muy rápido.
          </li>
          <li>
            <strong>Nunca</strong> use un generador, una parrilla, una estufa de campamento ni
            carbón adentro ni en un garaje. Producen monóxido de carbono, un gas que no se ve ni se
            huele y que puede matar.
          </li>
          <li>Pregunte cómo están sus vecinos mayores o los que viven a solas.</li>
          <li>
            Si una persona tiembla sin parar, está confundida, habla arrastrando las palabras o
            tiene mucho sueño, puede tener hipotermia: llévela a un lugar cálido y llame al{' '}
            <a href="tel:911">911</a>.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'Ready.gov: Winter Weather',
        url: 'https://www.ready.gov/winter-weather',
        inEnglish: true,
      },
    ],
  },
  {
    id: 'immigration-services-scams',
    title: 'Falsa ayuda de inmigración: “notarios” y consultores',
    date: '2026-11-12',
    kind: 'scam',
    body: (
      <>
        <p>
          En Estados Unidos, un notario público (<span lang="en">notary public</span>), alguien que
          se anuncia como “notario” o un “consultor de inmigración” <strong>no es abogado</strong>.
          No puede darle asesoría legal sobre inmigración. Solo pueden hacerlo un abogado o un
          representante acreditado de una organización reconocida.
        </p>
        <ul>
          <li>No firme formularios en blanco ni formularios con información falsa.</li>
          <li>
            No deje que nadie se quede con su pasaporte ni con su acta de nacimiento originales.
          </li>
          <li>Los formularios de inmigración del gobierno se descargan gratis en uscis.gov.</li>
          <li>
            Nadie le puede prometer una tarjeta de residente permanente (
            <span lang="en">green card</span>), una visa o un permiso de trabajo.
          </li>
        </ul>
        <p>
          Lea más en nuestro artículo sobre{' '}
          <Link to="/es/blog/spotting-immigration-scams">
            cómo reconocer las estafas de inmigración
          </Link>
          .
        </p>
      </>
    ),
    sources: [
      { name: 'USCIS: Avoid Scams', url: 'https://www.uscis.gov/avoidscams', inEnglish: true },
    ],
  },
  {
    id: 'government-impersonation',
    title: 'Llamadas y mensajes de personas que dicen ser del gobierno',
    date: '2026-11-05',
    kind: 'scam',
    body: (
      <>
        <p>
          Hay estafadores que dicen ser de inmigración, del IRS, del Seguro Social, de la policía o
          de otra agencia. Pueden amenazarle con arrestarle, deportarle o quitarle sus beneficios si
          no paga ahora mismo.
        </p>
        <ul>
          <li>
            Las agencias del gobierno no le piden que pague con tarjetas de regalo, transferencias
            de dinero, criptomonedas ni aplicaciones de pago.
          </li>
          <li>
            Cuelgue. Después busque el número en el sitio web oficial de la agencia (la dirección
            termina en .gov) y llame a ese número.
          </li>
          <li>
            No dé su número de Seguro Social, de cuenta de banco ni de tarjeta a nadie que le llame.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'FTC: Cómo evitar una estafa de impostores del gobierno',
        url: 'https://consumidor.ftc.gov/articulos/como-evitar-una-estafa-de-impostores-del-gobierno',
      },
      {
        name: 'FTC: Government Impersonation Scams',
        url: 'https://consumer.ftc.gov/articles/government-impersonation-scams',
        inEnglish: true,
      },
    ],
  },
  {
    id: 'rental-listing-scams',
    title: 'Anuncios de renta que le piden dinero antes de que usted vea el lugar',
    date: '2026-10-22',
    kind: 'scam',
    body: (
      <>
        <p>
          Cuando es difícil encontrar vivienda, hay muchos anuncios de renta falsos. Los estafadores
          copian anuncios reales o los inventan, a menudo con un precio bajo. Luego piden una cuota
          de solicitud, un depósito o el primer mes de renta.
        </p>
        <ul>
          <li>
            Nunca pague un depósito ni la renta con una transferencia de dinero o con tarjetas de
            regalo.
          </li>
          <li>
            No pague antes de que usted (o alguien de su confianza) haya visto el lugar por dentro y
            conocido al dueño o al administrador.
          </li>
          <li>Tenga cuidado si el dueño dice que está fuera del país.</li>
          <li>
            Busque en internet la dirección y el texto del anuncio: si aparece el mismo anuncio con
            otro nombre, es una señal de estafa.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'FTC: Alerta sobre estafas con anuncios de renta',
        url: 'https://consumidor.ftc.gov/alertas-para-consumidores/2023/08/conseguiste-el-apartamento-detecta-las-estafas-de-listados-de-anuncios-de-propiedades-en-alquiler',
      },
      {
        name: 'FTC: Rental Listing Scams',
        url: 'https://consumer.ftc.gov/articles/rental-listing-scams',
        inEnglish: true,
      },
    ],
  },
  {
    id: 'debt-relief-scams',
    title: 'Ofertas de alivio de deudas que piden dinero primero',
    date: '2026-10-08',
    kind: 'scam',
    body: (
      <>
        <p>
          Cuando se acumulan las facturas, las ofertas para “borrar” sus deudas o “reducirlas a la
          mitad” pueden parecer una salida. Algunas de estas compañías se quedan con su dinero, y
          usted termina con más deudas.
        </p>
        <ul>
          <li>
            Desconfíe de cualquier compañía que le cobre antes de haber negociado o reducido alguna
            de sus deudas.
          </li>
          <li>
            Desconfíe de quien prometa detener todas las llamadas de cobro o las demandas, o hacer
            desaparecer sus deudas.
          </li>
          <li>
            Hable primero con las compañías a las que les debe sobre un plan de pagos por
            dificultades económicas, o con una organización de asesoría de crédito sin fines de
            lucro y de buena reputación.
          </li>
        </ul>
        <p>
          Si sus ingresos bajaron, nuestro artículo sobre{' '}
          <Link to="/es/blog/money-triage-when-income-drops">qué pagar primero</Link> (artículo en
          inglés) le puede ayudar a decidir.
        </p>
      </>
    ),
    sources: [
      {
        name: 'FTC: Cómo evitar las estafas de alivio de deudas',
        url: 'https://consumidor.ftc.gov/alertas-para-consumidores/2024/03/tienes-deudas-de-tarjetas-de-credito-como-evitar-las-estafas-de-alivio-de-deudas',
      },
      {
        name: 'FTC: How To Get Out of Debt',
        url: 'https://consumer.ftc.gov/articles/getting-out-debt',
        inEnglish: true,
      },
    ],
  },
  {
    id: 'extreme-heat',
    title: 'Calor extremo: cómo refrescarse y reconocer las señales de enfermedad por calor',
    date: '2026-07-14',
    kind: 'weather',
    body: (
      <>
        <p>
          El calor puede enfermar a cualquiera. Es más peligroso para los adultos mayores, los niños
          pequeños, las personas con problemas de salud, quienes trabajan al aire libre y quienes no
          tienen aire acondicionado ni vivienda.
        </p>
        <ul>
          <li>
            Pase las horas de más calor en un lugar con aire acondicionado: un centro para
            refrescarse, una biblioteca o un centro comercial. Llame al <a href="tel:211">211</a>{' '}
            para encontrar centros para refrescarse. En muchas zonas también puede enviar su código
            postal por mensaje de texto al <a href="sms:898211">898-211</a>. El horario depende de
            dónde vive.
          </li>
          <li>Beba agua seguido, antes de tener sed. Descanse a la sombra.</li>
          <li>
            Nunca deje a un niño, a una persona mayor o a una mascota en un carro estacionado.
          </li>
          <li>
            El golpe de calor es una emergencia. Si una persona tiene el cuerpo muy caliente, está
            confundida o se desmaya, llame al <a href="tel:911">911</a> y, mientras espera, ayude a
            bajarle la temperatura.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'CDC: Acerca del calor y su salud',
        url: 'https://www.cdc.gov/heat-health/es/about/acerca-del-calor-y-su-salud.html',
      },
      {
        name: 'CDC: About Heat and Your Health',
        url: 'https://www.cdc.gov/heat-health/about/index.html',
        inEnglish: true,
      },
    ],
  },
];

export default function AdvisoriesSpanishPage() {
  usePageMeta({
    title: 'Avisos',
    description:
      'Avisos de seguridad de Harbor, cada uno con su fecha y su fuente oficial: estafas dirigidas a inmigrantes, inquilinos y personas con deudas, y calor y frío extremos.',
  });
  return (
    <>
      <PageHeader
        title="Avisos"
        intro="Avisos de seguridad sobre estafas dirigidas a personas que pasan por momentos difíciles y sobre los peligros del clima. Cada aviso tiene su fecha y un enlace a la fuente oficial de su información."
      />

      <AdvisoryList
        advisories={ADVISORIES}
        words={{
          label: 'Avisos, del más reciente al más antiguo',
          kinds: { scam: 'Aviso de estafa', weather: 'Seguridad ante el clima' },
          posted: 'Publicado el',
          source: 'Fuente:',
          sources: 'Fuentes:',
          locale: 'es-US',
        }}
      />

      <Section title="Denuncie una estafa">
        <div className="web-prose">
          <p>
            Si alguien intentó estafarle, no es su culpa. Denúncielo a la Comisión Federal de
            Comercio (FTC) en{' '}
            <a href="https://reportefraude.ftc.gov/" hrefLang="es">
              ReporteFraude.ftc.gov
            </a>
            . Si perdió dinero, comuníquese de inmediato con su banco o con el servicio de pago.
          </p>
          <p>
            ¿Vio una estafa o un peligro del que debamos avisar? Escríbanos en la{' '}
            <Link to="/es/contacto">página de contacto</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}
