// What `npm start` runs, read from package.json's start script (`VAR=value … node [flags]
// apps/server/dist/main.js`): its environment assignments and node's flags. The bench and the load
// test start the server this way, and a test holds the Dockerfile's CMD to it (CommonJS, so the
// TypeScript tests can require it too).
const fs = require('node:fs');
const path = require('node:path');

function npmStart(root) {
  const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const m = /^((?:\w+=\S+\s+)*)node\s+((?:--\S+\s+)*)apps\/server\/dist\/main\.js$/.exec(script.trim());
  if (!m) throw new Error(`npm start's script is not "VAR=value … node [flags] apps/server/dist/main.js": ${script}`);
  const env = Object.fromEntries(m[1].trim().split(/\s+/).filter(Boolean).map((kv) => kv.split('=')));
  return { env, nodeArgs: m[2].trim().split(/\s+/).filter(Boolean) };
}

module.exports = { npmStart };
