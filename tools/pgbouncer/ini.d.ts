export interface PgBouncerIniOptions {
  server: URL;
  port: number;
  authFile: string;
  poolSize: number;
  statementTimeoutMs: number;
  maxClientConn: number;
}
export function pgbouncerIni(options: PgBouncerIniOptions): string;
export function pgbouncerUsers(server: URL): string;
