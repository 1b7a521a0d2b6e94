/**
 * Runs an HTTP interface (type 3): GET with the parameters in the query string, or POST with them as a
 * JSON body, to a host listed in `DATA_INTERFACE_HOSTS` only (none when it is empty), with a timeout,
 * no redirects followed (they could lead off the list) and an answer of at most 10 MB. A JSON answer is
 * answered parsed, anything else as its text.
 */
import { dataInterfaceMessages as text, type RequestMethod } from '../../api/data-interface';
import { ApiError, badRequest } from '../http/api-error';
import type { ParameterValue } from './parameter-values';
import type { DataInterfaceSettings } from './settings';

/** The address of an HTTP interface, or the message saying why it is not one. */
export function httpAddress(url: string): URL | string {
  try {
    const address = new URL(url.trim());
    return address.protocol === 'http:' || address.protocol === 'https:' ? address : text.urlInvalid;
  } catch {
    return text.urlInvalid;
  }
}

/** Whether a listed entry (`host` or `host:port`) allows the address. */
export const hostAllowed = (address: URL, hosts: readonly string[]) =>
  hosts.includes(address.hostname.toLowerCase()) || hosts.includes(address.host.toLowerCase());

async function bodyText(response: Response, maxBytes: number): Promise<string> {
  const megabytes = maxBytes / 1024 / 1024;
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw badRequest(text.httpTooLarge(megabytes));
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw badRequest(text.httpTooLarge(megabytes));
  return new TextDecoder().decode(bytes);
}

export async function runHttp(
  url: string,
  method: RequestMethod,
  values: ReadonlyMap<string, ParameterValue>,
  settings: DataInterfaceSettings,
): Promise<unknown> {
  const address = httpAddress(url);
  if (typeof address === 'string') throw badRequest(address);
  if (!settings.hosts.length) throw badRequest(text.hostsNotConfigured(address.host));
  if (!hostAllowed(address, settings.hosts)) throw badRequest(text.hostNotAllowed(address.host));
  const fields = Object.fromEntries([...values].map(([name, value]) => [name, value.json]));
  if (method === 'GET') {
    for (const [name, value] of Object.entries(fields)) address.searchParams.set(name, value === null ? '' : String(value));
  }
  let response: Response;
  try {
    response = await fetch(address, {
      method,
      headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(fields) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.httpTimeoutMs),
    });
  } catch (error) {
    const { name, cause, message } = error as { name?: string; cause?: { code?: string }; message?: string };
    if (name === 'TimeoutError') throw badRequest(text.httpTimeout(settings.httpTimeoutMs / 1000));
    throw badRequest(text.httpFailed(cause?.code ?? message ?? String(error)));
  }
  if (response.status >= 300 && response.status < 400) throw badRequest(text.httpRedirect);
  if (!response.ok) throw badRequest(text.httpStatus(response.status));
  let body: string;
  try {
    body = await bodyText(response, settings.httpMaxBytes);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { name?: string }).name === 'TimeoutError') throw badRequest(text.httpTimeout(settings.httpTimeoutMs / 1000));
    throw badRequest(text.httpFailed((error as { message?: string }).message ?? String(error)));
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
