/**
 * Which code may import which, for the whole tree (`npm run deps`, part of `npm test`).
 * A folder says where its code may run: shared/ runs anywhere and imports nothing outside
 * itself; electron/ and renderer/ meet only through shared/ipc. Inside renderer/ the
 * folders stack in layers, and a folder imports only from layers below its own, so no
 * two folders ever import each other. Tests may reach across layers to check them together.
 */

/** renderer/'s layers, bottom to top (the README's Development section names each). */
const RENDERER_LAYERS = [
  ['bridge', 'workers', 'audio'],
  ['contract'],
  ['stores'],
  ['input', 'ui'],
  ['table'],
  ['dice'],
  ['match'],
  ['host'],
  ['games'],
  ['hud'],
  ['screens', 'online', 'audience', 'bench'],
  ['app'],
];

const TESTS = '\\.test\\.tsx?$';
const folders = (names) => `^renderer/(${names.join('|')})/`;

const layerRules = RENDERER_LAYERS.flatMap((layer, index) => {
  const above = RENDERER_LAYERS.slice(index + 1).flat();
  const sameLayer = layer.length > 1 ? layer : [];
  return layer.flatMap((folder) => {
    const forbidden = [...above, ...sameLayer.filter((other) => other !== folder)];
    if (forbidden.length === 0) return [];
    return [
      {
        name: `renderer-${folder}-imports-only-below`,
        comment: `renderer/${folder}/ may import only folders of the layers below it`,
        severity: 'error',
        from: { path: `^renderer/${folder}/`, pathNot: TESTS },
        to: { path: folders(forbidden) },
      },
    ];
  });
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other load in an order nobody chose.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ runs anywhere: it imports nothing outside shared/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(renderer|electron|scripts|e2e|build)/' },
    },
    {
      name: 'electron-not-renderer',
      comment: 'electron/ and renderer/ meet only through shared/ipc.',
      severity: 'error',
      from: { path: '^electron/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'renderer-not-electron',
      comment: 'electron/ and renderer/ meet only through shared/ipc.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^electron/' },
    },
    {
      name: 'games-read-only-props',
      comment: "A game's table is a function of its props: it never reads a store or the app.",
      severity: 'error',
      from: { path: '^renderer/games/', pathNot: TESTS },
      to: { path: '^renderer/(stores|app)/' },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|dist|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
