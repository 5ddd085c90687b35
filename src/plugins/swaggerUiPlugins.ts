/**
 * Swagger UI plugins. They run in the browser, not here: @fastify/swagger-ui writes each
 * function's source text into the page's initializer, so each is self-contained (no imports, no
 * names from this module) and uses only what Swagger UI hands it.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Swagger UI's own download-URL plugin. Giving `plugins` replaces Swagger UI's default list,
 * which holds this one alone, so it is named again (the page defines `SwaggerUIBundle`).
 */
export function downloadUrlPlugin(system: any): any {
  return (globalThis as any).SwaggerUIBundle.plugins.DownloadUrl(system);
}

/**
 * Shows an SVG answer as a picture above its text. Swagger UI deliberately shows an
 * image/svg+xml response as text (an inline SVG could run scripts); an <img> of it cannot, so
 * the picture is drawn through a data: URL in an <img>, and the text stays below it.
 */
export function svgAnswerPlugin(): any {
  return {
    wrapComponents: {
      responseBody: (Original: any, system: any) =>
        function SvgAnswerBody(props: any) {
          const h = system.React.createElement;
          const original = h(Original, props);
          const type = String(props.contentType ?? '');
          const content = props.content;
          if (!/^image\/svg\+xml/i.test(type) || typeof content !== 'string' || content.trim() === '') return original;
          const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(content)}`;
          return h(
            'div',
            null,
            h('img', {
              className: 'svg-answer',
              src,
              alt: 'The answer as a chart',
              style: { display: 'block', maxWidth: '100%', margin: '0.5em 0', background: '#fff' },
            }),
            original,
          );
        },
    },
  };
}
