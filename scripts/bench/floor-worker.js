// The floor of `npm run bench`: a worker that answers every request with one page's bytes and
// headers, kept in memory. A reused page of ours can at best match it
// (docs/decisions/0040-worker-carries-server-code-only.md).
let page;
export default {
  fetch(request, env) {
    page ??= { body: new TextEncoder().encode(env.PAGE_BODY), headers: JSON.parse(env.PAGE_HEADERS) };
    return new Response(page.body, { status: 200, headers: page.headers });
  },
};
