import { PageHeader } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { InEnglish } from '../in-english';
import { Call, lifelineInSpanish, lineById, Text } from '../../help/spanish-help';
import { FaqGroups, type FaqGroup } from '../faq-groups';
import '../info-pages.css';

/**
 * /es/preguntas-frecuentes, "Preguntas frecuentes" (issue 25): /faq for Spanish speakers (usted;
 * terms in docs/glossary-es.md), the same questions in the same groups with the same facts. A page
 * or a button that is still in English is named in Spanish, with its English words marked
 * `lang="en"`, and its link says "(en inglés)". 988's Spanish ways in come from its own (sourced)
 * data, as on /es/get-help.
 */

const GROUPS: readonly FaqGroup[] = [
  {
    title: 'Cómo encontrar ayuda',
    questions: [
      {
        question: '¿Harbor es un servicio de crisis?',
        answer: (
          <p>
            No. Nadie vigila el sitio a toda hora y no podemos enviarle ayuda. Si está en peligro,
            llame al <a href="tel:911">911</a>. Si piensa en el suicidio o siente angustia o dolor
            emocional, llame o envíe un mensaje de texto al <a href="tel:988">988</a>, la Línea 988
            para crisis y suicidio (<span lang="en">988 Suicide &amp; Crisis Lifeline</span>). Es
            gratis y atiende a toda hora en Estados Unidos. Para recibir ayuda en español, vea{' '}
            <Link to="/es/get-help">Ayuda ahora</Link>.
          </p>
        ),
      },
      {
        question: '¿Cómo encuentro ayuda cerca de donde vivo?',
        answer: (
          <p>
            Empiece por la <Link to="/es/recursos?lang=es">lista de servicios</Link>, con líneas de
            ayuda por teléfono y por mensaje de texto, y otros servicios. Este enlace muestra solo
            los que atienden en español. Para ayuda local con comida, vivienda, facturas y más,
            llame al <a href="tel:211">211</a> o busque en{' '}
            <InEnglish href="https://www.211.org/">211.org</InEnglish>. Es gratis y privado. En
            muchas zonas también puede enviar su código postal por mensaje de texto al{' '}
            <a href="sms:898211">898-211</a>. El horario y los servicios dependen de dónde vive.
          </p>
        ),
      },
      {
        question: 'No vivo en Estados Unidos. ¿Harbor me puede ayudar?',
        answer: (
          <p>
            Nuestras guías le pueden servir, pero la mayoría de los números de teléfono y programas
            que damos son de Estados Unidos. Para encontrar líneas de ayuda gratis en su país,
            pruebe <InEnglish href="https://findahelpline.com/">Find A Helpline</InEnglish>.
          </p>
        ),
      },
      {
        question: '¿Lo que leo aquí es asesoría legal o médica?',
        answer: (
          <p>
            No. Damos información general con palabras sencillas. Para asesoría sobre su caso, hable
            con un abogado, con un representante acreditado, con un médico o con la agencia que
            lleva su caso. Nuestro artículo sobre{' '}
            <Link to="/es/blog/finding-free-legal-help">cómo encontrar ayuda legal gratis</Link>{' '}
            (artículo en inglés) le puede servir para empezar.
          </p>
        ),
      },
      {
        question: '¿De dónde sacan sus números de teléfono y sus enlaces?',
        answer: (
          <>
            <p>
              Casi todos los revisamos en una página del grupo que ofrece el servicio, o de la
              agencia del gobierno que lo paga o pone las reglas. Mostramos la página que revisamos.
              Para unos pocos números, enlaces y derechos, no pudimos consultar la página del propio
              dueño. Esos se basan en dos fuentes independientes, como noticias, que citan al dueño.
              Tenemos una lista de esos y los volvemos a revisar.
            </p>
            <p>
              Para cada número, palabra clave para mensajes de texto, horario, fecha límite y
              derecho, guardamos la página que leímos, la fecha en que la leímos y las palabras de
              esa página que respaldan el dato. Con cada cambio al sitio se hace una revisión. Esa
              revisión detiene el cambio si un dato no tiene fuente, si la fuente no está en el
              sitio del dueño o en un sitio que habla por él, o si la fecha está mal. También hace
              una lista de los datos que llevan un año o más sin revisar, y de cada dato que se basa
              en informes, para volver a revisarlos.
            </p>
            <p>
              Cualquier persona puede reutilizar esta lista. La publicamos como{' '}
              <Link to="/es/datos-abiertos">datos abiertos</Link>.
            </p>
            <p>
              Si no podemos revisar un dato, lo dejamos fuera. Si encuentra un número o un dato
              equivocado, por favor{' '}
              <Link to="/es/contacto?topic=wrong-fact">avísenos en el formulario de contacto</Link>{' '}
              y lo corregiremos.
            </p>
          </>
        ),
      },
    ],
  },
  {
    title: 'Cómo usar el sitio con seguridad',
    questions: [
      {
        question: '¿Qué hace el botón Salida rápida?',
        answer: (
          <p>
            Sale de Harbor al instante y abre una búsqueda común del clima, por si entra alguien que
            no debe ver lo que usted lee. También puede presionar la tecla Shift tres veces. No
            borra el historial de su navegador: una ventana privada o de incógnito sirve mejor para
            eso. Más información en{' '}
            <Link to="/es/protegerse-en-internet">Cómo protegerse en internet</Link>.
          </p>
        ),
      },
      {
        question: '¿Puedo usar Harbor en una computadora compartida o de una biblioteca?',
        answer: (
          <p>
            Sí. Si puede, use una ventana privada o de incógnito, y cierre sesión al terminar. Al
            cerrar sesión, se borran de ese navegador los datos de su sesión. Las respuestas que
            escribe en una actividad guiada se quedan solo en ese navegador, y puede borrarlas desde
            la actividad.
          </p>
        ),
      },
      {
        question: '¿Qué hacen con mi información?',
        answer: (
          <p>
            Guardamos lo menos posible, no usamos rastreadores ni anuncios, y nunca la vendemos. En
            la página de <Link to="/es/privacidad">Privacidad</Link> verá exactamente qué se guarda
            y dónde.
          </p>
        ),
      },
      {
        question: '¿Cómo veo o borro lo que tienen sobre mí?',
        answer: (
          <p>
            Envíenos un mensaje desde la <Link to="/es/contacto">página de contacto</Link>. Use el
            correo electrónico de su cuenta y díganos qué quiere: una copia, una corrección o que lo
            borremos. Una persona de nuestro equipo le responderá.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Cuentas y membresías',
    questions: [
      {
        question: '¿Harbor es gratis?',
        answer: (
          <p>
            Sí. Las guías, la lista de servicios, el blog y casi toda la biblioteca son gratis, sin
            cuenta. Las membresías de pago agregan más y ayudan a sostener la parte gratuita.
          </p>
        ),
      },
      {
        question: '¿Necesito una cuenta?',
        answer: (
          <p>
            No. Puede leer casi todo sin una cuenta. Con una cuenta gratis, puede obtener más
            adelante una membresía de pago, y conserva su membresía cuando inicia sesión en otro
            dispositivo. <Link to="/es/crear-cuenta">Crear una cuenta gratis</Link>.
          </p>
        ),
      },
      {
        question: '¿Qué incluyen las membresías de pago?',
        answer: (
          <p>
            Todas las membresías de pago (Básica, Premium y VIP) dan acceso a la parte de la
            biblioteca para miembros y a los paquetes digitales para descargar. Lo que incluye y
            cuesta cada una está en <Link to="/es/membresia">Membresía</Link> y en{' '}
            <Link to="/es/precios">Precios</Link>.
          </p>
        ),
      },
      {
        question: 'No me alcanza para una membresía de pago. ¿Puedo tener una de todos modos?',
        answer: (
          <>
            <p>
              Sí. Inicie sesión y vaya a la sección{' '}
              <Link to="/es/precios#hardship">“¿No le alcanza en este momento?”</Link>, en la página
              Precios o en la página de cualquier membresía. Recibe la membresía Básica gratis por
              90 días, al instante: la biblioteca para miembros, los paquetes digitales para
              descargar y la insignia Premium. No le pedimos comprobantes ni una tarjeta. Decirnos
              para qué la necesita es opcional, y solo el equipo de Harbor lo puede leer.
            </p>
            <p>
              Termina automáticamente a los 90 días. Cada cuenta la puede tener una vez cada 12
              meses. Cuando termine, puede volver a pedirla 12 meses después de que empezó su tiempo
              gratis. Su cuenta necesita tener el correo electrónico confirmado. Las cuentas nuevas
              esperan un día, para que la oferta sea justa. Si su cuenta tiene menos de un día,
              igual puede pedirla ahora: empieza automáticamente cuando su cuenta cumpla un día. Si
              después elige la membresía Básica de pago, no le cobramos nada hasta el día en que iba
              a terminar su tiempo gratis, así que no pierde ni un día. El tiempo gratis es solo
              para la membresía Básica: la Premium o la VIP se paga desde el día en que la elige.
              Quien ya paga conserva su membresía.
            </p>
          </>
        ),
      },
      {
        question: 'No puedo iniciar sesión. ¿Qué hago?',
        answer: (
          <p>
            En la <Link to="/es/iniciar-sesion">página para iniciar sesión</Link>, elija “¿Olvidó su
            contraseña?” y le enviaremos por correo un enlace para elegir una nueva. Si eso no
            funciona, <Link to="/es/contacto">escríbanos</Link>.
          </p>
        ),
      },
      {
        question: '¿Cómo cancelo una membresía de pago?',
        answer: (
          <p>
            Puede cancelarla cuando quiera. Escríbanos en la{' '}
            <Link to="/es/contacto">página de contacto</Link> y use el correo electrónico de su
            cuenta. Elija el tema “Membresía o pagos”. Nosotros nos encargamos.
          </p>
        ),
      },
      {
        question: '¿Están seguros los datos de mi tarjeta?',
        answer: (
          <p>
            Los pagos los procesa Stripe, una empresa de pagos. Usted escribe los datos de su
            tarjeta en la página segura de Stripe, y nunca llegan a Harbor.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Cómo participar',
    questions: [
      {
        question: '¿Cómo puedo compartir mi historia?',
        answer: (
          <p>
            Use el formulario de la{' '}
            <Link to="/es/compartir">página para compartir su historia</Link>. Puede escribirla en
            español. Una persona lee cada historia antes de que se publique nada, y solo la
            publicamos si usted dijo que sí. No tiene que dar su nombre.
          </p>
        ),
      },
      {
        question: '¿Cómo puedo apoyar a Harbor?',
        answer: (
          <p>
            Puede <Link to="/es/donar">hacer una donación</Link>, obtener una{' '}
            <Link to="/es/membresia">membresía de pago</Link>, comprar en la{' '}
            <Link to="/es/productos">tienda</Link>, o simplemente compartir Harbor con
            alguien que lo pueda necesitar.
          </p>
        ),
      },
      {
        question: '¿Cómo me entero de los artículos nuevos?',
        answer: (
          <p>
            Siga el blog en cualquier lector de noticias con{' '}
            <InEnglish href="/rss.xml">nuestro canal RSS</InEnglish>, o{' '}
            <Link to="/es/boletin">suscríbase a nuestro boletín</Link>, que por ahora se envía en
            inglés.
          </p>
        ),
      },
    ],
  },
];

export default function FaqSpanishPage() {
  usePageMeta({
    title: 'Preguntas frecuentes',
    description:
      'Respuestas a preguntas comunes sobre Harbor: cómo encontrar ayuda, cómo usar una computadora compartida con seguridad, su información, las cuentas y las membresías.',
  });
  const emergency = lineById('us-emergency-services');
  const { phone: spanishCall, text: spanishText } = lifelineInSpanish();
  return (
    <>
      <PageHeader
        title="Preguntas frecuentes"
        intro="Respuestas cortas a las preguntas que más nos hacen. Si la suya no está aquí, escríbanos, por favor: no hay preguntas tontas."
      />
      <div className="web-info-callout">
        <p>
          Hay ayuda a cualquier hora. Si está en peligro ahora mismo, llame al 911. Si piensa en el
          suicidio, llame o escriba al 988:
        </p>
        <ul className="harbor-contact-links">
          <li>{emergency.phone ? <Call phone={emergency.phone}>Llame al 911</Call> : null}</li>
          <li>{spanishCall ? <Call phone={spanishCall}>Llame al 988 y marque 2</Call> : null}</li>
          <li>{spanishText ? <Text text={spanishText}>Envíe AYUDA al 988</Text> : null}</li>
        </ul>
      </div>
      <FaqGroups groups={GROUPS} />
      <p>
        ¿Todavía tiene preguntas? <Link to="/es/contacto">Envíenos un mensaje</Link>, o vuelva a la{' '}
        <Link to="/es">página principal de Harbor</Link>.
      </p>
    </>
  );
}
