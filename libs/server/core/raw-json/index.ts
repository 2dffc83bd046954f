/**
 * An answer already serialised to JSON (big pages assembled from cached fragments): the api sends the text
 * as it is, with the JSON content type, instead of `JSON.stringify`ing an object (apps/api raw-json.ts).
 */
export class RawJson {
  constructor(readonly json: string) {}
}
