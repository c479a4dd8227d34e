// One Rspack + Module Federation 2 config for every app (shell and remotes), so
// the federation rules of ARCHITECTURE.md live in one place:
// - no build-time remotes; the shell registers them at runtime from the registry;
// - `shareStrategy: 'loaded-first'`, async startup through `import('./bootstrap')`;
// - the singleton list with explicit `requiredVersion` read from what is installed;
// - `dts: false`, `dev: false` (the type plugin downloads and can hang builds here);
// - remotes get an absolute, versioned public path: `<origin>/v<version>/`.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Packages every app shares as singletons (ARCHITECTURE.md, runtime composition). */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'jotai',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'dayjs',
  'i18next',
  'react-i18next',
  'shared-core',
  'shared-ui',
  'brands',
];

/** Ports of ARCHITECTURE.md, also used to compose registries. */
export const PORTS = {
  shell: 3000,
  'mfe-snapshots': 3001,
  'mfe-cameras': 3002,
  'mfe-organization': 3003,
  'mfe-reseller': 3004,
  'mfe-reports': 3005,
};

/** Reads the version of `pkg` as installed for the app in `dir` (pnpm links each dependency). */
export function installedVersion(dir, pkg) {
  const file = path.join(dir, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${pkg} is shared but not a dependency of ${dir}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The `shared` option: every singleton with its real version and a caret range. */
export function sharedConfig(dir) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = installedVersion(dir, pkg);
      return [key, { singleton: true, requiredVersion: `^${version}`, version, eager: false }];
    }),
  );
}

/**
 * Builds the Rspack config of one app.
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, isHost?: boolean }} app
 */
export function createAppConfig({ dir, name, exposes, isHost = false }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  const port = Number(process.env.PORT ?? PORTS[pkg.name]);
  const origin = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const brand = (process.env.BRAND ?? 'NL').toUpperCase();
  const versionDir = `v${pkg.version}`;
  // The host is served at its origin's root; a remote's files live under a
  // versioned folder so a deployment is immutable and a rollback is one registry edit.
  const publicPath = isHost ? '/' : `${origin}/${versionDir}/`;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  const outputPath = isHost ? outDir : path.join(outDir, versionDir);

  return {
    name: pkg.name,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.BRAND': JSON.stringify(brand),
        'process.env.API_URL': JSON.stringify(process.env.API_URL ?? 'http://localhost:8000'),
        'process.env.APP_VERSION': JSON.stringify(pkg.version),
      }),
      new rspack.HtmlRspackPlugin({
        // Only the app's own entry: a remote's container entry is for the shell, not this page.
        chunks: ['main'],
        template: fs.existsSync(path.join(dir, 'public', 'index.html'))
          ? path.join(dir, 'public', 'index.html')
          : path.join(import.meta.dirname, 'index.html'),
      }),
      ...(isHost
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                {
                  from: path.join(dir, 'node_modules', 'brands', 'registry', `${brand}.json`),
                  to: 'remotes.json',
                },
                // Deployment files operations may replace without a rebuild (maintenance plan).
                { from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true, globOptions: { ignore: ['**/index.html'] } },
              ],
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        dev: false,
      }),
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost,
      devMiddleware: { publicPath },
    },
  };
}
