/** Response of `GET /api/_link_info` (docs/api/posts.md). */
export interface LinkInfo {
  title: string;
}
