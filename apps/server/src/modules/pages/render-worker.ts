/**
 * A render thread of the RenderPool (render-pool.ts): the web app's server bundle loaded once,
 * pages rendered as PageRenderer renders them in-process, and every GraphQL operation sent to the
 * pool's thread to be executed there.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { COMPRESS_FROM, packSync } from '../../http/encoding';
import { PageRenderer, type GraphQLResult } from './page-renderer';
import type { FromThread, ThreadData, ToThread } from './render-pool';

const port = parentPort!;
const { distDir, publicUrl } = workerData as ThreadData;
const renderer = PageRenderer.load(distDir, publicUrl);
const calls = new Map<number, { resolve(result: GraphQLResult): void; reject(err: Error): void }>();
let nextCall = 1;
const send = (message: FromThread) => port.postMessage(message);

port.on('message', (message: ToThread) => {
  if (message.kind === 'executed') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.error !== undefined) call?.reject(new Error(message.error));
    else call?.resolve(message.result as GraphQLResult);
    return;
  }
  const { id, url, options } = message;
  if (!renderer) return send({ kind: 'rendered', id, error: 'The web app is not built' });
  renderer
    .render(url, (operation) =>
      new Promise<GraphQLResult>((resolve, reject) => {
        const call = nextCall++;
        calls.set(call, { resolve, reject });
        send({ kind: 'execute', id, call, operation });
      }),
      options,
    )
    .then(
      // The page's bytes are handed over, not copied: the server's thread sends them as they are.
      // Compressed here, on this thread, in the encoding asked for (encoding.ts's firstEncoding):
      // the server's thread only sends them and the response cache keeps them as sent, instead of
      // the server's thread handing every page on to libuv's threads.
      (page) => {
        const bytes = new TextEncoder().encode(page.html);
        const encoding = options.encoding && bytes.length >= COMPRESS_FROM ? options.encoding : undefined;
        const html = encoding ? packSync(bytes, encoding) : bytes;
        port.postMessage({ kind: 'rendered', id, page: { ...page, html, encoding } } satisfies FromThread, [html.buffer]);
      },
      (err: unknown) => send({ kind: 'rendered', id, error: err instanceof Error ? err.message : String(err) }),
    );
});
