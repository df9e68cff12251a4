import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  Controller,
  Get,
  Header,
  NotFoundException,
  Param,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator';
import { OpenApiDocument } from './openapi';

/**
 * The Swagger UI files served from the swagger-ui-dist package. A Map: a name such as `valueOf`
 * or `constructor` must not find an object's own methods.
 */
const UI_FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

function uiDir(): string {
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * The OpenAPI description of every API call (generated on the first ask, see openapi.ts): JSON at
 * /api/docs-json, and Swagger UI at /api/docs. The UI page loads its scripts
 * with this response's CSP nonce (the bundle is served from here), so the page's CSP stays strict.
 */
@ApiExcludeController()
@Public()
@Controller()
export class DocsController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get('docs-json')
  json(): OpenAPIObject {
    // createApp names how to make it; an app built another way has none.
    if (!this.document.value) throw new ServiceUnavailableException();
    return this.document.value;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(@Res({ passthrough: true }) res: Response): string {
    const nonce = String(res.locals.cspNonce ?? '');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pragya Trust API</title>
<meta name="robots" content="noindex, nofollow">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script nonce="${nonce}" src="/api/docs/swagger-ui-bundle.js"></script>
<script nonce="${nonce}" src="/api/docs/init.js"></script>
</body></html>`;
  }

  @Get('docs/init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT_SCRIPT;
  }

  @Get('docs/:file')
  async file(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const type = UI_FILES.get(file);
    if (!type) throw new NotFoundException('There is no such file.');
    const body = await readFile(join(uiDir(), file));
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(body);
  }
}
