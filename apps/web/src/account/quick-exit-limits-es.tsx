/**
 * What Quick exit (and the clearing button) cannot do, in Spanish: the Spanish pages that offer
 * them say it in the same words (/es/get-help, /es/borrar-datos). The English is
 * quick-exit-limits.tsx; the terms are in docs/glossary-es.md.
 */
export function QuickExitLimitsEs({ title }: { title: string }) {
  return (
    <>
      <p>
        <strong>{title}</strong>
      </p>
      <ul className="web-prose">
        <li>
          Su navegador guarda la lista de páginas que abrió (el historial). Ahí siguen las páginas
          de Harbor. Bórrelas ahí, o use una ventana privada la próxima vez.
        </li>
        <li>
          El botón para volver atrás todavía puede mostrar páginas de Harbor que abrió antes en esta
          pestaña. La Salida rápida solo cambia la página en la que estaba.
        </li>
        <li>
          Si alguien revisa su teléfono, también puede ver la lista de sus llamadas y mensajes. Las
          llamadas y los mensajes a una línea de ayuda aparecen ahí.
        </li>
      </ul>
    </>
  );
}
