/** The WHATWG URL's parts read here (the contract compiles without DOM or Node types). */
interface ParsedUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
// Both runtimes that use the contract (browsers and Node) have the global URL.
const Url = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;

/**
 * The lottery lobby launch's back url (platform-spec: "back url"), checked where it is taken and
 * again where it is shown: a link built from a query string must never send a member to another
 * site (an open redirect). Designed (the spec does not show the rule): a path on the same site
 * (`/home`, never `//host` or `/\host`, which browsers read as another host) or an http(s) URL
 * whose host is one of `hosts` (the brand's domains on the server, the page's own host in the
 * portal). Anything else gives undefined.
 */
export const safeBackUrl = (raw: string, hosts: readonly string[]): string | undefined => {
  const text = raw.trim();
  // Control characters (a header split, a tab browsers drop) and backslashes (read as `/`).
  const unsafe = [...text].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20);
  if (text === '' || unsafe) return undefined;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return undefined;
    // Resolved against a placeholder origin: the path must stay on it (no `/..` tricks leave it).
    const url = new Url(text, 'http://same.invalid');
    return url.host === 'same.invalid' ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  let url: ParsedUrl;
  try {
    url = new Url(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // A brand's domain may name its port (`alpha.test:8080`): then the port must match too.
  const named = (allowed: string) => {
    const want = allowed.toLowerCase();
    return want.includes(':') ? want === url.host : want === url.hostname;
  };
  return hosts.some(named) ? url.href : undefined;
};
