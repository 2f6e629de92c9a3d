/** The same server, another database name. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection for CREATE/DROP DATABASE: the URL's own database is fine. */
export const adminUrl = (url: string) => url;
