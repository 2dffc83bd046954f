import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The OpenAPI document, built on first request (not at start-up: most processes never serve it).
 * configure-app.ts hands it the builder once the app is initialised.
 */
@Injectable()
export class ApiDocs {
  private build: (() => OpenAPIObject) | undefined;
  private built: OpenAPIObject | undefined;

  setBuilder(build: () => OpenAPIObject): void {
    this.build = build;
    this.built = undefined;
  }

  document(): OpenAPIObject {
    if (!this.built) {
      if (!this.build) throw new Error('the OpenAPI document is read before the app was configured');
      this.built = this.build();
    }
    return this.built;
  }
}
