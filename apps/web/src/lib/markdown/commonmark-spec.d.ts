/** The CommonMark spec's examples (devDependency `commonmark-spec`), for the renderer's tests. */
declare module 'commonmark-spec' {
  export interface SpecExample {
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  export const tests: SpecExample[];
}
