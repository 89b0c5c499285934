// Through the English page's module, so both languages share one chunk's code.
import { LibraryPageView } from './library';
import { LIBRARY_WORDS_ES } from '../library-words-es';
import { MembershipWordsProvider } from '../../membership/membership-words';
import { MEMBERSHIP_WORDS_ES } from '../../membership/membership-words-es';

/** /es/biblioteca: the library for Spanish speakers, each item's title and summary in Spanish. */
export default function LibrarySpanishPage() {
  return (
    <MembershipWordsProvider words={MEMBERSHIP_WORDS_ES}>
      <LibraryPageView
        meta={{
          title: 'Biblioteca de Harbor',
          description:
            'Guías, hojas de trabajo y libros recomendados para tiempos difíciles, por tema. Muchos son gratis para todos. Los textos completos están en inglés por ahora.',
        }}
        title="La biblioteca de Harbor"
        intro="Guías, hojas de trabajo y reseñas de libros que puede leer en línea, imprimir o guardar para después. Lo marcado como Gratis está abierto para todos; los miembros pueden leerlo todo. Aquí tiene en español un resumen de cada material y el título de cada guía y hoja de trabajo; los libros conservan su título original. Por ahora, los textos completos están en inglés."
        words={LIBRARY_WORDS_ES}
      />
    </MembershipWordsProvider>
  );
}
