/**
 * Swagger UI plugins. They run in the browser, not here: @fastify/swagger-ui writes each
 * function's source text into the page's initializer, so each is self-contained (no imports, no
 * names from this module) and uses only what Swagger UI hands it. (Types are erased: the type
 * import below never reaches the page.)
 */
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/** What a Swagger UI plugin gives the page. */
type PluginParts = ReturnType<NonNullable<NonNullable<FastifySwaggerUiOptions['uiConfig']>['plugins']>[number]>;

/** What these plugins use of Swagger UI's `system`: the page's React. */
interface System {
  React: { createElement(type: unknown, props: unknown, ...children: unknown[]): unknown };
}

/** What the response body component is given that these plugins read. */
interface BodyProps {
  contentType?: unknown;
  content?: unknown;
}

/** The page's Swagger UI bundle, as far as these plugins use it. */
interface SwaggerUiPage {
  SwaggerUIBundle: { plugins: { DownloadUrl(system: unknown): PluginParts } };
}

/**
 * Swagger UI's own download-URL plugin. Giving `plugins` replaces Swagger UI's default list,
 * which holds this one alone, so it is named again (the page defines `SwaggerUIBundle`).
 */
export function downloadUrlPlugin(system: unknown): PluginParts {
  return (globalThis as unknown as SwaggerUiPage).SwaggerUIBundle.plugins.DownloadUrl(system);
}

/**
 * Shows an SVG answer as a picture above its text. Swagger UI deliberately shows an
 * image/svg+xml response as text (an inline SVG could run scripts); an <img> of it cannot, so
 * the picture is drawn through a data: URL in an <img>, and the text stays below it.
 */
export function svgAnswerPlugin(): PluginParts {
  return {
    wrapComponents: {
      responseBody: (Original: unknown, system: System) =>
        function SvgAnswerBody(props: BodyProps) {
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
