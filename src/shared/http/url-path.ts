/** The path of a request URL (`/api/x?y=1` → `/api/x`). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
