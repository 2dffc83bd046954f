import { Controller, Get, Header } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Public } from '../http/access';
import { ApiDocs } from '../openapi/api-docs';
import { DOCS_PAGE } from '../openapi/docs-page';
import { Documented } from '../openapi/documented';

/** The API's OpenAPI document and its Swagger UI page (docs/operations.md "OpenAPI"). */
@Controller()
export class DocsController {
  constructor(private readonly docs: ApiDocs) {}

  @Get('docs')
  @Documented('Show the API reference page', [])
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs.json')
  @Documented('Get this OpenAPI document', [])
  @Public()
  document(): OpenAPIObject {
    return this.docs.document();
  }
}
