import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import nodeExternals from 'webpack-node-externals';
import webpack, { type Configuration } from 'webpack';
import { flexGapFallback } from './scripts/flexGapFallback';

/**
 * Three builds from one source tree (DESIGN.md §3, §4, §9; docs/architecture.md "Two client builds"):
 * - legacy client → dist/public/assets: ES2017 for the older mobile browsers we promise (package.json
 *   browserslist: iOS 12, Chrome 61; dependencies transpiled too, core-js where needed), one chunk
 *   per page, content-hashed names, extracted CSS, and manifest.json for the server;
 * - modern client → dist/public/assets/modern: the same chunks for MODERN_BROWSERS, no polyfills
 *   and little transpiling, and manifest.modern.json, which also carries the user-agent rule (a
 *   RegExp compiled from MODERN_BROWSERS) the server picks a build with;
 * - server → dist/server/main.js: Node 20, CSS Modules as class names only (same names as the client).
 *
 * STORYLOOM_DIST (default `dist`) writes all three elsewhere: a scratch build that does not touch the
 * `dist/` other people's browser tests use.
 */
const root = __dirname;
const dist = path.resolve(root, process.env.STORYLOOM_DIST ?? 'dist');
/**
 * Browsers that get the modern build: every ES2021 syntax (`?.`, `??`, `??=`, numeric separators,
 * dynamic `import()`) and the ES2019–2021 builtins our dependencies call unpolyfilled
 * (`Object.fromEntries`, `Array#flatMap`, `Promise.allSettled`, `String#replaceAll`). Everything
 * else (iOS 12–13, Chrome 61–84, unknown agents and bots) gets the legacy build, which runs anywhere.
 */
export const MODERN_BROWSERS = [
  'chrome >= 85',
  'and_chr >= 85',
  'edge >= 85',
  'opera >= 71',
  'firefox >= 79',
  'safari >= 14',
  'ios_saf >= 14',
  'samsung >= 14',
];
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

/**
 * Writes the build's manifest (`manifest.json`, `manifest.modern.json`) beside `assets/`: the
 * entry's files and each named page chunk's files (JS and CSS), plus `extra` (the modern build's rule).
 */
class ManifestPlugin {
  constructor(
    private readonly file: string,
    private readonly extra: Record<string, unknown> = {},
  ) {}

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
          const publicPath = String(compilation.outputOptions.publicPath);
          const manifest = { publicPath, entry, chunks, ...this.extra };
          compilation.emitAsset(
            path.relative(compilation.outputOptions.path ?? '', path.join(dist, 'public', this.file)),
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/** `modern`: babel.config.js then targets MODERN_BROWSERS (given here) without core-js. */
const babel = (cacheName: string, dependency = false, modern = false) => ({
  loader: 'babel-loader',
  options: {
    cacheDirectory: path.join(root, 'node_modules/.cache/babel', cacheName),
    cacheCompression: false,
    caller: { name: 'babel-loader', dependency, modern },
    ...(modern ? { targets: MODERN_BROWSERS } : {}),
  },
});

/** The RegExp source the server tests a User-Agent with (browserslist-useragent-regexp is ES modules only). */
async function modernUserAgentRule(): Promise<string> {
  const { getUserAgentRegex } =
    (await import('browserslist-useragent-regexp')) as typeof import('browserslist-useragent-regexp');
  return getUserAgentRegex({ browsers: MODERN_BROWSERS, allowHigherVersions: true }).source;
}

export default async (_env: unknown, argv: { mode?: Configuration['mode'] }): Promise<Configuration[]> => {
  const mode = argv.mode ?? 'production';
  const prod = mode === 'production';

  const clientFor = (variant: 'legacy' | 'modern', extra: Record<string, unknown> = {}): Configuration => {
    const modern = variant === 'modern';
    const assets = path.join(dist, 'public/assets');
    return {
      name: modern ? 'client-modern' : 'client',
      mode,
      target: modern ? ['web', 'es2020'] : ['web', 'es2017'],
      // The legacy build fills what its browsers lack and our dependencies call unpolyfilled.
      entry: {
        main: modern
          ? './src/client/entry.tsx'
          : ['./src/client/legacyPolyfills.ts', './src/client/entry.tsx'],
      },
      output: {
        path: modern ? path.join(assets, 'modern') : assets,
        publicPath: modern ? '/assets/modern/' : '/assets/',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        // Both builds run at once: the legacy one must not clean the modern one's folder away.
        clean: modern ? true : { keep: /^modern[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: path.join(root, 'src'),
            use: babel(modern ? 'client-modern' : 'client', false, modern),
          },
          {
            // Dependencies ship modern syntax (`?.`, `??=`): transpile them for iOS 12 / Chrome 61 too
            // (for the modern build, only what is newer than MODERN_BROWSERS).
            test: /\.m?js$/,
            include: /node_modules/,
            exclude: /node_modules[\\/](core-js|@babel[\\/]runtime|webpack[\\/]buildin)[\\/]/,
            use: babel(modern ? 'client-modern-deps' : 'client-deps', true, modern),
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
        new ManifestPlugin(modern ? 'manifest.modern.json' : 'manifest.json', extra),
      ],
      devtool: prod ? false : 'cheap-module-source-map',
      performance: { hints: false },
    };
  };
  const client = clientFor('legacy');
  const clientModern = clientFor('modern', {
    browsers: MODERN_BROWSERS,
    userAgent: await modernUserAgentRule(),
  });

  const server: Configuration = {
    name: 'server',
    mode,
    target: 'node20',
    entry: { main: './src/server/main.ts' },
    output: {
      path: path.join(dist, 'server'),
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

  return [client, clientModern, server];
};
