import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import {
  OPEN_DATA_FILES,
  OPEN_DATA_PACKAGE,
  OPEN_DATA_SCHEMAS,
  type OpenDataLink,
} from '../open-data-files';
import '../../info/info-pages.css';

/** What each file holds, in Spanish, by its address (every file of OPEN_DATA_FILES has one). */
const FILE_LABELS_ES: Readonly<Record<string, string>> = {
  [OPEN_DATA_PACKAGE.href]: 'Todos los archivos, con la licencia',
  '/open-data/hsds/organizations.json': 'Los grupos que ofrecen los servicios',
  '/open-data/hsds/services.json': 'Los servicios y las líneas de crisis',
  '/open-data/hsds/phones.json': 'Los números de teléfono y de mensajes de texto',
  '/open-data/hsds/schedules.json': 'Los horarios',
  '/open-data/hsds/languages.json': 'Los idiomas',
  '/open-data/hsds/service_areas.json': 'Los países donde se ofrece cada servicio',
  '/open-data/hsds/metadata.json': 'Dónde revisamos cada dato',
  [OPEN_DATA_SCHEMAS.href]: 'Cómo se revisan los archivos: esquemas JSON en la carpeta schema',
};

/** A file's link, in Spanish words, then its file name (as it is) and that it is in English. */
function FileLink({ file }: { file: OpenDataLink }) {
  const label = FILE_LABELS_ES[file.href];
  if (!label) throw new Error(`No Spanish words for the open data file ${file.href}`);
  const name = file.href.split('/').pop() ?? file.href;
  return (
    <>
      <a href={file.href} type="application/json" hrefLang="en">
        {label}
      </a>{' '}
      {file === OPEN_DATA_SCHEMAS ? (
        '(en inglés)'
      ) : (
        <>
          (<span lang="en">{name}</span>, en inglés)
        </>
      )}
    </>
  );
}

/**
 * /es/datos-abiertos, "Datos abiertos" (issue 25): /open-data for Spanish speakers (usted; terms
 * in docs/glossary-es.md). The same files and licence; the data itself is in English, and the
 * page says so.
 */
export default function OpenDataSpanishPage() {
  usePageMeta({
    title: 'Datos abiertos',
    description:
      'La lista de líneas de ayuda y servicios de Harbor como datos abiertos (en inglés), en el formato Open Referral HSDS: se puede reutilizar gratis con la licencia CC BY 4.0 y se actualiza cada vez que cambia el sitio.',
  });
  return (
    <>
      <PageHeader
        title="Datos abiertos"
        intro="Compartimos nuestra lista de líneas de ayuda y servicios como datos abiertos. Cualquier persona puede usarla gratis en su propia aplicación, en su mapa o en su servicio de orientación."
      />

      <Section title="Qué compartimos">
        <ul className="web-prose web-list">
          <li>
            Cada servicio de nuestra lista de recursos, y cada línea de crisis de cada país que
            incluimos.
          </li>
          <li>
            De cada uno: su nombre, lo que ofrece, para quién es, sus números de teléfono y de
            mensajes de texto, su horario cuando el grupo que lo ofrece lo publica, y el país donde
            se ofrece.
          </li>
          <li>
            De cada dato: la página donde lo leímos, el día en que lo leímos y las palabras de esa
            página que lo confirman.
          </li>
          <li>Los datos están en inglés.</li>
        </ul>
      </Section>

      <Section title="Cada cuánto cambian">
        <div className="web-prose">
          <p>
            Volvemos a crear los archivos cada vez que actualizamos el sitio. Por eso siempre
            coinciden con lo que usted ve en Harbor. Cada servicio dice el día en que lo revisamos
            por última vez.
          </p>
          <p>
            Los números pueden cambiar. Antes de darle un número a otra persona, mire la página
            donde lo revisamos.
          </p>
        </div>
      </Section>

      <Section title="La licencia">
        <div className="web-prose">
          <p>
            Puede copiar, compartir y cambiar los datos, para cualquier uso, incluso en un producto
            que venda. Solo tiene que decir que vienen de Harbor y poner un enlace a esta página.
            Publicamos los datos con la licencia{' '}
            <a
              href="https://creativecommons.org/licenses/by/4.0/deed.es"
              rel="noopener noreferrer"
              hrefLang="es"
            >
              Creative Commons Atribución 4.0
            </a>{' '}
            (CC BY 4.0).
          </p>
          <p>
            ¿Por qué esta licencia? Queremos que estos números lleguen a la mayor cantidad de
            personas posible. Como solo pedimos que digan que vienen de Harbor, es fácil volver a
            usarlos. Y gracias a esa mención, cualquier persona puede saber dónde revisamos cada
            número.
          </p>
          <p>
            Las citas cortas que hay en los datos son palabras de los grupos que ofrecen los
            servicios. Están ahí para que usted pueda revisar cada dato, y siguen siendo de ellos.
          </p>
        </div>
      </Section>

      <Section title="Los archivos">
        <div className="web-prose">
          <p>
            Los archivos siguen la especificación de <span lang="en">Open Referral</span> para datos
            de servicios sociales (<span lang="en">Human Services Data Specification</span>, HSDS),
            versión 3.1, un formato común para listas de servicios. Cada archivo está en formato
            JSON y tiene un solo tipo de registro. Cualquier sitio web o aplicación puede cargarlos.
          </p>
        </div>
        <ul className="web-links">
          {[OPEN_DATA_PACKAGE, ...OPEN_DATA_FILES, OPEN_DATA_SCHEMAS].map((file) => (
            <li key={file.href}>
              <FileLink file={file} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="¿Encontró un error?">
        <div className="web-prose">
          <p>
            Por favor,{' '}
            <Link to="/es/contacto?topic=wrong-fact">
              avísenos de un número o un dato equivocado
            </Link>
            . Lo corregimos en el sitio y en los datos.
          </p>
        </div>
      </Section>
    </>
  );
}
