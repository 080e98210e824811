/** The media type of a request, without its parameters: `application/json; charset=utf-8` → `application/json`. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}
