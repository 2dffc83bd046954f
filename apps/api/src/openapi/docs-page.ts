import type { NextFunction, Request, Response } from 'express';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const DOCS_ASSETS_PATH = '/api/docs/assets';

/**
 * The Swagger UI page, self-hosted so it passes the site's CSP unchanged (`script-src 'self'`): no inline
 * script, the UI bundle and its start-up script are files of this origin.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quorum API</title>
<link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS_PATH}/init.js"></script>
</body>
</html>
`;

const INIT_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/docs.json', dom_id: '#swagger-ui', deepLinking: true });\n";

/** Files of swagger-ui-dist the page uses (nothing else of that folder is served). */
const UI_FILES: Record<string, string> = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8' };

/** Serves `/api/docs/assets/*`: the two Swagger UI files and the start-up script; no session, cached an hour. */
export function docsAssets() {
  // Resolved at run time from node_modules (the bundle leaves packages external).
  const uiDir = dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'));
  return (req: Request, res: Response, next: NextFunction): void => {
    const name = req.path.slice(1);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (name === 'init.js') return void res.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
    const type = UI_FILES[name];
    if (!type) return next();
    res.type(type).sendFile(join(uiDir, name), (error) => error && next(error));
  };
}
