/**
 * The only module that touches sessionStorage, localStorage and cookies. A password is never
 * written anywhere: deployed clients of this family kept it in a cookie, this one does not.
 */
import type { Language } from '@portal/contract';

/** Names of everything the portal keeps in the browser. */
export const STORAGE_KEYS = {
  /** sessionStorage: the session token; gone when the tab closes. */
  token: 'token',
  /** sessionStorage: survives logout, which clears everything else. */
  merchantCode: 'merchantCode',
  /** localStorage: the language the visitor chose. */
  language: 'language',
  /** localStorage: one UUID per browser, sent with logins. */
  loginDeviceId: 'loginDeviceId',
} as const;

/** The cookie that remembers the last username (portal-spec section 3). */
export const rememberedUsernameCookie = (merchantCode: string): string => `${merchantCode}-login`;
export const REMEMBERED_USERNAME_DAYS = 1;

/** A Set-Cookie style assignment for `document.cookie`. */
export const cookieAssignment = (
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string =>
  `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** One cookie's value out of a `document.cookie` string. */
export const cookieValue = (cookies: string, name: string): string | null => {
  const wanted = encodeURIComponent(name);
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== wanted) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Storage can throw (privacy modes, full quota, sandboxed frames): the portal then works
// without remembering, instead of failing.
const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};
const write = (storage: () => Storage, key: string, value: string | null): void => {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not remembered; see above.
  }
};
const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const readToken = (): string | null => read(session, STORAGE_KEYS.token);
export const writeToken = (token: string | null): void => write(session, STORAGE_KEYS.token, token);

export const writeMerchantCode = (merchantCode: string): void =>
  write(session, STORAGE_KEYS.merchantCode, merchantCode);

/** Logout: everything in session storage goes except the merchant code (portal-spec section 4). */
export const clearSessionStorage = (merchantCode: string): void => {
  try {
    session().clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
  writeMerchantCode(merchantCode);
};

export const readStoredLanguage = (): string | null => read(local, STORAGE_KEYS.language);
export const writeStoredLanguage = (language: Language): void =>
  write(local, STORAGE_KEYS.language, language);

/** This browser's login device id, created on first use. */
export const loginDeviceId = (): string => {
  const stored = read(local, STORAGE_KEYS.loginDeviceId);
  if (stored && UUID.test(stored)) return stored;
  const created = crypto.randomUUID();
  write(local, STORAGE_KEYS.loginDeviceId, created);
  return created;
};

export const readRememberedUsername = (merchantCode: string): string | null => {
  try {
    return cookieValue(document.cookie, rememberedUsernameCookie(merchantCode));
  } catch {
    return null;
  }
};

export const rememberUsername = (merchantCode: string, username: string): void => {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox ESR, which the portal serves.
    document.cookie = cookieAssignment(
      rememberedUsernameCookie(merchantCode),
      username,
      REMEMBERED_USERNAME_DAYS * 24 * 60 * 60,
      window.location.protocol === 'https:',
    );
  } catch {
    // Not remembered.
  }
};

const SIGN_UP_POPUPS_CLOSED = 'signUpPopupsClosed';

/** Who the announcement popups speak to: visitors (execution B) or members (A and F). */
export type PopupAudience = 'visitor' | 'member';

/**
 * The audiences whose sign-up popups were closed in this session (portal-spec section 4).
 * Per audience: a visitor who closed the visitors' popups still sees the members' ones on
 * logging in.
 */
export const readSignUpPopupsClosed = (): PopupAudience[] =>
  (read(session, SIGN_UP_POPUPS_CLOSED) ?? '')
    .split(',')
    .filter((a): a is PopupAudience => a === 'visitor' || a === 'member');
export const writeSignUpPopupsClosed = (audience: PopupAudience): void => {
  const closed = new Set(readSignUpPopupsClosed()).add(audience);
  write(session, SIGN_UP_POPUPS_CLOSED, [...closed].join(','));
};

/**
 * A token handed over in the address (`?token=`) at start: the token, and the address without
 * it, to put in the address bar so it is neither bookmarked nor shared.
 */
export const takeTokenFromUrl = (href: string): { token: string | null; cleaned: string } => {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, cleaned: href };
  url.searchParams.delete('token');
  return { token: token.trim() || null, cleaned: url.toString() };
};
