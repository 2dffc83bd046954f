// Bundles a Node app (api, worker) with the workspace's libs; packages from node_modules stay external.
// Type checking is the `typecheck` target's job, so ts-loader only transpiles here.
const { join, resolve } = require('path');
const { TsconfigPathsPlugin } = require('tsconfig-paths-webpack-plugin');
const nodeExternals = require('webpack-node-externals');

const workspaceRoot = resolve(__dirname, '../..');

/** @param {{ name: string, entries: Record<string, string> }} app */
module.exports = function nodeAppConfig(app) {
  return {
    target: 'node',
    mode: 'none',
    devtool: 'source-map',
    context: workspaceRoot,
    entry: app.entries,
    output: { path: join(workspaceRoot, 'dist/apps', app.name), filename: '[name].js', clean: true, libraryTarget: 'commonjs2' },
    externalsPresets: { node: true },
    externals: [nodeExternals({ modulesDir: join(workspaceRoot, 'node_modules') })],
    resolve: {
      extensions: ['.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      plugins: [new TsconfigPathsPlugin({ configFile: join(workspaceRoot, 'tsconfig.base.json'), extensions: ['.ts', '.js'] })],
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: join(workspaceRoot, `apps/${app.name}/tsconfig.app.json`) },
        },
      ],
    },
    optimization: { minimize: false, nodeEnv: false },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
};
