import type { AdminTextKey } from '../../i18n/admin';

type Translate = (key: AdminTextKey, values?: Record<string, string>) => string;

/** A short name for a browser from its user agent ('Chrome on Linux'); the server keeps no IP address. `t`: in the admin's language. */
export function describeBrowser(userAgent: string | null | undefined, t?: Translate): string {
  const ua = userAgent ?? '';
  if (!ua) return t ? t('sessions.unknownBrowser') : 'Unknown browser';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : t ? t('sessions.browser') : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? (t ? t('sessions.browserOn', { browser, os }) : `${browser} on ${os}`) : browser;
}
