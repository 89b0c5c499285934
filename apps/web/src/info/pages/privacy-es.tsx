import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { DeviceDataList } from '../../account/device-data-list';
import { DEVICE_DATA_WORDS_ES } from '../../account/device-data-words-es';
import { usePageMeta } from '../../app/use-page-title';
import '../info-pages.css';

/**
 * /es/privacidad, "Privacidad" (issue 25): /privacy for Spanish speakers (usted; terms in
 * docs/glossary-es.md), section by section, with the same facts and the same date. The list of
 * what stays in the browser is the storage registry's, in @harbor-help/device-storage's Spanish
 * words (the same list as /es/borrar-datos). A page or a control that is still in English is
 * named in English, marked `lang="en"`, and its link says "(en inglés)".
 */

export default function PrivacySpanishPage() {
  usePageMeta({
    title: 'Privacidad',
    description:
      'Todo lo que Harbor guarda, dónde y por qué: su cuenta, lo que nos envía, los pagos con Stripe y lo que se queda solo en su navegador. Sin rastreadores ni anuncios.',
  });
  return (
    <>
      <PageHeader
        title="Privacidad"
        intro="Recopilamos lo menos posible, nunca vendemos su información y puede pedirnos que la borremos cuando quiera. En esta página aparece todo lo que guarda el sitio."
      />
      <p className="web-info-updated">
        Última actualización: <time dateTime="2026-11-29">29 de noviembre de 2026</time>.
      </p>

      <Section title="En pocas palabras">
        <ul className="web-prose web-list">
          <li>Puede leer Harbor sin una cuenta, y no sabemos quién es usted.</li>
          <li>
            <strong>Sin rastreadores, sin estadísticas de visitas, sin anuncios.</strong> No usamos
            Google Analytics, píxeles de publicidad ni ningún otro rastreo de otras empresas.
          </li>
          <li>
            Solo guardamos lo que el sitio necesita para funcionar y lo que usted decide enviarnos.
          </li>
          <li>Nunca vendemos ni alquilamos su información.</li>
        </ul>
      </Section>

      <Section title="Si crea una cuenta">
        <div className="web-prose">
          <p>Guardamos en nuestro servicio de base de datos (Supabase):</p>
          <ul className="web-list">
            <li>su correo electrónico y su nombre completo (su perfil);</li>
            <li>
              su membresía, si tiene una: el plan (gratuito, básico, premium o VIP), si está activa
              y sus fechas de inicio y de fin;
            </li>
            <li>su contraseña convertida en un código (hash), nunca la contraseña misma.</li>
          </ul>
          <p>
            Mientras tiene la sesión iniciada, su navegador guarda su sesión (un dato con un nombre
            como <code className="web-info-code">sb-…-auth-token</code>), para que su sesión siga
            abierta. Al cerrar sesión, se borra de ese navegador. En una computadora compartida, se
            guarda solo en una pestaña (vea más abajo). Cuando una página es solo para miembros, la
            base de datos revisa su membresía en ese momento. No se anota nada más sobre esa
            revisión.
          </p>
        </div>
      </Section>

      <Section title="Lo que usted nos envía">
        <div className="web-prose">
          <ul className="web-list">
            <li>
              <strong>Mensajes de contacto</strong> (
              <Link to="/es/contacto">página de contacto</Link>): su nombre, su correo, el tema, su
              mensaje y el idioma de la página desde la que escribió, para poder responderle en ese
              idioma.
            </li>
            <li>
              <strong>Historias</strong> (
              <Link to="/es/compartir">página para compartir su historia</Link>): su historia, su
              nombre y su correo si nos los da, si nos permite publicarla y si ya la revisamos. Una
              historia enviada solo a nuestro equipo nunca se publica. Nada se publica sin su
              permiso y sin que una persona lo revise. Solo publicamos una copia que nuestro equipo
              editó, sin datos que permitan identificar a nadie, y su nombre solo si usted lo pidió.
              Nunca publicamos su correo ni un enlace a una cuenta. Al enviar una historia, recibe
              un enlace privado, que se muestra una sola vez. Con él puede ver si su historia se
              publicó y retirarla cuando quiera, antes o después de que se publique. Al retirarla,
              se quita del sitio de inmediato y nunca se vuelve a publicar. Del enlace solo
              guardamos un código (hash), así que no podemos volver a enviárselo.
            </li>
            <li>
              <strong>
                El botón “<span lang="en">This helped me</span>”
              </strong>{' '}
              (“Esto me ayudó”) en una historia publicada: contamos cuántas veces se presionó, pero
              nada sobre quién lo presionó. Su navegador recuerda en qué historias lo presionó, para
              contarlo una sola vez por dispositivo (vea más abajo).
            </li>
            <li>
              <strong>Solicitudes de organizaciones aliadas</strong> (
              <Link to="/es/precios#partners">página de precios</Link>): el nombre, el correo, la
              organización, el sitio web y la descripción que nos da, y el idioma de la página desde
              la que escribió, para poder responderle en ese idioma.
            </li>
            <li>
              <strong>Suscripciones al boletín</strong> (
              <Link to="/es/boletin">página del boletín</Link>): su correo, su nombre si lo da,
              cuándo aceptó y el idioma de la página desde la que se suscribió. Solo se suscribe
              cuando abre el enlace que le enviamos por correo. Hasta entonces no está en la lista.
              El enlace vence a las 48 horas. La solicitud y su enlace se borran a más tardar 30
              días después de que vence. La página responde lo mismo para cualquier dirección de
              correo, así que nadie puede usarla para saber si alguien está en la lista. Una
              dirección de correo que ya está en la lista no recibe un segundo mensaje. Guardamos
              las suscripciones nosotros o en nuestro servicio de boletines, MailerLite, que solo
              las usa para enviarle el boletín. Puede darse de baja cuando quiera.
            </li>
            <li>
              <strong>Límites de envío</strong>: para frenar avalanchas de mensajes, suscripciones y
              donaciones, contamos cuántas veces una conexión envía algo. Para reconocer la conexión
              usamos un código (hash) hecho con su dirección de internet y una clave secreta, nunca
              la dirección misma. Ese conteo se borra después de un día.
            </li>
          </ul>
          <p>
            Si tiene la sesión iniciada cuando envía un mensaje, lo vinculamos a su cuenta. Una
            historia nunca se vincula a una cuenta. Otras personas que visitan el sitio nunca pueden
            leer lo que usted nos envía: la base de datos solo les permite agregar mensajes nuevos,
            no leerlos. La única excepción es una historia que usted nos permitió publicar, y solo
            la copia editada que publicó nuestro equipo.
          </p>
        </div>
      </Section>

      <Section title="Pagos y donaciones">
        <div className="web-prose">
          <p>
            Los pagos los procesa Stripe (
            <a href="https://stripe.com/privacy" hrefLang="en">
              política de privacidad de Stripe
            </a>
            , en inglés). Usted escribe los datos de su tarjeta en la página de Stripe, y{' '}
            <strong>nunca llegan a Harbor</strong>. Guardamos un registro de cada donación y de cada
            pedido (el monto, la moneda, lo que se compró y su estado). También guardamos el número
            de cliente de Stripe vinculado a su cuenta y una lista de los avisos de pago que Stripe
            nos envió, para no contar nada dos veces.
          </p>
        </div>
      </Section>

      <Section title="Lo que se queda solo en su navegador">
        <div className="web-prose">
          <p>
            Estos datos se guardan en el almacenamiento de su navegador, en su dispositivo. Nunca se
            nos envían. Cada uno tiene un nombre que la configuración de su navegador puede mostrar.
          </p>
        </div>
        <DeviceDataList showKeys words={DEVICE_DATA_WORDS_ES} />
        <p className="web-prose">
          Para borrar todo esto de una vez y cerrar sesión, use{' '}
          <Link to="/es/borrar-datos">Borrar los datos de Harbor en este dispositivo</Link>. También
          puede borrar los datos de este sitio en la configuración de su navegador.
        </p>
      </Section>

      <Section title="En una computadora compartida o pública">
        <div className="web-prose">
          <p>
            Al iniciar sesión o crear una cuenta, marque la casilla de computadora compartida o
            pública (en inglés: “<span lang="en">This is a shared or public computer</span>”).
            Después, en esa pestaña del navegador:
          </p>
          <ul className="web-list">
            <li>
              su sesión dura solo mientras la pestaña está abierta: al cerrarla, se cierra su
              sesión;
            </li>
            <li>
              después de 15 minutos sin actividad le avisamos, y 2 minutos más tarde cerramos su
              sesión en todos sus dispositivos y borramos lo que Harbor guardó en la pestaña;
            </li>
            <li>
              no se guarda nada personal en la computadora: sus respuestas a los cuestionarios, sus
              planes de acción, los borradores de formularios, el país que eligió y sus visitas se
              guardan solo mientras la pestaña está abierta, y las páginas lo dicen;
            </li>
            <li>la copia sin conexión de las páginas de ayuda no se guarda en la computadora.</li>
          </ul>
          <p>
            Si puede, use también una ventana privada o de incógnito. El botón Salida rápida, arriba
            en cada página (o presionar la tecla Shift tres veces), sale del sitio al instante. Al
            salir, la Salida rápida siempre borra lo que Harbor guardó en este navegador. Lo que no
            puede hacer, como borrar el historial de su navegador, se explica en{' '}
            <Link to="/es/protegerse-en-internet">Cómo protegerse en internet</Link>.
          </p>
        </div>
      </Section>

      <Section title="Sus opciones y sus derechos">
        <div className="web-prose">
          <p>
            Si quiere una copia de lo que tenemos sobre usted, corregirlo o borrar su cuenta y todo
            lo vinculado a ella, envíenos un mensaje desde la{' '}
            <Link to="/es/contacto">página de contacto</Link>. Use el correo electrónico de su
            cuenta. Una persona de nuestro equipo le responderá. Podemos guardar los registros de
            pago cuando la ley lo exija.
          </p>
          <p>
            Si cambiamos lo que recopilamos, primero actualizaremos esta página y la fecha de
            arriba.
          </p>
        </div>
      </Section>
    </>
  );
}
