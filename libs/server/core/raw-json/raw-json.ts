/**
 * An answer already serialised to JSON, as UTF-8 bytes (big pages assembled from cached fragments): the
 * api sends them as they are, with the JSON content type, instead of `JSON.stringify`ing an object and
 * encoding the text (apps/api http/raw-json.ts).
 */
export class RawJson {
  /**
   * `kept`: the same Buffer will be sent again (a remembered page shared by every viewer of its kind), so its
   * compressed bytes are worth keeping beside it; a viewer's own answer is compressed like any other answer.
   */
  constructor(
    readonly body: Buffer,
    readonly kept = false,
  ) {}

  /** The text (tests, the first screen, the visitor cache): a copy. */
  get json(): string {
    return this.body.toString('utf8');
  }
}
