import type { FastifyInstance } from 'fastify';

/** Options given to GraphiQL in the browser: the gateway's endpoint, a first query and the page title. */
const GRAPHIQL_OPTIONS = {
  endpoint: '/graphql',
  title: 'tourdesk gateway',
  defaultQuery:
    '{ viewer { currency } tours { count tours { tourId name fromPrice { amountMinor currency } } } }',
};

/**
 * The GraphiQL page: the shell of `@graphql-yoga/render-graphiql`'s page with its style, script, Monaco workers and
 * icon served by the gateway from the package (below /graphiql/), so nothing is loaded from another host and the
 * page works offline.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${GRAPHIQL_OPTIONS.title}</title>
<link rel="icon" href="/graphiql/favicon.ico">
<link rel="stylesheet" href="/graphiql/graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<noscript>You need to enable JavaScript to run GraphiQL.</noscript>
<div id="root"></div>
<script src="/graphiql/workers.js"></script>
<script src="/graphiql/graphiql.js"></script>
<script>
YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${JSON.stringify(GRAPHIQL_OPTIONS)});
</script>
</body>
</html>
`;

/** The page's assets, built from the package's bundle once, on the first request for one of them. */
async function loadAssets() {
  const assets = await import('@graphql-yoga/render-graphiql/graphiql');
  // Monaco's editor, JSON and GraphQL workers, each started from a Blob of its bundled source.
  const workers = `(function () {
  function url(source) { return URL.createObjectURL(new Blob([source], { type: 'application/javascript' })); }
  var workers = {
    editorWorkerService: url(${JSON.stringify(assets.editorWorkerService)}),
    json: url(${JSON.stringify(assets.jsonWorker)}),
    graphql: url(${JSON.stringify(assets.graphqlWorker)}),
  };
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_id, label) { return workers[label]; } };
})();`;
  const favicon = Buffer.from(assets.favicon.slice(assets.favicon.indexOf(',') + 1), 'base64');
  return { js: assets.js, css: assets.css, workers, favicon };
}

/**
 * Serves GraphiQL at /graphiql (development only: server.ts registers it when introspection is on). The package's
 * assets (about 9 MB) are imported on the first request for one of them, so neither production nor the start of
 * a development gateway loads them.
 */
export function registerGraphiQL(app: FastifyInstance): void {
  let assets: ReturnType<typeof loadAssets> | undefined;
  const asset = () => (assets ??= loadAssets());
  const javascript = 'text/javascript; charset=utf-8';
  app.get('/graphiql', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/graphiql/graphiql.js', async (_request, reply) =>
    reply.type(javascript).send((await asset()).js),
  );
  app.get('/graphiql/workers.js', async (_request, reply) =>
    reply.type(javascript).send((await asset()).workers),
  );
  app.get('/graphiql/graphiql.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send((await asset()).css),
  );
  app.get('/graphiql/favicon.ico', async (_request, reply) =>
    reply.type('image/x-icon').send((await asset()).favicon),
  );
}
