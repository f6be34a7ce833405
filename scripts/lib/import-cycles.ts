/**
 * Import cycles among a TypeScript project's own files. Every static import and re-export
 * counts, type-only ones too: a cycle of types still ties two modules into one. Dynamic
 * `import()` does not count: it runs once both modules have loaded, which is how a game's
 * table is loaded on demand.
 */
import ts from 'typescript';

/** The project's files and, for each, the project files it imports. */
export function importGraph(tsconfigPath: string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  const files = new Set(config.fileNames);
  const cache = ts.createModuleResolutionCache(
    ts.sys.getCurrentDirectory(),
    (name) => name,
    config.options,
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
    const imported = source.statements.flatMap((statement) =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    );
    const targets = imported.flatMap((specifier) => {
      const resolved = ts.resolveModuleName(
        specifier,
        file,
        config.options,
        ts.sys,
        cache,
      ).resolvedModule;
      return resolved && files.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Each cycle as the files along it, back to where it started: one per group of files that
 * import each other (Tarjan's strongly connected components), so a tangle is reported once.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => cycleThrough(graph, new Set(group), group.sort()[0]!));
}

/** One way round a group of files that import each other, from `start` back to it. */
function cycleThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  group: ReadonlySet<string>,
  start: string,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
