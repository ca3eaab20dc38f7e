import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The engine's public API, as declared by package.json `exports`, written out in api/*.api.md: every
 * exported name with its kind and type. A change to the API changes these files, so it shows in review
 * (the snapshot is updated with `npx vitest run -u`).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, { source: string }>;
};

const program = ts.createProgram(
  Object.values(manifest.exports).map((entry) => join(root, entry.source)),
  {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  },
);
const checker = program.getTypeChecker();
const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

function kindOf(symbol: ts.Symbol): string {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}

function describeSymbol(symbol: ts.Symbol, where: ts.Node): string {
  const kind = kindOf(symbol);
  if (kind === 'namespace') return 'namespace';
  if (kind === 'interface' || kind === 'type') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (kind === 'type') return checker.typeToString(type, where, flags | ts.TypeFormatFlags.InTypeAlias);
    const members = checker
      .getPropertiesOfType(type)
      .map(
        (m) =>
          `${m.name}${m.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(m, where), where, flags)}`,
      );
    return `{ ${members.join('; ')} }`;
  }
  if (kind === 'class') {
    const members = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .map(
        (m) =>
          `${m.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(m, where), where, flags)}`,
      );
    const statics = checker
      .getPropertiesOfType(checker.getTypeOfSymbolAtLocation(symbol, where))
      .filter((m) => m.name !== 'prototype')
      .map(
        (m) =>
          `static ${m.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(m, where), where, flags)}`,
      );
    return `{ ${[...statics, ...members].join('; ')} }`;
  }
  return checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, where), where, flags);
}

function apiOf(entry: string): string {
  const file = program.getSourceFile(join(root, entry));
  if (!file) throw new Error(`no source for ${entry}`);
  const module = checker.getSymbolAtLocation(file);
  if (!module) throw new Error(`${entry} exports nothing`);
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return `- \`${exported.name}\` (${kindOf(symbol)}): \`${describeSymbol(symbol, file)}\``;
    })
    .sort()
    .join('\n');
}

describe('the public API of @ludimaths/engine', () => {
  it.each(Object.entries(manifest.exports))('%s is as recorded in api/', async (subpath, entry) => {
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    const text = `# @ludimaths/engine${subpath === '.' ? '' : `/${name}`}\n\n${apiOf(entry.source)}\n`;
    await expect(text).toMatchFileSnapshot(join(root, 'api', `${name}.api.md`));
  });
});
