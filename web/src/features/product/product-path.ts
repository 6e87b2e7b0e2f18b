/** The slug of a product page's path ("/tools/cordless-drill" -> "cordless-drill"); null for any other path. */
export function slugOf(pathname: string): string | null {
  const match = /^\/tools\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
