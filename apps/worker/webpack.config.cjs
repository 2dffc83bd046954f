const nodeAppConfig = require('../../tools/build/node-app.webpack.cjs');

module.exports = nodeAppConfig({ name: 'worker', entries: { main: './apps/worker/src/main.ts' } });
