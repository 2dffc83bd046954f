const nodeAppConfig = require('../../tools/build/node-app.webpack.cjs');

module.exports = nodeAppConfig({ name: 'api', entries: { main: './apps/api/src/main.ts', cli: './apps/api/src/cli.ts' } });
