// A tiny client over app.request(): JSON in and out, a cookie jar, and a chosen client address (the socket's).
import type { createApp } from '@server/app';

type App = ReturnType<typeof createApp>;

export interface CallOptions {
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
  /** Send no cookies for this call. */
  anonymous?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    readonly defaultIp = '203.0.113.10',
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clearCookies() {
    this.cookies.clear();
  }

  /** Sets a cookie as the browser would after a Set-Cookie (the value as it goes on the wire). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
    return this;
  }

  /** Takes over another client's cookies: the same browser, now talking to another instance of the app. */
  withCookiesOf(other: TestClient) {
    this.cookies = new Map(other.cookies);
    return this;
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { origin: 'http://localhost:3000', ...options.headers };
    const isForm = options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] ??= 'application/json';
    if (!options.anonymous && this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await this.app.request(
      path,
      {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : isForm || typeof options.body === 'string'
              ? (options.body as string | FormData)
              : JSON.stringify(options.body),
        redirect: 'manual',
      },
      { incoming: { socket: { remoteAddress: options.ip ?? this.defaultIp } } },
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }
  upload<T = Record<string, unknown>>(path: string, form: FormData, options?: CallOptions) {
    return this.call<T>('POST', path, { ...options, body: form });
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', path, { ...options, body });
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PUT', path, { ...options, body });
  }
  patch<T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PATCH', path, { ...options, body });
  }
  delete<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', path, options);
  }
}

/** Signs a factory-made (verified) user in and returns a client carrying the session cookie. */
export async function signedInClient(app: App, email: string, password: string, ip?: string) {
  const client = new TestClient(app, ip);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}
