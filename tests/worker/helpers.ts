import { exports } from 'cloudflare:workers';

export const origin = 'https://www.example.com';

/** A real request to the worker, as a browser would send it. */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(origin + path, { redirect: 'manual', ...init }));
}

export async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await get(path);
  return { status: response.status, body: await response.text() };
}
