/**
 * A minimal offline GraphQL explorer served at /graphiql in development only: one HTML page with inline script,
 * no asset from any other host. It posts the query (and variables) to /graphql as JSON.
 */
export const EXPLORER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>tourdesk gateway explorer</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 1fr 1fr; height: 100vh; }
  textarea, pre { font-family: ui-monospace, monospace; font-size: 13px; box-sizing: border-box; width: 100%; margin: 0; }
  section { display: flex; flex-direction: column; padding: 8px; gap: 8px; min-height: 0; }
  #query { flex: 3; } #variables { flex: 1; } pre { flex: 1; overflow: auto; background: #f4f4f4; padding: 8px; }
</style>
</head>
<body>
<section>
  <label for="query">Query</label>
  <textarea id="query">{ viewer { currency } tours { count tours { tourId name fromPrice { formatted } } } }</textarea>
  <label for="variables">Variables (JSON)</label>
  <textarea id="variables">{}</textarea>
  <button id="run" type="button">Run (Ctrl+Enter)</button>
</section>
<section>
  <label for="result">Result</label>
  <pre id="result" aria-live="polite"></pre>
</section>
<script>
  const run = async () => {
    const result = document.getElementById('result');
    result.textContent = 'Loading...';
    try {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          query: document.getElementById('query').value,
          variables: JSON.parse(document.getElementById('variables').value || '{}'),
        }),
      });
      result.textContent = JSON.stringify(await response.json(), null, 2);
    } catch (error) {
      result.textContent = String(error);
    }
  };
  document.getElementById('run').addEventListener('click', run);
  document.addEventListener('keydown', (e) => { if (e.ctrlKey && e.key === 'Enter') run(); });
</script>
</body>
</html>
`;
