/** Response of `GET /api/_link_info` (posts.md). */
export interface LinkInfo {
  title: string;
}
