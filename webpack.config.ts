import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import nodeExternals from 'webpack-node-externals';
import webpack, { type Configuration } from 'webpack';
import { flexGapFallback } from './scripts/flexGapFallback';

/**
 * Two builds from one source tree (DESIGN.md §3, §9):
 * - client → dist/public/assets: ES2017 for older mobile browsers (dependencies transpiled too),
 *   one chunk per page, content-hashed names, extracted CSS, and manifest.json for the server;
 * - server → dist/server/main.js: Node 20, CSS Modules as class names only (same names as the client).
 */
const root = __dirname;
const cssIdent = '[local]_[hash:base64:5]';
/**
 * CSS for the same browsers as the JavaScript (package.json browserslist: iOS 12, Chrome 61):
 * postcss-preset-env writes the fallbacks they need (`inset` as top/right/bottom/left,
 * `position: -webkit-sticky`, `rgb(0 0 0 / 18%)` as rgba, prefixes) into what we write, and
 * scripts/flexGapFallback.ts spaces flex rows with margins where `gap` does not (Safari < 14.1).
 */
const postcss = {
  loader: 'postcss-loader',
  options: {
    postcssOptions: {
      plugins: [['postcss-preset-env', { autoprefixer: { grid: false } }], flexGapFallback],
    },
  },
};

/** Writes `manifest.json`: the entry's files and each named page chunk's files (JS and CSS). */
class ManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = (files: string[]) => ({
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
          });
          const chunks: Record<string, { js: string[]; css: string[] }> = {};
          for (const [name, g] of compilation.namedChunkGroups) {
            if (name.startsWith('page-')) chunks[name] = group(g.getFiles());
          }
          const entry = group(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const manifest = { publicPath: '/assets/', entry, chunks };
          compilation.emitAsset(
            '../manifest.json',
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

const babel = (cacheName: string, dependency = false) => ({
  loader: 'babel-loader',
  options: {
    cacheDirectory: path.join(root, 'node_modules/.cache/babel', cacheName),
    cacheCompression: false,
    caller: { name: 'babel-loader', dependency },
  },
});

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  const prod = mode === 'production';

  const client: Configuration = {
    name: 'client',
    mode,
    target: ['web', 'es2017'],
    entry: { main: './src/client/entry.tsx' },
    output: {
      path: path.join(root, 'dist/public/assets'),
      publicPath: '/assets/',
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, include: path.join(root, 'src'), use: babel('client') },
        {
          // Dependencies ship modern syntax (`?.`, `??=`): transpile them for iOS 12 / Chrome 61 too.
          test: /\.m?js$/,
          include: /node_modules/,
          exclude: /node_modules[\\/](core-js|@babel[\\/]runtime|webpack[\\/]buildin)[\\/]/,
          use: babel('client-deps', true),
        },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 1,
                modules: { localIdentName: cssIdent, namedExport: false, exportLocalsConvention: 'as-is' },
              },
            },
            postcss,
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            postcss,
          ],
        },
      ],
    },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: prod ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ManifestPlugin(),
    ],
    devtool: prod ? false : 'cheap-module-source-map',
    performance: { hints: false },
  };

  const server: Configuration = {
    name: 'server',
    mode,
    target: 'node20',
    entry: { main: './src/server/main.ts' },
    output: {
      path: path.join(root, 'dist/server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [nodeExternals()],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: babel('server') },
        {
          test: /\.module\.css$/,
          use: [
            {
              loader: 'css-loader',
              options: {
                modules: {
                  localIdentName: cssIdent,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  exportOnlyLocals: true,
                },
              },
            },
          ],
        },
      ],
    },
    // Runtime NODE_ENV decides (the start script sets production); no inlining into the bundle.
    optimization: { minimize: false, nodeEnv: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    node: { __dirname: false, __filename: false },
    devtool: 'source-map',
    performance: { hints: false },
  };

  return [client, server];
};
