/** Content negotiation of Accept-Encoding, in one place (cached answers and precompressed files). */
export type Encoding = 'br' | 'gzip';

const ACCEPTS: Record<Encoding, RegExp> = {
  br: /\bbr\b(?!;\s*q=0(\.0*)?\s*(,|$))/i,
  gzip: /\bgzip\b(?!;\s*q=0(\.0*)?\s*(,|$))/i,
};

/** The best encoding the client accepts among those available (brotli first), or undefined. */
export function pickEncoding(acceptEncoding: string | string[] | undefined, available: { br?: unknown; gzip?: unknown }): Encoding | undefined {
  const accept = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!accept) return undefined;
  if (available.br && ACCEPTS.br.test(accept)) return 'br';
  if (available.gzip && ACCEPTS.gzip.test(accept)) return 'gzip';
  return undefined;
}
